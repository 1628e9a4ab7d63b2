import {
  COUPON_FAILURE_LIMIT,
  COUPON_WINDOW_MINUTES,
  REDEEM_FAILURE_LIMIT,
  REDEEM_WINDOW_MINUTES,
} from '@saola/core/api';
import type { TranslationKey } from '@saola/core/i18n';
import { sql } from 'kysely';
import type { SignedInContext } from '../http/context';
import { HttpError } from '../http/errors';

/**
 * The codes a signed-in user may type and that are worth guessing (an activation code enrols, a coupon
 * discounts): how many wrong ones she gets in a window before she must wait, and what she is told then.
 */
const GUESSES = {
  activeCode: {
    limit: REDEEM_FAILURE_LIMIT,
    windowMinutes: REDEEM_WINDOW_MINUTES,
    refusal: 'activeCode.tooManyAttempts',
  },
  coupon: {
    limit: COUPON_FAILURE_LIMIT,
    windowMinutes: COUPON_WINDOW_MINUTES,
    refusal: 'coupon.tooManyAttempts',
  },
} as const satisfies Record<string, { limit: number; windowMinutes: number; refusal: TranslationKey }>;

export type GuessKind = keyof typeof GUESSES;

/**
 * Takes one of the user's attempt slots before the code is looked at. The user's own row is locked while the
 * window's failures are counted and the attempt written, so a burst of parallel guesses is counted one at a
 * time: exactly `limit` of them are checked, the rest refused (on PostgreSQL an insert-then-count let a burst
 * refuse itself whole, every guess seeing all the others).
 */
async function reserve(ctx: SignedInContext<unknown>, kind: GuessKind, now: Date): Promise<number> {
  const { limit, windowMinutes, refusal } = GUESSES[kind];
  const idUser = ctx.auth.user.id;
  const since = new Date(now.getTime() - windowMinutes * 60_000);
  return ctx.db.transaction(async (tx) => {
    await tx.select('users').where('id', '=', idUser).select('id').forUpdate().execute();
    const failures = await tx
      .select('guessAttempts')
      .where('idUser', '=', idUser)
      .where('kind', '=', kind)
      .where('success', '=', false)
      .where('createdAt', '>', since)
      .select([sql<number>`count(*)::int`.as('n'), sql<Date>`min(created_at)`.as('oldest')])
      .executeTakeFirstOrThrow();
    if (failures.n >= limit) {
      const freeAt = new Date(failures.oldest).getTime() + windowMinutes * 60_000;
      const minutes = Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000));
      ctx.reply.header('Retry-After', String(minutes * 60));
      throw new HttpError(429, refusal, { count: minutes });
    }
    const attempt = await tx
      .insert('guessAttempts', { idUser, kind, createdAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return attempt.id;
  });
}

/**
 * Runs `work` as one guess of a code of `kind`: refused with 429 once the user has had her wrong guesses for
 * the window, and counted as wrong when `work` fails with a refusal `isWrongGuess` says tells about the code.
 * Anything else (success, a refusal of something other than the code) does not count against her.
 */
export async function asGuess<T>(
  ctx: SignedInContext<unknown>,
  kind: GuessKind,
  work: () => Promise<T>,
  isWrongGuess: (error: HttpError) => boolean,
): Promise<T> {
  const attempt = await reserve(ctx, kind, ctx.services.clock.now());
  const settle = () =>
    ctx.db.update('guessAttempts').set({ success: true }).where('id', '=', attempt).execute();
  try {
    const result = await work();
    await settle();
    return result;
  } catch (error) {
    if (!(error instanceof HttpError && isWrongGuess(error))) await settle();
    throw error;
  }
}
