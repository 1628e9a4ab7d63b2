import type { Locale } from '@saola/core/constants';
import { isLocale } from '@saola/core/i18n';
import { persistSession, session } from '@saola/core/session';
import { configureSaola } from '../runtime/saola';
import { PageNotFound } from '../screens/shell/page-not-found/page-not-found';
import { SignIn } from '../screens/shell/sign-in/sign-in';
import { defineElement } from './define';

export interface EmbedOptions {
  /** The Saola server, when it is not this page's origin (the site must list this page's origin). */
  baseUrl?: string;
  locale?: Locale;
  /** A bearer token the portal already has, to skip the sign-in element. */
  token?: string;
}

/** `Saola.configure({ baseUrl, locale, token })`: points every element of the page at a Saola server. */
export function configure(options: EmbedOptions): void {
  configureSaola(options.baseUrl ? { baseUrl: options.baseUrl } : {});
  if (options.locale && isLocale(options.locale)) session.locale = options.locale;
  if (options.token) session.accessToken = options.token;
}

persistSession();
defineElement('saola-sign-in', SignIn);
defineElement('saola-page-not-found', PageNotFound, { home: 'string' });

declare global {
  interface Window {
    Saola?: { configure: typeof configure };
  }
}
window.Saola = { ...window.Saola, configure };
