import { subscribe } from 'valtio/vanilla';
import type { Locale } from '../constants';
import { isLocale } from '../i18n/translate';
import { isAdminArea, session } from './store';

/**
 * A cookie that tells the server, when it sends a page, which area and language this browser shows: the
 * session itself stays in storage, out of reach of the request, and without this the server could not name
 * the files the first screen needs (modulepreload) before the page has run. Only a hint: a wrong or missing
 * one costs a preload, never access.
 */
export const PAGE_HINT_COOKIE = 'saola.page';

export interface PageHint {
  area: 'admin' | 'student' | null;
  locale: Locale | null;
}

/** The cookie's value: `student.lo`, `admin.vi`, or `out.en` while nobody is signed in. */
export function pageHintValue(state: Pick<typeof session, 'user' | 'locale'>): string {
  const area = state.user ? (isAdminArea(state.user) ? 'admin' : 'student') : 'out';
  return `${area}.${state.locale}`;
}

/** Reads the hint from a Cookie header; anything else in it, or a malformed value, is ignored. */
export function readPageHint(cookieHeader: string | undefined): PageHint {
  const value = cookieHeader
    ?.split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${PAGE_HINT_COOKIE}=`))
    ?.slice(PAGE_HINT_COOKIE.length + 1);
  const [area, locale] = value?.split('.') ?? [];
  return {
    area: area === 'admin' || area === 'student' ? area : null,
    locale: isLocale(locale) ? locale : null,
  };
}

/** Keeps the hint in step with the session (the product's own page only: an embedding page is not ours). */
export function keepPageHint(doc: Pick<Document, 'cookie'> = document): () => void {
  let last = '';
  const write = () => {
    const value = pageHintValue(session);
    if (value === last) return;
    last = value;
    doc.cookie = `${PAGE_HINT_COOKIE}=${value}; path=/; max-age=31536000; SameSite=Lax`;
  };
  write();
  return subscribe(session, write);
}
