import { LOCALES, type Locale } from '../constants';
import { BUNDLED_COMMON } from './bundled';
import { type Dictionary, FEATURES, type Feature, NAMESPACES, PARTS, type Part } from './features';

/**
 * The dictionary parts loaded so far, merged per locale. Common's Vietnamese, the default, is here from the
 * start where the bundle carries it (bundled.ts); every other part is fetched when first needed
 * (features.ts), so a page carries only what it shows.
 */
export const dictionaries: Partial<Record<Locale, Partial<Dictionary>>> = { vi: { ...BUNDLED_COMMON } };

const loaded: Record<Locale, Set<Feature>> = {
  vi: new Set(BUNDLED_COMMON ? ['common'] : []),
  en: new Set(),
  lo: new Set(),
};
/** The features something on the page has asked for: a change of language loads these in the new one. */
const inUse = new Set<Feature>(['common']);
const pending = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
let version = 0;

function add(feature: Feature, locale: Locale, part: object) {
  dictionaries[locale] = { ...dictionaries[locale], ...part };
  loaded[locale].add(feature);
  version++;
  for (const listener of listeners) listener();
}

function loadPart(feature: Feature, locale: Locale): Promise<void> {
  if (loaded[locale].has(feature)) return Promise.resolve();
  const id = `${feature}/${locale}`;
  let loading = pending.get(id);
  if (!loading) {
    loading = PARTS[feature][locale]().then(
      (part) => {
        pending.delete(id);
        if (!loaded[locale].has(feature)) add(feature, locale, part);
      },
      (error: unknown) => {
        pending.delete(id); // a later call tries again (offline, a new deployment)
        throw error;
      },
    );
    pending.set(id, loading);
  }
  return loading;
}

/** Whether every part in use is here in this locale, so a page can show it without a raw key. */
export function isDictionaryLoaded(locale: Locale): boolean {
  for (const feature of inUse) if (!loaded[locale].has(feature)) return false;
  return true;
}

/**
 * Loads, in a locale, the given features (in use from now on) and every part already in use, each once.
 * A screen's view calls it with its features before the screen renders; a change of language calls it with
 * none, for what the page already shows.
 */
export function loadDictionary(locale: Locale, features: readonly Feature[] = []): Promise<void> {
  for (const feature of features) inUse.add(feature);
  return Promise.all([...inUse].map((feature) => loadPart(feature, locale))).then(() => undefined);
}

/** Every part in every language: the server answers each request in its own language, on any subject. */
export function loadAllDictionaries(): Promise<void> {
  return Promise.all(LOCALES.map((locale) => loadDictionary(locale, FEATURES))).then(() => undefined);
}

/**
 * A part its host bundles instead of fetching: the product's front end shows its frame (`nav`, `account`)
 * before any screen, so their Vietnamese comes with the page rather than one request later (host.ts).
 */
export function provideDictionary<F extends Feature>(feature: F, locale: Locale, part: Part<F>): void {
  inUse.add(feature);
  if (!loaded[locale].has(feature)) add(feature, locale, part);
}

/**
 * A key was looked up whose feature nothing asked for (a component shown outside any screen that lists
 * it, as an app rendering a screen by itself): fetch that part now, so the text arrives rather than stays a
 * raw key. The product's screens list their features, so their text is there before they render.
 */
export function loadFeatureOf(key: string, locale: Locale): void {
  const namespace = key.slice(0, key.indexOf('.'));
  if (!Object.hasOwn(NAMESPACES, namespace)) return;
  const feature = NAMESPACES[namespace as keyof typeof NAMESPACES];
  if (!inUse.has(feature)) void loadDictionary(locale, [feature]).catch(() => undefined);
}

/** Calls the listener whenever a part arrives (for React's useSyncExternalStore); returns the unsubscribe. */
export function onDictionaryLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Changes each time a part arrives. */
export function dictionaryVersion(): number {
  return version;
}
