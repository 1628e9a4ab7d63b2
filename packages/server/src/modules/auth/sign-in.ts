import type { Tokens } from '@saola/core/api';
import { sql } from 'kysely';
import type { RequestContext } from '../../http/context';
import { badRequest, HttpError } from '../../http/errors';
import { openSession } from './sessions';

/** Failed sign-ins one address may make across all accounts in the window before it is throttled. */
export const IP_FAILURE_LIMIT = 50;
export const IP_WINDOW_MINUTES = 15;

type Reason =
  | 'ok'
  | 'unknown-user'
  | 'wrong-password'
  | 'locked'
  | 'inactive'
  | 'ip-throttled'
  | 'busy'
  | 'device-limit';

async function audit(ctx: RequestContext<unknown>, username: string, idUser: number | null, reason: Reason) {
  await ctx.db
    .insert('signInAttempts', {
      username: username.slice(0, 100),
      idUser,
      ip: ctx.ip,
      success: reason === 'ok',
      reason,
      createdAt: ctx.services.clock.now(),
    })
    .execute();
}

/** 'Locked, try again in N minutes', N rounded up and at least 1. */
function lockedError(lockedUntil: Date, now: Date): HttpError {
  return badRequest('auth.accountLocked', {
    minutes: Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000)),
  });
}

/** How long a sign-in waits for the account's other in-flight checks before answering "too many attempts". */
const RESERVE_WAIT_MS = 3000;
const RESERVE_POLL_MS = 40;

/**
 * Takes one of the account's `wrongLoginLimit` attempt slots, atomically, before the password is checked.
 * A slot is given back by a correct password (the counter resets) and kept by a wrong one. When every slot
 * is taken by checks still running (a class signing in at once on a shared account), this waits for them
 * rather than refusing; it answers the lock only when the account is locked.
 */
async function reserveAttempt(ctx: RequestContext<unknown>, idUser: number, now: Date) {
  const limit = ctx.site.wrongLoginLimit;
  const expired = sql<boolean>`locked_until is not null and locked_until <= ${now}`;
  const deadline = Date.now() + RESERVE_WAIT_MS;
  for (;;) {
    const reserved = await ctx.db
      .update('users')
      .set({
        failedLogins: sql`case when ${expired} then 1 else failed_logins + 1 end`,
        lockedUntil: sql`case when ${expired} then null else locked_until end`,
      })
      .where('id', '=', idUser)
      .where((eb) =>
        eb.or([
          eb.and([eb('lockedUntil', 'is not', null), eb('lockedUntil', '<=', now)]),
          eb.and([eb('lockedUntil', 'is', null), eb('failedLogins', '<', limit)]),
        ]),
      )
      .returning('failedLogins')
      .executeTakeFirst();
    if (reserved) return reserved;
    const current = await ctx.db
      .select('users')
      .select('lockedUntil')
      .where('id', '=', idUser)
      .executeTakeFirst();
    if (current?.lockedUntil && new Date(current.lockedUntil) > now)
      return { lockedUntil: new Date(current.lockedUntil) };
    if (Date.now() > deadline) return 'busy' as const;
    await new Promise((resolve) => setTimeout(resolve, RESERVE_POLL_MS));
  }
}

/**
 * Signs a user in. The order matters: the address throttle and the hashing queue first (cheap refusals),
 * then the account's failure counter is reserved atomically *before* the password is checked, so twenty
 * parallel guesses get at most `wrongLoginLimit` verifications between them.
 */
export async function signIn(
  ctx: RequestContext<{ username: string; password: string; idDevice?: string | undefined }>,
): Promise<Tokens> {
  const { username, password, idDevice } = ctx.payload;
  const { site, services } = ctx;
  const now = services.clock.now();

  const windowStart = new Date(now.getTime() - IP_WINDOW_MINUTES * 60_000);
  const { failures } = await ctx.db
    .select('signInAttempts')
    .select(sql<number>`count(*)::int`.as('failures'))
    .where('ip', '=', ctx.ip)
    .where('success', '=', false)
    .where('createdAt', '>', windowStart)
    .executeTakeFirstOrThrow();
  if (failures >= IP_FAILURE_LIMIT) {
    await audit(ctx, username, null, 'ip-throttled');
    throw new HttpError(429, 'auth.tooManyAttempts');
  }
  if (!services.passwords.hasRoom) {
    await audit(ctx, username, null, 'busy');
    throw new HttpError(429, 'auth.tooManyAttempts');
  }

  const user = await ctx.db
    .select('users')
    .select(['id', 'passwordHash', 'status'])
    .where(sql`lower(username)`, '=', username.trim().toLowerCase())
    .executeTakeFirst();
  if (!user) {
    await services.passwords.verifyNobody(password);
    await audit(ctx, username, null, 'unknown-user');
    throw badRequest('auth.wrongCredentials');
  }

  const reserved = await reserveAttempt(ctx, user.id, now);
  if (reserved === 'busy') {
    await audit(ctx, username, user.id, 'busy');
    throw new HttpError(429, 'auth.tooManyAttempts');
  }
  if ('lockedUntil' in reserved) {
    await audit(ctx, username, user.id, 'locked');
    throw lockedError(reserved.lockedUntil, now);
  }

  const correct = await services.passwords.verify(user.passwordHash, password);
  if (!correct) {
    await audit(ctx, username, user.id, 'wrong-password');
    if (reserved.failedLogins >= site.wrongLoginLimit) {
      const lockedUntil = new Date(now.getTime() + site.lockMinutes * 60_000);
      await ctx.db
        .update('users')
        .set({ lockedUntil })
        .where('id', '=', user.id)
        .where('lockedUntil', 'is', null)
        .execute();
      throw lockedError(lockedUntil, now);
    }
    throw badRequest('auth.wrongCredentials');
  }

  await ctx.db
    .update('users')
    .set({ failedLogins: 0, lockedUntil: null })
    .where('id', '=', user.id)
    .execute();
  if (user.status !== 'active') {
    await audit(ctx, username, user.id, 'inactive');
    throw badRequest('auth.accountInactive');
  }
  try {
    const tokens = await openSession(services.db, {
      site,
      idUser: user.id,
      deviceId: idDevice,
      ip: ctx.ip,
      userAgent: ctx.request.headers['user-agent'],
      now,
    });
    await audit(ctx, username, user.id, 'ok');
    return tokens;
  } catch (error) {
    if (error instanceof HttpError && error.key === 'auth.deviceLimit')
      await audit(ctx, username, user.id, 'device-limit');
    throw error;
  }
}
