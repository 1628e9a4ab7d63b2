import type { Locale } from '@saola/core/constants';
import { isLocale } from '@saola/core/i18n';
import { persistSession, session } from '@saola/core/session';
import { configureSaola } from '../runtime/saola';
import type { AttributeType } from '../screens/view';
import { defineShown, type ElementScreen, sheetOf } from './define';
import { ELEMENT_ATTRIBUTES } from './element-table';
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
// What each element shows comes in a chunk of its own, asked for now: by the time the page's first element
// renders it is usually here, and the runtime does not carry a loader per screen.
const screens = import('./element-screens');
for (const [name, attributes] of Object.entries(ELEMENT_ATTRIBUTES) as Array<
  [`saola-${string}`, Record<string, AttributeType>]
>)
  defineShown(name, attributes, () =>
    screens.then(({ ELEMENT_SCREENS, loadSheet }) => ({
      ...(ELEMENT_SCREENS[name] as ElementScreen),
      sheet: sheetOf(name, loadSheet),
    })),
  );

declare global {
  interface Window {
    Saola?: { configure: typeof configure };
  }
}
window.Saola = { ...window.Saola, configure };
