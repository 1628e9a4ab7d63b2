import type { SignInCode, Tokens } from '@saola/core/api';
import type { RequestContext, SignedInContext } from '../../http/context';
import { HttpError } from '../../http/errors';
import { iso } from '../../http/iso';
import { hashToken, newToken } from '../../security/tokens';
import { openSession } from './sessions';

/** Long enough for a portal to redirect a browser, short enough that a logged address is worthless. */
export const SIGN_IN_CODE_SECONDS = 60;

/**
 * A portal asks for one code per page it opens; more than this in a minute is a loop or an abuse, and each
 * code is a row until the hourly sweep takes it.
 */
export const SIGN_IN_CODES_PER_MINUTE = 20;

export async function makeSignInCode(ctx: SignedInContext<unknown>): Promise<SignInCode> {
  const now = ctx.services.clock.now();
  const recent = await ctx.db
    .select('signInCodes')
    .where('idUser', '=', ctx.auth.user.id)
    .where('createdAt', '>', new Date(now.getTime() - 60_000))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(recent.n) >= SIGN_IN_CODES_PER_MINUTE) throw new HttpError(429, 'auth.tooManyAttempts');
  const code = newToken();
  const expiresAt = new Date(now.getTime() + SIGN_IN_CODE_SECONDS * 1000);
  await ctx.db
    .insert('signInCodes', { idUser: ctx.auth.user.id, codeHash: hashToken(code), createdAt: now, expiresAt })
    .execute();
  return { code, expiresAt: iso(expiresAt) as string };
}

/**
 * Spends a code, once: the update that marks it used is the check, so two browsers racing with one link get
 * one session between them. The session is a new device of its own, counted against the device limit.
 */
export async function exchangeSignInCode(ctx: RequestContext<{ accessToken: string }>): Promise<Tokens> {
  const now = ctx.services.clock.now();
  const spent = await ctx.db
    .update('signInCodes')
    .set({ usedAt: now })
    .where('codeHash', '=', hashToken(ctx.payload.accessToken))
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('users')
          .select('users.id')
          .whereRef('users.id', '=', 'signInCodes.idUser')
          .where('users.status', '=', 'active'),
      ),
    )
    .returning(['idUser', 'id'])
    .executeTakeFirst();
  if (!spent) throw new HttpError(401, 'errors.unauthorized');
  return openSession(ctx.services.db, {
    site: ctx.site,
    idUser: spent.idUser,
    deviceId: `link-${spent.id}`,
    ip: ctx.ip,
    userAgent: ctx.request.headers['user-agent'],
    now,
  });
}
