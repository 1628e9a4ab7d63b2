import { LANGUAGE_TAGS, type Locale } from '@saola/core/constants';
import { type Translate, translator } from '@saola/core/i18n';
import { session } from '@saola/core/session';
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';

/** The current locale; components re-render when it changes. */
export function useLocale(): Locale {
  return useSnapshot(session).locale;
}

/** `t(key, params)` in the current locale. */
export function useT(): Translate {
  const locale = useLocale();
  return useMemo(() => translator(locale), [locale]);
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
