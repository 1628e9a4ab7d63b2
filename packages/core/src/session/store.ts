import { proxy } from 'valtio/vanilla';
import type { SessionUser } from '../api/auth';
import type { MarketingSettings, MenuItem, WebsiteConfig } from '../api/config';
import { DEFAULT_LOCALE, ID_TYPE, type Locale } from '../constants';
import { type TranslationKey, type TranslationParams, translate } from '../i18n/translate';

export interface SessionState {
  user: SessionUser | null;
  accessToken: string | null;
  notificationToken: string | null;
  website: WebsiteConfig | null;
  menus: MenuItem[] | null;
  marketingSettings: MarketingSettings | null;
  locale: Locale;
  /** Stable per browser: the server counts devices per account with it. */
  deviceId: string;
  /** The guarded path (with its query) a signed-out visitor asked for, restored after sign-in. */
  redirectAfterSignIn: string | null;
  /** "Remember me": keep the session across browser restarts, or only while the tab lives. */
  remember: boolean;
  /** The user's unread notifications, for the header's badge; null until counted. Not persisted. */
  unreadNotifications: number | null;
}

function newDeviceId(): string {
  const crypto = globalThis.crypto;
  return crypto?.randomUUID
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function initialSession(): SessionState {
  return {
    user: null,
    accessToken: null,
    notificationToken: null,
    website: null,
    menus: null,
    marketingSettings: null,
    locale: DEFAULT_LOCALE,
    deviceId: newDeviceId(),
    redirectAfterSignIn: null,
    remember: true,
    unreadNotifications: null,
  };
}

/** The one session of this page. React reads it through useSnapshot (in widgets); actions mutate it. */
export const session = proxy<SessionState>(initialSession());

/** SPEC §4: sign-out clears user, token, website and menus. Locale and device id stay. */
export function clearSession(): void {
  session.user = null;
  session.accessToken = null;
  session.notificationToken = null;
  session.website = null;
  session.menus = null;
  session.marketingSettings = null;
  session.unreadNotifications = null;
}

/** Owners and teachers get the admin area; everyone else the student area. */
export function isAdminArea(user: Pick<SessionUser, 'idType'> | null | undefined): boolean {
  return user?.idType === ID_TYPE.OWNER || user?.idType === ID_TYPE.TEACHER;
}

/** Whether the user holds a `right:<name>` access: owners always, teachers when their group grants it. */
export function hasRight(
  user: { idType: number; rights?: readonly string[] | undefined } | null | undefined,
  right: string,
): boolean {
  return (
    user?.idType === ID_TYPE.OWNER ||
    (user?.idType === ID_TYPE.TEACHER && Boolean(user.rights?.includes(right)))
  );
}

export function siteFlags(website: WebsiteConfig | null | undefined) {
  return {
    isK12: website?.isK12 ?? false,
    isK12OrBusiness: website?.isK12OrBusiness ?? false,
    isUniversity: website?.isUniversity ?? false,
    strongPasswordRequired: website?.isSetStrongPassword ?? false,
  };
}

/** Everything the guard needs before it lets a visitor past Splash and SignIn. */
export function isSessionReady(state: Pick<SessionState, 'user' | 'website' | 'menus'> = session): boolean {
  return Boolean(state.user && state.website && state.menus);
}

/** Translate in the session's current locale. */
export function t(key: TranslationKey, params?: TranslationParams): string {
  return translate(session.locale, key, params);
}
