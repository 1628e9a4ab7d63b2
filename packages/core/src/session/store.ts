import { proxy } from 'valtio/vanilla';
import type { SessionUser } from '../api/auth';
import type { MarketingSettings, MenuItem, WebsiteConfig } from '../api/config';
import { DEFAULT_LOCALE, ID_TYPE, type Locale } from '../constants';
import { followSchoolZone } from '../dates/zoned';
import { type Access, type Right, rightOf } from '../http/access';
import { type TranslationKey, type TranslationParams, translate } from '../i18n/translate';

export interface SessionState {
  user: SessionUser | null;
  accessToken: string | null;
  notificationToken: string | null;
  website: WebsiteConfig | null;
  menus: MenuItem[] | null;
  marketingSettings: MarketingSettings | null;
  locale: Locale;
  /**
   * The language was chosen on this device while nobody was signed in (the sign-in page's switch):
   * the next sign-in keeps it and saves it to the account, instead of the one the account saved before.
   */
  localeChosen: boolean;
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
    localeChosen: false,
    deviceId: newDeviceId(),
    redirectAfterSignIn: null,
    remember: true,
    unreadNotifications: null,
  };
}

/** The one session of this page. React reads it through useSnapshot (in widgets); actions mutate it. */
export const session = proxy<SessionState>(initialSession());

// Dates and times on this page are the school's, read from the configuration whenever it is set or restored.
followSchoolZone(() => session.website?.timeZone);

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

/** Owners, teachers and observers get the admin area; everyone else the student area. */
export function isAdminArea(user: Pick<AccessHolder, 'idType'> | null | undefined): boolean {
  return isStaff(user) || user?.idType === ID_TYPE.OBSERVER;
}

/** Owners and teachers: the school's staff (observers only watch). */
export function isStaff(user: Pick<AccessHolder, 'idType'> | null | undefined): boolean {
  return user?.idType === ID_TYPE.OWNER || user?.idType === ID_TYPE.TEACHER;
}

/** What access decisions read of a user: their kind and, for a teacher, the rights of their group. */
export interface AccessHolder {
  idType: number;
  rights?: readonly string[] | undefined;
}

/** Whether the user holds a right: owners always, teachers when their group grants it. */
export function hasRight(user: AccessHolder | null | undefined, right: Right): boolean {
  return (
    user?.idType === ID_TYPE.OWNER ||
    (user?.idType === ID_TYPE.TEACHER && Boolean(user.rights?.includes(right)))
  );
}

/**
 * Whether a signed-in user may use what an access guards: the one reading of an access, for the guard, the
 * menus and the server's refusals.
 */
export function allows(access: Access, user: AccessHolder): boolean {
  switch (access) {
    case 'public':
    case 'signedIn':
      return true;
    case 'admin':
      return isStaff(user);
    case 'watch':
      return isAdminArea(user);
    case 'owner':
      return user.idType === ID_TYPE.OWNER;
    case 'student':
      return user.idType === ID_TYPE.STUDENT;
    default: {
      const wanted = rightOf(access);
      return wanted !== undefined && hasRight(user, wanted);
    }
  }
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
