import { enums, optional } from 'superstruct';
import { LANGUAGE_TAGS } from '../constants';
import { endpoint } from '../http/endpoint';
import { object } from '../validate/own';
import type { SessionUser } from './auth';

export interface WebsiteConfig {
  idSite: number;
  name: string;
  logoUrl: string | null;
  faviconUrl: string | null;
  isK12: boolean;
  isK12OrBusiness: boolean;
  isUniversity: boolean;
  isSetStrongPassword: boolean;
  userAnalyticApiUrl: string | null;
  /** The school's time zone (its information setting): times are shown at the school's clock. */
  timeZone: string;
}

export interface MenuItem {
  /** A translation key such as `route.courses`. */
  titleKey: string;
  path: string;
  icon: string;
  children?: MenuItem[];
}

export interface MarketingSettings {
  isOnFbComment: boolean;
  fbAppId: string | null;
}

export interface ConfigReply {
  user: SessionUser | null;
  website: WebsiteConfig;
  menus: MenuItem[];
  marketingSettings: MarketingSettings;
}

export const LANGUAGE_CODES = Object.values(LANGUAGE_TAGS) as Array<
  (typeof LANGUAGE_TAGS)[keyof typeof LANGUAGE_TAGS]
>;

export const config = {
  get: endpoint<ConfigReply>()({
    method: 'GET',
    path: '/Auth/Config/Get',
    payload: object({ language: optional(enums(LANGUAGE_CODES)) }),
    access: 'public',
  }),
  changeLanguage: endpoint<{ code: string }>()({
    method: 'POST',
    path: '/Auth/Config/ChangeLanguage',
    payload: object({ code: enums(LANGUAGE_CODES) }),
    access: 'public',
  }),
};

/** SPEC §7: on a locale change the browser navigates here; the server stores the choice and sends it back. */
export function changeLanguageUrl(code: (typeof LANGUAGE_CODES)[number], baseUrl = ''): string {
  return `${baseUrl}/Home/ChangeLanguage?code=${encodeURIComponent(code)}`;
}
