import { LANGUAGE_TAGS, type Locale } from '@saola/core/constants';
import { isDictionaryLoaded, loadDictionary, type Translate, translator } from '@saola/core/i18n';
import { session } from '@saola/core/session';
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';

/**
 * The current locale; components re-render when it changes. Hosts load the language before the first
 * render; a language chosen later is fetched here, and the screen re-renders in it once it arrives.
 */
export function useLocale(): Locale {
  const locale = useSnapshot(session).locale;
  const [, arrived] = useState(0);
  useEffect(() => {
    if (!isDictionaryLoaded(locale)) void loadDictionary(locale).then(() => arrived((n) => n + 1));
  }, [locale]);
  return locale;
}

/** `t(key, params)` in the current locale. */
export function useT(): Translate {
  const locale = useLocale();
  const loaded = isDictionaryLoaded(locale);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new translator once the dictionary has arrived
  return useMemo(() => translator(locale), [locale, loaded]);
}

/** The session as React sees it (read-only snapshot). */
export function useSession() {
  return useSnapshot(session);
}

/** Numbers and prices in the current language's way of writing them (1.500.000 ₫ in Vietnamese). */
export function useNumberFormat() {
  const tag = LANGUAGE_TAGS[useLocale()];
  return useMemo(() => {
    const number = new Intl.NumberFormat(tag);
    const money = new Intl.NumberFormat(tag, {
      style: 'currency',
      currency: 'VND',
      maximumFractionDigits: 0,
    });
    return { number: (n: number) => number.format(n), money: (n: number) => money.format(n) };
  }, [tag]);
}
