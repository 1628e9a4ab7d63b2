export {
  loadConfig,
  rememberRedirect,
  setLocale,
  signIn,
  signInWithAccessToken,
  signOut,
  takeRedirect,
} from './actions';
export {
  type KeyValueStorage,
  persistSession,
  restoreSession,
  SESSION_STORAGE_KEY,
  type SessionStorages,
} from './persist';
export {
  clearSession,
  initialSession,
  isAdminArea,
  isSessionReady,
  type SessionState,
  session,
  siteFlags,
  t,
} from './store';
