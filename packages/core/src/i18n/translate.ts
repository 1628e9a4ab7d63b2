import rosetta from 'rosetta';
import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES, type Locale } from '../constants';
import { type Dictionary, vi } from './vi';

/**
 * The dictionaries loaded so far. Vietnamese, the default, is always here; English and Lao are fetched when
 * first needed, so a page carries only the language it shows.
 */
export const dictionaries: Partial<Record<Locale, Dictionary>> = { vi };

const loaders: Record<Exclude<Locale, 'vi'>, () => Promise<Dictionary>> = {
  en: () => import('./en').then((m) => m.en),
  lo: () => import('./lo').then((m) => m.lo),
};
const pending = new Map<Locale, Promise<void>>();

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every translation key, typed from the Vietnamese dictionary: a misspelt key does not compile. */
export type TranslationKey = Leaves<Dictionary>;
export type TranslationParams = Record<string, string | number>;
export type Translate = (key: TranslationKey, params?: TranslationParams) => string;

const engine = rosetta<Dictionary>({ vi });

export function isDictionaryLoaded(locale: Locale): boolean {
  return dictionaries[locale] !== undefined;
}

/** Loads a locale's dictionary (once); until it is here, that locale reads Vietnamese. */
export function loadDictionary(locale: Locale): Promise<void> {
  if (locale === 'vi' || dictionaries[locale]) return Promise.resolve();
  let loading = pending.get(locale);
  if (!loading) {
    loading = loaders[locale]().then((dictionary) => {
      dictionaries[locale] = dictionary;
      engine.set(locale, dictionary);
    });
    pending.set(locale, loading);
  }
  return loading;
}

/** Every dictionary: the server answers each request in its own language. */
export function loadAllDictionaries(): Promise<void> {
  return Promise.all(LOCALES.map(loadDictionary)).then(() => undefined);
}

/** Pure lookup in an explicit locale: the server answers each request in its own language with it. */
export function translate(locale: Locale, key: TranslationKey, params?: TranslationParams): string {
  return engine.t(key, params ?? {}, locale) || engine.t(key, params ?? {}, DEFAULT_LOCALE) || key;
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
