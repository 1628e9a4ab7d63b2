import type { ConfigReply } from '../api/config';
import { applyConfig } from './actions';
import { session } from './store';

/**
 * The school's public configuration (its name, logo and flags: what Auth/Config/Get answers a visitor nobody
 * signed in) written into the page the server sends, so that the page's first read of it costs no request:
 * on a mobile network that request was a whole round trip before the sign-in page showed the school.
 */
export const PAGE_CONFIG_ID = 'saola-config';

/** Characters that would end the script element or a line of JavaScript, written as JSON escapes instead. */
const UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * The element that carries the configuration: JSON, not a script that runs, and escaped so that no value
 * (a school named `</script><script>…`) can close the element early and put markup of its own in the page.
 */
export function pageConfigElement(config: ConfigReply): string {
  const json = JSON.stringify(config).replace(
    UNSAFE,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${PAGE_CONFIG_ID}">${json}</script>`;
}

/**
 * Takes the page's configuration into the session of a visitor nobody signed in to (a kept session has its
 * own user and menus, refreshed once the page shows). True when it did; a page without it (the embedded
 * widgets, a build served by something else) or with a malformed one loads it the usual way.
 */
export function adoptPageConfig(doc: Pick<Document, 'getElementById'> = document): boolean {
  if (session.accessToken) return false;
  const text = doc.getElementById(PAGE_CONFIG_ID)?.textContent;
  if (!text) return false;
  try {
    const config = JSON.parse(text) as ConfigReply;
    if (!config?.website) return false;
    applyConfig(config);
    return true;
  } catch {
    return false;
  }
}
