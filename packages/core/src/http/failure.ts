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
