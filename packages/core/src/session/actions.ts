import type { Tokens } from '../api/auth';
import { type ConfigReply, changeLanguageUrl } from '../api/config';
import type { Api } from '../api/create-api';
import { LANGUAGE_TAGS, type Locale } from '../constants';
import type { RequestOptions } from '../http/client';
import type { Reply } from '../http/endpoint';
import { chooseLocale, isLocale } from '../i18n/translate';
import { hasStoredSession, persistSession, type SessionStorages } from './persist';
import { clearSession, session } from './store';

function keepTokens(reply: Reply<Tokens>): boolean {
  if (reply.error || !reply.data) return false;
  session.accessToken = reply.data.accessToken;
  session.notificationToken = reply.data.notificationToken;
  return true;
}

/** Takes a configuration reply into the session: its user, website, menus and marketing settings. */
export function applyConfig(config: ConfigReply): void {
  session.user = config.user;
  session.website = config.website;
  session.menus = config.menus;
  session.marketingSettings = config.marketingSettings;
}

/** Loads user, website, menus and marketing settings in the current language. */
export async function loadConfig(api: Api, options?: RequestOptions) {
  const reply = await api.config.get({ language: LANGUAGE_TAGS[session.locale] }, options);
  if (!reply.error && reply.data) applyConfig(reply.data);
  return reply;
}

/**
 * After a sign-in: the configuration, and the language. One the visitor chose on this device just before (the
 * sign-in page's switch) wins and is saved to the account; else the one the account saved when it last
 * switched, not whatever the browser or a link's `?lang=` asked for before anyone was known.
 */
async function startSignedIn(api: Api, options?: RequestOptions) {
  if (session.localeChosen) {
    session.localeChosen = false;
    await api.config.changeLanguage({ code: LANGUAGE_TAGS[session.locale] }, { quiet: true });
    await loadConfig(api, options);
    return;
  }
  await loadConfig(api, options);
  const saved = session.user?.locale;
  if (saved && isLocale(saved)) session.locale = saved;
}

/** The language picked while nobody is signed in: shown at once, and kept by the next sign-in. */
export function chooseLocaleSignedOut(locale: Locale): void {
  session.locale = locale;
  session.localeChosen = true;
}

/** Signs in, stores both tokens, then loads the configuration. */
export async function signIn(
  api: Api,
  credentials: { username: string; password: string },
  options?: RequestOptions,
) {
  const reply = await api.auth.signIn({ ...credentials, idDevice: session.deviceId }, options);
  if (keepTokens(reply)) await startSignedIn(api, options);
  return reply;
}

/** Signs up (or verifies the phone of a sign-up): an account active at once is signed in like a sign-in. */
export async function signUpWith<R extends { accessToken: string | null; notificationToken: string | null }>(
  api: Api,
  call: (idDevice: string) => Promise<Reply<R>>,
  options?: RequestOptions,
) {
  const reply = await call(session.deviceId);
  const tokens = reply.error ? null : reply.data;
  if (tokens?.accessToken && tokens.notificationToken) {
    session.accessToken = tokens.accessToken;
    session.notificationToken = tokens.notificationToken;
    await startSignedIn(api, options);
  }
  return reply;
}

/** The `?accessToken=` flow: exchanges the token for a session of this device. */
export async function signInWithAccessToken(api: Api, accessToken: string, options?: RequestOptions) {
  const reply = await api.auth.logInFromAccessToken({ accessToken }, options);
  if (keepTokens(reply)) await startSignedIn(api, options);
  return reply;
}

/** Revokes the token on the server (best effort) and clears user, token, website and menus. */
export async function signOut(api: Api): Promise<void> {
  if (session.accessToken) await api.auth.signOut({}, { quiet: true });
  clearSession();
  // The next person at this browser starts from their own dashboard, not from the last user's page.
  session.redirectAfterSignIn = null;
}

/**
 * Switches the interface language, tells the server when signed in, and answers the
 * /Home/ChangeLanguage URL the browser navigates to (SPEC §7).
 */
export async function setLocale(api: Api, locale: Locale, baseUrl = ''): Promise<string> {
  const code = LANGUAGE_TAGS[locale];
  if (session.accessToken) {
    session.locale = locale;
    await api.config.changeLanguage({ code }, { quiet: true });
  } else chooseLocaleSignedOut(locale);
  return changeLanguageUrl(code, baseUrl);
}

export function rememberRedirect(path: string | null): void {
  session.redirectAfterSignIn = path;
}

/** Where to go after sign-in: the remembered path once, else the dashboard. */
export function takeRedirect(fallback = '/dashboard'): string {
  const to = session.redirectAfterSignIn ?? fallback;
  session.redirectAfterSignIn = null;
  return to;
}

/** Counts the user's unread notifications for the header's badge (quietly: a badge never raises a toast). */
export async function loadUnreadCount(api: Api): Promise<void> {
  if (!session.accessToken) return;
  const reply = await api.notification.myNotification({ take: 1, unreadOnly: true }, { quiet: true });
  if (!reply.error && reply.data) session.unreadNotifications = reply.data.unread;
}

export interface PageStart {
  /** The address's query: `?lang=` picks the language on arrival. */
  search?: string;
  /** The browser's preferred languages, used when nothing was chosen before. */
  languages?: readonly string[];
  storages?: SessionStorages;
}

/**
 * A page's first step: restores the kept session, keeps storage in step from now on, and picks the language —
 * `?lang=` first, then the one chosen before, then the browser's, then Vietnamese. Returns the unsubscribe.
 */
export function startSession({ search, languages, storages }: PageStart = {}): () => void {
  const stored = hasStoredSession(storages);
  const stop = persistSession(storages);
  session.locale = chooseLocale({
    ...(search === undefined ? {} : { query: search }),
    ...(stored ? { stored: session.locale } : {}),
    ...(languages ? { browser: [...languages] } : {}),
  });
  return stop;
}
