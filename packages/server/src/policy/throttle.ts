import { isIP } from 'node:net';
import type { TranslationKey } from '@saola/core/i18n';
import { sql } from 'kysely';
import type { RequestContext } from '../http/context';
import { HttpError } from '../http/errors';

export interface ThrottleLimits {
  /** Requests of the kind one address may make in the window. */
  perIp: number;
  /** Requests of the kind naming one identifier (an account, a phone) in the window, from any address. */
  perIdentifier?: number;
  minutes: number;
  /** What the refused caller is told (given `minutes`); the general "too many requests" by default. */
  refusal?: TranslationKey;
}

/**
 * The address a client is counted by: an IPv4 address whole, an IPv6 one by its /64, since one connection is
 * handed a whole /64 and may send each request from another address in it.
 */
export function clientKey(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = ip.split('%')[0]?.split('::') ?? [];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Counts this address's (and this identifier's) recent requests of a kind, for callers without an account
 * (sign-up, recovery, the public test). The log is in the database, so every server process counts alike;
 * the address's lock makes a burst count one request at a time, so exactly the limit gets through. A refused
 * request is not logged: its Retry-After says when the oldest counted request leaves the window, and then one
 * more is let through. Rows are swept with the other request logs (db/retention).
 */
export async function throttle(
  ctx: RequestContext<unknown>,
  kind: string,
  identifier: string,
  limits: ThrottleLimits,
): Promise<void> {
  const ip = clientKey(ctx.ip);
  const now = ctx.services.clock.now();
  const windowMs = limits.minutes * 60_000;
  const since = new Date(now.getTime() - windowMs);
  await ctx.db.transaction(async (tx) => {
    await sql`select pg_advisory_xact_lock(${tx.idSite}, hashtext(${`${kind}:${ip}`}))`.execute(tx.raw);
    const counted = await tx
      .select('accountRequests')
      .select([
        sql<number>`count(*) filter (where ip = ${ip})::int`.as('byIp'),
        sql<Date | null>`min(created_at) filter (where ip = ${ip})`.as('oldestByIp'),
        sql<number>`count(*) filter (where identifier = ${identifier})::int`.as('byIdentifier'),
        sql<Date | null>`min(created_at) filter (where identifier = ${identifier})`.as('oldestByIdentifier'),
      ])
      .where('kind', '=', kind)
      .where('createdAt', '>', since)
      .where((eb) => eb.or([eb('ip', '=', ip), eb('identifier', '=', identifier)]))
      .executeTakeFirstOrThrow();
    const oldest = [
      counted.byIp >= limits.perIp ? counted.oldestByIp : null,
      limits.perIdentifier !== undefined && counted.byIdentifier >= limits.perIdentifier
        ? counted.oldestByIdentifier
        : null,
    ].filter((at): at is Date => at !== null);
    if (oldest.length) {
      const freeAt = Math.max(...oldest.map((at) => new Date(at).getTime())) + windowMs;
      const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
      ctx.reply.header('Retry-After', String(seconds));
      throw new HttpError(429, limits.refusal ?? 'settings.tooManyRequests', {
        count: Math.ceil(seconds / 60),
      });
    }
    await tx.insert('accountRequests', { kind, ip, identifier, createdAt: now }).execute();
  });
}
