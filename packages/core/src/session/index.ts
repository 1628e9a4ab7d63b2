export {
  applyConfig,
  chooseLocaleSignedOut,
  loadConfig,
  loadUnreadCount,
  type PageStart,
  rememberRedirect,
  setLocale,
  signIn,
  signInWithAccessToken,
  signOut,
  signUpWith,
  startSession,
  takeRedirect,
} from './actions';
export { adoptPageConfig, PAGE_CONFIG_ID, pageConfigElement } from './page-config';
export { keepPageHint, PAGE_HINT_COOKIE, type PageHint, pageHintValue, readPageHint } from './page-hint';
export {
  hasStoredSession,
  type KeyValueStorage,
  persistSession,
  restoreSession,
  SESSION_STORAGE_KEY,
  type SessionStorages,
} from './persist';
export {
  type AccessHolder,
  allows,
  clearSession,
  hasRight,
  initialSession,
  isAdminArea,
  isSessionReady,
  isStaff,
  type SessionState,
  session,
  siteFlags,
  t,
} from './store';
