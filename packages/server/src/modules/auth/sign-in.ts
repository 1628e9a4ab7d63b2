import type { Tokens } from '@saola/core/api';
import { sql } from 'kysely';
import type { RequestContext } from '../../http/context';
import { badRequest, HttpError } from '../../http/errors';
import { signInRefusal } from '../../policy/account-state';
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
    count: Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 60_000)),
  });
}

/**
 * How long a sign-in waits for the account's other in-flight checks to move before answering "too many
 * attempts", and it keeps waiting while they finish: a class of forty signing in on one shared account queues
 * behind one hashing lane, and a loaded server (or one just started) takes seconds for the first of them.
 */
const RESERVE_WAIT_MS = 10_000;
const RESERVE_POLL_MS = 40;
/** However busy the account, a sign-in answers within this long. */
const RESERVE_WAIT_MAX_MS = 60_000;

/**
 * Takes one of the account's `wrongLoginLimit` attempt slots, atomically, before the password is checked.
 * A slot is given back by a correct password (the counter resets) and kept by a wrong one. When every slot
 * is taken by checks still running (a class signing in at once on a shared account), this waits for them
 * rather than refusing; it answers the lock only when the account is locked.
 */
async function reserveAttempt(ctx: RequestContext<unknown>, idUser: number, now: Date) {
  const limit = ctx.site.wrongLoginLimit;
  const expired = sql<boolean>`locked_until is not null and locked_until <= ${now}`;
  const started = Date.now();
  let deadline = started + RESERVE_WAIT_MS;
  let seen: string | undefined;
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
    // The row's version (xmin) changes with every write, where the counter can read the same between two
    // looks although checks finished and others took their slots (5 → 0 → 5): under load a waiting sign-in
    // saw "5" for ten seconds while its class went through, and was refused.
    const current = await ctx.db
      .select('users')
      .select(['lockedUntil', 'failedLogins', sql<string>`xmin::text`.as('version')])
      .where('id', '=', idUser)
      .executeTakeFirst();
    if (current?.lockedUntil && new Date(current.lockedUntil) > now)
      return { lockedUntil: new Date(current.lockedUntil) };
    // The account's row moved: other checks are finishing, so this one's turn is coming.
    if (current && current.version !== seen) {
      if (seen !== undefined)
        deadline = Math.min(Date.now() + RESERVE_WAIT_MS, started + RESERVE_WAIT_MAX_MS);
      seen = current.version;
    }
    if (Date.now() > deadline) return 'busy' as const;
    await new Promise((resolve) => setTimeout(resolve, RESERVE_POLL_MS));
  }
}

/** A refusal of a wrong password: the sign-in's "username or password" or the profile's field error. */
type WrongPassword = () => HttpError;

/**
 * Checks a known account's password under the account's lockout: the hashing queue first (a cheap refusal),
 * then one of the account's attempt slots is reserved atomically *before* the password is verified, so twenty
 * parallel guesses get at most `wrongLoginLimit` verifications between them, whether they come through the
 * sign-in or through a stolen session's "current password".
 */
export async function checkPassword(
  ctx: RequestContext<unknown>,
  user: { id: number; username: string; passwordHash: string },
  password: string,
  wrong: WrongPassword,
): Promise<void> {
  const { site, services } = ctx;
  const now = services.clock.now();
  if (!services.passwords.hasRoom) {
    await audit(ctx, user.username, user.id, 'busy');
    throw new HttpError(429, 'auth.tooManyAttempts');
  }
  const reserved = await reserveAttempt(ctx, user.id, now);
  if (reserved === 'busy') {
    await audit(ctx, user.username, user.id, 'busy');
    throw new HttpError(429, 'auth.tooManyAttempts');
  }
  if ('lockedUntil' in reserved) {
    await audit(ctx, user.username, user.id, 'locked');
    throw lockedError(reserved.lockedUntil, now);
  }
  if (!(await services.passwords.verify(user.passwordHash, password))) {
    await audit(ctx, user.username, user.id, 'wrong-password');
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
    throw wrong();
  }
  await ctx.db
    .update('users')
    .set({ failedLogins: 0, lockedUntil: null })
    .where('id', '=', user.id)
    .execute();
}

/**
 * A username no account has is refused exactly as an account would be — the same words, and "locked" after
 * the same number of failures for the same time — so the lock message cannot tell an attacker which
 * usernames exist. Failures are read from the attempts log; those made while "locked" are not counted, as
 * for an account.
 */
async function refuseUnknown(ctx: RequestContext<unknown>, username: string, password: string, now: Date) {
  const { site, services } = ctx;
  const name = username.slice(0, 100);
  const since = new Date(now.getTime() - site.lockMinutes * 60_000);
  const failures = await ctx.db
    .select('signInAttempts')
    .select('createdAt')
    .where('idUser', 'is', null)
    .where('reason', '=', 'unknown-user')
    .where(sql`lower(username)`, '=', name.toLowerCase())
    .where('createdAt', '>', since)
    .orderBy('createdAt', 'desc')
    .limit(site.wrongLoginLimit)
    .execute();
  const latest = failures[0]?.createdAt;
  if (latest && failures.length >= site.wrongLoginLimit) {
    await audit(ctx, username, null, 'locked');
    return lockedError(new Date(new Date(latest).getTime() + site.lockMinutes * 60_000), now);
  }
  await services.passwords.verifyNobody(password);
  await audit(ctx, username, null, 'unknown-user');
  return failures.length + 1 >= site.wrongLoginLimit
    ? lockedError(new Date(now.getTime() + site.lockMinutes * 60_000), now)
    : badRequest('auth.wrongCredentials');
}

/** Signs a user in: the address throttle first, then the account's guarded password check. */
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
    .select(['id', 'username', 'passwordHash', 'status', 'censorship', 'censorshipNote'])
    .where(sql`lower(username)`, '=', username.trim().toLowerCase())
    .executeTakeFirst();
  if (!user) throw await refuseUnknown(ctx, username, password, now);

  await checkPassword(ctx, user, password, () => badRequest('auth.wrongCredentials'));
  // Only an active account opens a session; whoever signed up and was not let in yet is told where her
  // registration stands, and why it was refused (only after her own password: the reason is hers).
  const refusal = signInRefusal(user);
  if (refusal) {
    await audit(ctx, username, user.id, 'inactive');
    throw badRequest(refusal.key, refusal.params);
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
