import type { Reply } from './endpoint';

/**
 * What went wrong, as a screen shows it: each kind has its own state (a way back from a record that is gone,
 * a retry after a lost connection). `refused` is any other refusal (400, 401, 409…), whose toast said why.
 */
export type Failure = 'network' | 'notFound' | 'forbidden' | 'server' | 'refused';

/** The kind of failure a reply is; null for a success. */
export function failureOf(reply: Reply<unknown>): Failure | null {
  if (reply.network) return 'network';
  if (!reply.error) return null;
  if (reply.code === 404) return 'notFound';
  if (reply.code === 403) return 'forbidden';
  if (reply.code >= 500) return 'server';
  return 'refused';
}

/**
 * A refusal's messages by the field they name (a nested field by its top one), the first message of each; empty
 * for a success or a refusal naming no field.
 */
export function fieldMessages(reply: Reply<unknown>): Record<string, string> {
  const messages: Record<string, string> = {};
  if (reply.error)
    for (const { field, message } of reply.data ?? []) messages[field.split('.')[0] ?? field] ??= message;
  return messages;
}

/** What a reply answered, or null when it was refused (a refusal's data names fields, never the answer). */
export function dataOf<T>(reply: Reply<T>): T | null {
  return reply.error ? null : reply.data;
}

/** The reply with its answer made into another (a screen's own shape); a refusal passes unchanged. */
export function mapData<T, U>(reply: Reply<T>, map: (data: T) => U): Reply<U> {
  return reply.error ? reply : { ...reply, data: reply.data === null ? null : map(reply.data) };
}
