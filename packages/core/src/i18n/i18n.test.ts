import { describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../constants';
import {
  chooseLocale,
  dictionaries,
  FEATURES,
  languageTag,
  localeFromTag,
  NAMESPACES,
  translate,
  translator,
} from '.';
import { PARTS } from './features';

const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];
const isPlural = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  'other' in value &&
  Object.keys(value).every((k) => CATEGORIES.includes(k));

/** Each message of a dictionary: a text, or a plural message's forms (one message, one key). */
function leaves(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof value !== 'object' || value === null || isPlural(value)) return [[prefix, value]];
  return Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

/** Every text of a message: its own, or each of its plural forms. */
const texts = (value: unknown): unknown[] => (isPlural(value) ? Object.values(value) : [value]);

describe('dictionaries', () => {
  const viKeys = leaves(dictionaries.vi).map(([k]) => k);

  it.each(LOCALES)('%s has exactly the Vietnamese keys, each a non-empty string', (locale) => {
    const entries = leaves(dictionaries[locale]);
    expect(entries.map(([k]) => k).sort()).toEqual([...viKeys].sort());
    for (const [key, value] of entries)
      for (const text of texts(value)) {
        expect(typeof text, key).toBe('string');
        expect((text as string).trim(), key).not.toBe('');
      }
  });

  it('is real Vietnamese and Lao, not English copies', () => {
    const english = new Map(leaves(dictionaries.en));
    const raw = (value: unknown) => (isPlural(value) ? value.other : value);
    const copied = (locale: 'vi' | 'lo') =>
      leaves(dictionaries[locale]).filter(
        ([key, value]) =>
          raw(value) === raw(english.get(key)) &&
          // A format of placeholders alone ('{{used}} / {{limit}}') has no words to translate.
          /\p{L}/u.test(String(raw(value)).replace(/\{\{\w+\}\}/g, '')) &&
          !/^(common\.appName|common\.email|locale\.|route\.splash|notice\.texted)/.test(key),
      );
    expect(copied('vi')).toEqual([]);
    expect(copied('lo')).toEqual([]);
  });

  it('stores Vietnamese in precomposed (NFC) form and Lao in Lao script', () => {
    for (const [key, value] of leaves(dictionaries.vi))
      for (const text of texts(value)) expect(text, key).toBe((text as string).normalize('NFC'));
    expect(translate('lo', 'auth.signIn')).toMatch(/^[\u0E80-\u0EFF]+$/);
  });
});

describe('the parts', () => {
  it('each hold whole namespaces no other part holds, as NAMESPACES says, in every language', async () => {
    for (const locale of LOCALES) {
      const owners = new Map<string, string[]>();
      for (const feature of FEATURES)
        for (const namespace of Object.keys(await PARTS[feature][locale]()))
          owners.set(namespace, [...(owners.get(namespace) ?? []), feature]);
      expect(Object.fromEntries(owners), locale).toEqual(
        Object.fromEntries(Object.entries(NAMESPACES).map(([namespace, feature]) => [namespace, [feature]])),
      );
    }
  });
});

/** The registry as a page starts with it: common's Vietnamese only (the test setup loaded everything). */
async function freshRegistry() {
  vi.resetModules();
  return import('./registry');
}

describe('loading', () => {
  it('starts with common in Vietnamese only, and loads a feature in the language asked', async () => {
    const registry = await freshRegistry();
    expect(Object.keys(registry.dictionaries)).toEqual(['vi']);
    expect(registry.isDictionaryLoaded('vi')).toBe(true);
    expect(registry.isDictionaryLoaded('lo')).toBe(false);
    expect(registry.dictionaries.vi?.quiz).toBeUndefined();

    const arrived: number[] = [];
    const stop = registry.onDictionaryLoaded(() => arrived.push(registry.dictionaryVersion()));
    await registry.loadDictionary('vi', ['quiz']);
    expect(registry.dictionaries.vi?.quiz?.submit).toBe('Nộp bài');
    expect(registry.dictionaries.vi?.course).toBeUndefined();
    expect(registry.dictionaries.lo).toBeUndefined();
    expect(arrived).toHaveLength(1);
    stop();
  });

  it('loads, for a new language, every part in use and nothing else', async () => {
    const registry = await freshRegistry();
    await registry.loadDictionary('vi', ['review']);
    expect(registry.isDictionaryLoaded('en')).toBe(false);
    await registry.loadDictionary('en');
    expect(registry.isDictionaryLoaded('en')).toBe(true);
    expect(Object.keys(registry.dictionaries.en ?? {}).sort()).toEqual(
      Object.entries(NAMESPACES)
        .filter(([, feature]) => feature === 'common' || feature === 'review')
        .map(([namespace]) => namespace)
        .sort(),
    );
  });

  it('fetches the part of a key nothing asked for, once', async () => {
    const registry = await freshRegistry();
    registry.loadFeatureOf('course.name', 'lo');
    registry.loadFeatureOf('course.about', 'lo');
    registry.loadFeatureOf('__proto__.x', 'lo');
    registry.loadFeatureOf('nothing', 'lo');
    await registry.loadDictionary('lo');
    expect(registry.dictionaries.lo?.course?.name).toBe(translate('lo', 'course.name'));
    expect(Object.keys(registry.dictionaries.lo ?? {})).not.toContain('quiz');
  });

  it('takes a part a host bundles without fetching it, and tries a failed part again', async () => {
    const registry = await freshRegistry();
    const { account } = await import('./host');
    registry.provideDictionary('account', 'vi', account);
    expect(registry.dictionaries.vi?.auth?.signIn).toBe('Đăng nhập');
    expect(registry.isDictionaryLoaded('vi')).toBe(true);

    const features = await import('./features');
    const real = features.PARTS.student.en;
    features.PARTS.student.en = () => Promise.reject(new Error('offline'));
    await expect(registry.loadDictionary('en', ['student'])).rejects.toThrow('offline');
    features.PARTS.student.en = real;
    await registry.loadDictionary('en');
    expect(registry.dictionaries.en?.student?.fullName).toBe('Full name');
  });
});

