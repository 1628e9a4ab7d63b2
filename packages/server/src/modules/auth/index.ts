export { assertPasswordPolicy } from './password-policy';
export { authRoutes } from './routes';
export { endSessions, openSession, revokeSessions } from './sessions';
export { assertUsernameFree, USER_SORTS, userMatching } from './users';
