import { subscribe } from 'valtio/vanilla';
import { isLocale } from '../i18n/translate';
import { type SessionState, session } from './store';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Where the session is kept: `lasting` across browser restarts, `tab` only while the tab lives. */
export interface SessionStorages {
  lasting?: KeyValueStorage | undefined;
  tab?: KeyValueStorage | undefined;
}

export const SESSION_STORAGE_KEY = 'saola.session';

const PERSISTED = [
  'user',
  'accessToken',
  'notificationToken',
  'website',
  'menus',
  'marketingSettings',
  'locale',
  'localeChosen',
  'deviceId',
  'redirectAfterSignIn',
  'remember',
] as const satisfies ReadonlyArray<keyof SessionState>;

function browserStorage(name: 'localStorage' | 'sessionStorage'): KeyValueStorage | undefined {
  try {
    return (globalThis as Partial<Record<typeof name, KeyValueStorage>>)[name];
  } catch {
    return undefined; // storage can be blocked (sandboxed iframes, strict privacy settings)
  }
}

const browserStorages = (): SessionStorages => ({
  lasting: browserStorage('localStorage'),
  tab: browserStorage('sessionStorage'),
});

function read(storage: KeyValueStorage | undefined, key: string): Partial<SessionState> | null {
  try {
    const saved = JSON.parse(storage?.getItem(key) ?? 'null');
    return saved && typeof saved === 'object' ? saved : null;
  } catch {
    storage?.removeItem(key);
    return null;
  }
}

/** Whether this browser has kept a session (the tab's or a lasting one). */
export function hasStoredSession(
  storages: SessionStorages = browserStorages(),
  key = SESSION_STORAGE_KEY,
): boolean {
  return Boolean(read(storages.tab, key) ?? read(storages.lasting, key));
}

/** Copies a stored session into the store (the tab's first, then the lasting one), ignoring anything malformed. */
export function restoreSession(
  storages: SessionStorages = browserStorages(),
  key = SESSION_STORAGE_KEY,
): void {
  const saved = read(storages.tab, key) ?? read(storages.lasting, key);
  if (!saved) return;
  for (const field of PERSISTED) {
    if (!(field in saved)) continue;
    const value = saved[field];
    if (field === 'locale' && !isLocale(value)) continue;
    if (
      (field === 'deviceId' && typeof value !== 'string') ||
      ((field === 'remember' || field === 'localeChosen') && typeof value !== 'boolean')
    )
      continue;
    (session as unknown as Record<string, unknown>)[field] = value;
  }
}

/**
 * Restores the session and keeps storage in step with every change: in lasting storage when the user asked
 * to be remembered, else only for this tab (and nothing of it left in lasting storage). Returns the unsubscribe.
 */
export function persistSession(
  storages: SessionStorages = browserStorages(),
  key = SESSION_STORAGE_KEY,
): () => void {
  restoreSession(storages, key);
  const write = () => {
    const snapshot = JSON.stringify(Object.fromEntries(PERSISTED.map((field) => [field, session[field]])));
    const [keep, drop] = session.remember
      ? [storages.lasting, storages.tab]
      : [storages.tab, storages.lasting];
    try {
      keep?.setItem(key, snapshot);
      drop?.removeItem(key);
    } catch {
      // A full or blocked storage must not break the page; the session simply is not kept.
    }
  };
  write();
  return subscribe(session, write);
}
