import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES, type Locale } from '../constants';
import type { Dictionary } from './features';
import { resolvePlurals } from './plural';
import { dictionaries } from './registry';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every translation key, typed from the Vietnamese parts: a misspelt key does not compile. */
export type TranslationKey = Leaves<Dictionary>;
export type TranslationParams = Record<string, string | number>;
export type Translate = (key: TranslationKey, params?: TranslationParams) => string;

function lookup(locale: Locale, key: string): string | undefined {
  let node: unknown = dictionaries[locale];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' && node !== '' ? node : undefined;
}

/** `{{name}}` → its parameter; a parameter not given reads as nothing. */
function fill(template: string, params: TranslationParams): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
    Object.hasOwn(params, name) ? String(params[name] ?? '') : '',
  );
}

/**
 * Pure lookup in an explicit locale: the server answers each request in its own language with it. A key
 * the locale lacks reads Vietnamese, then the key itself rather than nothing. (rosetta, used before, cannot
 * choose a plural form, and lookup and filling are these few lines.)
 */
export function translate(locale: Locale, key: TranslationKey, params: TranslationParams = {}): string {
  const own = lookup(locale, key);
  const found = own ?? lookup(DEFAULT_LOCALE, key);
  if (found === undefined) return key;
  return fill(resolvePlurals(found, params, own === undefined ? DEFAULT_LOCALE : locale), params);
}

export function translator(locale: Locale): Translate {
  return (key, params) => translate(locale, key, params);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** 'vi-VN', 'en_US', 'LO', 'lo-LA' → the locale they name; anything else → undefined. */
export function localeFromTag(tag: string | null | undefined): Locale | undefined {
  const prefix = tag?.trim().slice(0, 2).toLowerCase();
  return isLocale(prefix) ? prefix : undefined;
}

export function languageTag(locale: Locale): (typeof LANGUAGE_TAGS)[Locale] {
  return LANGUAGE_TAGS[locale];
}

export interface LocaleSources {
  /** The page's query string (`?lang=lo`) or its parsed form. */
  query?: string | URLSearchParams;
  /** The locale stored from an earlier visit. */
  stored?: string | null;
  /** navigator.language(s) or a language setting such as 'lo-LA'. */
  browser?: string | readonly string[];
}

/** SPEC §9: the `lang` query parameter, then the stored value, then the browser's language, else vi. */
export function chooseLocale({ query, stored, browser }: LocaleSources = {}): Locale {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const fromQuery = localeFromTag(params?.get('lang'));
  if (fromQuery) return fromQuery;
  if (isLocale(stored)) return stored;
  const languages = typeof browser === 'string' ? [browser] : (browser ?? []);
  for (const language of languages) {
    const found = localeFromTag(language);
    if (found) return found;
  }
  return DEFAULT_LOCALE;
}
