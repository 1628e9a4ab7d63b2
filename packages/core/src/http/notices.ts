import { TOAST_DURATION_MS } from '../constants';

export type ToastLevel = 'success' | 'error' | 'info';

/** What the request wrapper asks the interface to show or do; core never touches the DOM itself. */
export interface NoticeMap {
  toast: { level: ToastLevel; message: string; items?: string[]; duration: number };
  alert: { message: string };
  navigate: { to: string };
}
export type NoticeKind = keyof NoticeMap;
export type Listener<K extends NoticeKind> = (notice: NoticeMap[K]) => void;

export interface Notices {
  on<K extends NoticeKind>(kind: K, listener: Listener<K>): () => void;
  emit<K extends NoticeKind>(kind: K, notice: NoticeMap[K]): void;
  toast(level: ToastLevel, message: string, items?: string[]): void;
}

export function createNotices(): Notices {
  const listeners: { [K in NoticeKind]: Set<Listener<K>> } = {
    toast: new Set(),
    alert: new Set(),
    navigate: new Set(),
  };
  const notices: Notices = {
    on(kind, listener) {
      listeners[kind].add(listener);
      return () => listeners[kind].delete(listener);
    },
    emit(kind, notice) {
      for (const listener of [...listeners[kind]]) listener(notice);
    },
    toast(level, message, items) {
      notices.emit('toast', {
        level,
        message,
        duration: TOAST_DURATION_MS,
        ...(items?.length ? { items } : {}),
      });
    },
  };
  return notices;
}
