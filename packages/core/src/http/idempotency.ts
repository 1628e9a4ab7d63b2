/** A random UUID v4. crypto.randomUUID exists only in secure contexts, and a school intranet may be plain http. */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Open actions kept at most: a page retries a handful, and the oldest are the least likely to come back. */
const OPEN_LIMIT = 100;

/**
 * The Idempotency-Key of each POST not yet answered for sure. The same POST (path and body) sent while one is
 * in flight, or after one whose reply never came or was a server failure, is the same action tried again: it
 * reuses the key, and the server answers it with the first one's reply instead of running it twice. A reply
 * below 500 (but a 409, which may mean the first still runs) ends the action: the next identical POST is new.
 */
export function createIdempotencyKeys() {
  const open = new Map<string, string>();
  return {
    /** The key for an action; `identity` undefined (a file form, which JSON cannot tell apart) is always new. */
    take(identity: string | undefined): string {
      const known = identity === undefined ? undefined : open.get(identity);
      if (known) return known;
      const key = randomKey();
      if (identity !== undefined) {
        open.set(identity, key);
        if (open.size > OPEN_LIMIT) open.delete(open.keys().next().value as string);
      }
      return key;
    },
    /** The server answered the action for good. */
    settle(identity: string | undefined, key: string): void {
      if (identity !== undefined && open.get(identity) === key) open.delete(identity);
    },
  };
}
