import { subscribe } from 'valtio/vanilla';
import { isLocale } from '../i18n/translate';
import { type SessionState, session } from './store';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
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
  'deviceId',
  'redirectAfterSignIn',
] as const satisfies ReadonlyArray<keyof SessionState>;

function browserStorage(): KeyValueStorage | undefined {
  try {
    return (globalThis as { localStorage?: KeyValueStorage }).localStorage;
  } catch {
    return undefined; // storage can be blocked (sandboxed iframes, strict privacy settings)
  }
}

/** Copies a stored session into the store, ignoring anything malformed. */
export function restoreSession(
  storage: KeyValueStorage | undefined = browserStorage(),
  key = SESSION_STORAGE_KEY,
): void {
  let saved: Partial<SessionState> | null = null;
  try {
    saved = JSON.parse(storage?.getItem(key) ?? 'null');
  } catch {
    storage?.removeItem(key);
  }
  if (!saved || typeof saved !== 'object') return;
  for (const field of PERSISTED) {
    if (!(field in saved)) continue;
    const value = saved[field];
    if (field === 'locale' && !isLocale(value)) continue;
    if (field === 'deviceId' && typeof value !== 'string') continue;
    (session as unknown as Record<string, unknown>)[field] = value;
  }
}

/** Restores the session and keeps storage in step with every change. Returns the unsubscribe. */
export function persistSession(
  storage: KeyValueStorage | undefined = browserStorage(),
  key = SESSION_STORAGE_KEY,
): () => void {
  restoreSession(storage, key);
  if (!storage) return () => {};
  const write = () => {
    const snapshot = Object.fromEntries(PERSISTED.map((field) => [field, session[field]]));
    try {
      storage.setItem(key, JSON.stringify(snapshot));
    } catch {
      // A full or blocked storage must not break the page; the session simply is not kept.
    }
  };
  write();
  return subscribe(session, write);
}
