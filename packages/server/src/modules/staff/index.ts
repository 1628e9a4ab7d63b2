export { type AccountLinks, accountPage, accountsOf, replaceLinks } from './accounts';
export { changedFields, refuse, writeStaffLog } from './log';
export {
  assertListScope,
  loggedScore,
  NOTE_SEARCH,
  noteRows,
  ofClassMembers,
  recordRoutes,
  SCORE_SEARCH,
  scoreRow,
  scoreRows,
} from './records';
export { rightGroupRoutes } from './right-groups';
export { teacherRoutes } from './teachers';
export { userGroupRoutes, visibleClasses } from './user-groups';
