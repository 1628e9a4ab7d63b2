import type { Locale } from '@saola/core/constants';
import { isLocale } from '@saola/core/i18n';
import { persistSession, session } from '@saola/core/session';
import { configureSaola } from '../runtime/saola';
import { defineRegistered } from './define';
import { ELEMENT_TABLE } from './element-table';
import { optionsFromScript } from './script-config';

export interface EmbedOptions {
  /** The Saola server, when it is not this page's origin (the site must list this page's origin). */
  baseUrl?: string;
  locale?: Locale;
  /** A bearer token the portal already has, to skip the sign-in element. */
  token?: string;
}

/** `Saola.configure({ baseUrl, locale, token })`: points every element of the page at a Saola server. */
export function configure(options: EmbedOptions): void {
  // Without a base URL the elements call the page's own origin; a later call may change the language alone.
  if (options.baseUrl) configureSaola({ baseUrl: options.baseUrl });
  if (options.locale && isLocale(options.locale)) session.locale = options.locale;
  if (options.token) session.accessToken = options.token;
}

persistSession();
configure(optionsFromScript(document.scripts, import.meta.url));
for (const element of ELEMENT_TABLE) defineRegistered(element);

declare global {
  interface Window {
    Saola?: { configure: typeof configure };
  }
}
window.Saola = { ...window.Saola, configure };