describe('translate', () => {
  it('answers in the asked locale and fills parameters', () => {
    expect(translate('en', 'validation.minLength', { count: 8 })).toBe('Must be at least 8 characters');
    expect(translate('vi', 'validation.minLength', { count: 8 })).toBe('Phải có ít nhất 8 ký tự');
    expect(translate('lo', 'validation.minLength', { count: 8 })).toBe('ຕ້ອງມີຢ່າງໜ້ອຍ 8 ຕົວອັກສອນ');
    expect(translator('en')('errors.network')).toBe(
      'Connect to server failed. Please check your internet connection.',
    );
  });

  it('fills a text of placeholders alone, rather than taking it for a missing one', () => {
    const errors = dictionaries.en?.errors as unknown as Record<string, unknown>;
    const before = errors.network;
    errors.network = '{{detail}}';
    try {
      expect(translate('en', 'errors.network', { detail: 'Offline' })).toBe('Offline');
    } finally {
      errors.network = before;
    }
  });

  it('falls back to the key itself rather than showing nothing', () => {
    expect(translate('en', 'no.such.key' as never)).toBe('no.such.key');
  });
});

describe('plurals', () => {
  it('chooses the English form by the count, and the one form Vietnamese and Lao have', () => {
    expect(translate('en', 'quiz.attemptsLeft', { count: 1 })).toBe('1 attempt left');
    expect(translate('en', 'quiz.attemptsLeft', { count: 2 })).toBe('2 attempts left');
    expect(translate('en', 'quiz.attemptsLeft', { count: 0 })).toBe('0 attempts left');
    expect(translate('vi', 'quiz.attemptsLeft', { count: 1 })).toBe('Còn 1 lượt làm bài');
    expect(translate('lo', 'quiz.attemptsLeft', { count: 1 })).toBe('ເຫຼືອ 1 ຄັ້ງ');
    expect(translate('en', 'validation.minLength', { count: 1 })).toBe('Must be at least 1 character');
  });

  it('leaves no English count straight before a noun in the plural outside a plural message', () => {
    const bare = leaves(dictionaries.en).filter(
      ([, value]) => typeof value === 'string' && /\{\{\w+\}\}\s+[a-z]+s\b/.test(value),
    );
    expect(bare).toEqual([]);
  });

  it('gives each plural message the forms its language has, always `other`, each filled whole', () => {
    for (const locale of LOCALES) {
      const categories = new Intl.PluralRules(languageTag(locale)).resolvedOptions().pluralCategories;
      for (const [key, value] of leaves(dictionaries[locale])) {
        if (!isPlural(value)) continue;
        expect(
          Object.keys(value).every((form) => categories.includes(form as never)),
          `${locale} ${key}`,
        ).toBe(true);
        for (const n of [1, 5])
          expect(translate(locale, key as never, { count: n }), `${locale} ${key}`).not.toMatch(
            /plural|[{}#]/,
          );
      }
    }
  });

  it('keeps one placeholder syntax: no text holds an ICU block', () => {
    for (const locale of LOCALES)
      for (const [key, value] of leaves(dictionaries[locale]))
        for (const text of texts(value))
          expect(text, `${locale} ${key}`).not.toMatch(/\{\w+, (plural|select),/);
  });
});

describe('chooseLocale', () => {
  it('prefers the lang query parameter', () => {
    expect(chooseLocale({ query: '?lang=lo', stored: 'en', browser: 'vi-VN' })).toBe('lo');
    expect(chooseLocale({ query: new URLSearchParams('lang=en') })).toBe('en');
  });
  it('then the stored value', () => {
    expect(chooseLocale({ query: '?lang=fr', stored: 'en', browser: 'lo-LA' })).toBe('en');
  });
  it('then the first two letters of the browser language', () => {
    expect(chooseLocale({ stored: 'xx', browser: ['fr-FR', 'lo-LA'] })).toBe('lo');
    expect(chooseLocale({ browser: 'EN_us' })).toBe('en');
  });
  it('else Vietnamese', () => {
    expect(chooseLocale()).toBe('vi');
    expect(chooseLocale({ browser: 'th-TH' })).toBe('vi');
  });
  it('maps tags both ways', () => {
    expect(localeFromTag('lo-LA')).toBe('lo');
    expect(localeFromTag(undefined)).toBeUndefined();
    expect(languageTag('vi')).toBe('vi-VN');
    expect(languageTag('en')).toBe('en-US');
    expect(languageTag('lo')).toBe('lo-LA');
  });
});
