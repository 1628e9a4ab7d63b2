import type { Locale } from '@saola/core/constants';
import {
  dictionaryVersion,
  isDictionaryLoaded,
  loadDictionary,
  loadFeatureOf,
  onDictionaryLoaded,
  type Translate,
  translate,
} from '@saola/core/i18n';
import { session } from '@saola/core/session';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';

/** The language the page last showed with every part it needed; none before its first screen. */
let shown: Locale | undefined;

/**
 * The languages a screen about to load needs its parts in: the session's, and during a change of language
 * the one still shown until the new one has arrived.
 */
export function shownLocales(): Locale[] {
  return shown && shown !== session.locale ? [session.locale, shown] : [session.locale];
}

/**
 * The locale to render in; components re-render when it changes. Hosts load the language before the first
 * render; a language chosen later is fetched here (every dictionary part the page uses), and until it has
 * arrived the page stays in the language it showed, rather than show raw keys.
 */
export function useLocale(): Locale {
  const wanted = useSnapshot(session).locale;
  useSyncExternalStore(onDictionaryLoaded, dictionaryVersion);
  const ready = isDictionaryLoaded(wanted);
  useEffect(() => {
    if (!ready) void loadDictionary(wanted).catch(() => undefined);
  }, [wanted, ready]);
  if (ready) shown = wanted;
  return ready || shown === undefined || !isDictionaryLoaded(shown) ? wanted : shown;
}

/**
 * `t(key, params)` in the current locale. A key whose dictionary part no screen asked for (a component
 * rendered on its own) fetches that part, and the component re-renders when it arrives.
 */
export function useT(): Translate {
  const locale = useLocale();
  return useMemo<Translate>(
    () => (key, params) => {
      const text = translate(locale, key, params);
      if (text === key) loadFeatureOf(key, locale);
      return text;
    },
    [locale],
  );
}

/** The session as React sees it (read-only snapshot). */
export function useSession() {
  return useSnapshot(session);
}
