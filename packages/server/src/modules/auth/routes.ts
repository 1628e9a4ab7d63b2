import { contract, type UserSummary } from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { ok, type RequestContext, type SignedInContext } from '../../http/context';
import { fieldError, notFound } from '../../http/errors';
import { route } from '../../http/routes';
import { accountsInScope, maskContacts, seesContacts } from '../../policy/learner-scope';
import { assertPasswordPolicy } from './password-policy';
import { revokeSessions } from './sessions';
import { checkPassword, signIn } from './sign-in';
import { exchangeSignInCode, makeSignInCode } from './sign-in-code';
import { listUsers, loadProfile, type UserQuery } from './users';

/** SPEC §6: learners' and members' contacts as the caller may see them; staff's are shown to staff. */
function withContacts<T extends { data: UserSummary[] }>(ctx: RequestContext<unknown>, page: T): T {
  return {
    ...page,
    data: page.data.map((u) =>
      u.idType === ID_TYPE.OWNER || u.idType === ID_TYPE.TEACHER ? u : maskContacts(ctx, u),
    ),
  };
}

/** A page of the accounts the caller's data scope shows, their contacts as she may see them. */
const people = async (ctx: SignedInContext<unknown>, q: UserQuery) =>
  withContacts(ctx, await listUsers(ctx.db, { ...q, contacts: seesContacts(ctx) }, accountsInScope(ctx)));

const { auth } = contract;

export const authRoutes = [
  route(auth.signIn, async (ctx) => ok(await signIn(ctx))),

  route(auth.signInCode, async (ctx) => ok(await makeSignInCode(ctx))),

  route(auth.logInFromAccessToken, async (ctx) => ok(await exchangeSignInCode(ctx))),

  route(auth.clearCache, async (ctx) => {
    // A test aid (SPEC §7): a live school's owner unlocks accounts through the screens, not by a side door.
    if (!ctx.services.settings.testEndpoints) throw notFound();
    const cleared = await ctx.db
      .update('users')
      .set({ failedLogins: 0, lockedUntil: null })
      .where((eb) => eb(eb.fn('lower', ['username']), '=', ctx.payload.username.trim().toLowerCase()))
      .returning('id')
      .executeTakeFirst();
    if (!cleared) throw notFound();
    return ok({ cleared: true });
  }),

  route(auth.profile, async (ctx) => {
    const profile = await loadProfile(ctx.db, ctx.auth.user.id);
    if (!profile) throw notFound();
    return ok(profile);
  }),

  route(auth.editProfile, async (ctx) => {
    const { currentPassword, newPassword, confirmPassword: _, ...fields } = ctx.payload;
    const changes: Record<string, unknown> = { ...fields };
    const now = ctx.services.clock.now();
    if (newPassword !== undefined) {
      assertPasswordPolicy(ctx.site, newPassword, 'newPassword', ctx.t);
      const user = await ctx.db
        .select('users')
        .select(['id', 'username', 'passwordHash'])
        .where('id', '=', ctx.auth.user.id)
        .executeTakeFirstOrThrow();
      if (!currentPassword) throw fieldError('currentPassword', ctx.t('auth.currentPasswordWrong'));
      await checkPassword(ctx, user, currentPassword, () =>
        fieldError('currentPassword', ctx.t('auth.currentPasswordWrong')),
      );
      // The password the school handed out is known to others (and, imported, shares its hash): not kept.
      if (ctx.auth.user.mustChangePassword && newPassword === currentPassword)
        throw fieldError('newPassword', ctx.t('firstPassword.mustDiffer'));
      changes.passwordHash = await ctx.services.passwords.hash(newPassword);
      changes.passwordChangedAt = now;
      changes.mustChangePassword = false;
    }
    if (Object.keys(changes).length > 0) {
      await ctx.db.update('users').set(changes).where('id', '=', ctx.auth.user.id).execute();
    }
    if (newPassword !== undefined)
      await revokeSessions(ctx.services.db, ctx.auth.user.id, now, ctx.auth.sessionId);
    const profile = await loadProfile(ctx.db, ctx.auth.user.id);
    if (!profile) throw notFound();
    return ok(profile, ctx.t(newPassword !== undefined ? 'auth.passwordChanged' : 'common.saved'));
  }),

  route(auth.users, async (ctx) => ok(await people(ctx, ctx.payload))),

  route(auth.userTable, async (ctx) => {
    const { filters, ...query } = ctx.payload;
    return ok(await people(ctx, { ...query, ...filters }));
  }),

  route(auth.signOut, async (ctx) => {
    const now = ctx.services.clock.now();
    if (ctx.payload.allDevices) await revokeSessions(ctx.services.db, ctx.auth.user.id, now);
    else
      await ctx.db.update('sessions').set({ revokedAt: now }).where('id', '=', ctx.auth.sessionId).execute();
    return ok(null, ctx.t('auth.signedOut'));
  }),
];
