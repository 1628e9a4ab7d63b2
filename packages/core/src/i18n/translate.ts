import rosetta from 'rosetta';
import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES, type Locale } from '../constants';
import type { Dictionary, PluralForms } from './features';
import { dictionaries } from './registry';

/** A node whose keys are all plural categories: one message, a text per form its language has. */
type IsPlural<T> = T extends { other: string }
  ? Exclude<keyof T, keyof PluralForms> extends never
    ? true
    : false
  : false;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${K}`
    : IsPlural<T[K]> extends true
      ? `${Prefix}${K}`
      : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every translation key, typed from the Vietnamese parts: a misspelt key does not compile. */
export type TranslationKey = Leaves<Dictionary>;
export type TranslationParams = Record<string, string | number>;
export type Translate = (key: TranslationKey, params?: TranslationParams) => string;

// rosetta looks keys up (dot paths) and fills `{{name}}` from the parameters (one missing reads as nothing),
// over the registry's dictionaries as parts of them arrive.
const i18n = rosetta(dictionaries as Record<string, unknown>);

const CATEGORIES = new Set(['zero', 'one', 'two', 'few', 'many', 'other']);
const isPluralForms = (value: unknown): value is PluralForms =>
  typeof value === 'object' &&
  value !== null &&
  'other' in value &&
  Object.keys(value).every((key) => CATEGORIES.has(key));

const rules = new Map<Locale, Intl.PluralRules>();
function pluralRules(locale: Locale): Intl.PluralRules {
  let found = rules.get(locale);
  if (!found) {
    found = new Intl.PluralRules(LANGUAGE_TAGS[locale]);
    rules.set(locale, found);
  }
  return found;
}

/**
 * What a locale has for a key, unfilled (rosetta's `t` fills a text, and a text of placeholders alone would read
 * as missing): its text, or its plural forms; undefined when it has neither.
 */
function entry(locale: Locale, key: string): string | PluralForms | undefined {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      i18n.table(locale),
    );
  return (typeof value === 'string' && value !== '') || isPluralForms(value) ? value : undefined;
}

/**
 * Pure lookup in an explicit locale: the server answers each request in its own language with it. A key
 * the locale lacks reads Vietnamese, then the key itself rather than nothing. A plural message keeps a text
 * per form (`{ one: '{{count}} attempt left', other: '{{count}} attempts left' }`): Intl.PluralRules chooses
 * the form of `count` in the text's own language, so every text has one placeholder syntax.
 */
export function translate(locale: Locale, key: TranslationKey, params: TranslationParams = {}): string {
  const own = entry(locale, key);
  const language = own === undefined ? DEFAULT_LOCALE : locale;
  const found = own ?? entry(DEFAULT_LOCALE, key);
  if (found === undefined) return key;
  if (typeof found === 'string') return i18n.t(key, params, language);
  const form = pluralRules(language).select(Number(params.count ?? 0));
  return i18n.t(`${key}.${form in found ? form : 'other'}`, params, language);
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
