import type { Locale } from '@saola/core/constants';
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
