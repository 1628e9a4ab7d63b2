import { randomInt } from 'node:crypto';
import {
  ACCOUNT_CODE_MINUTES,
  ACCOUNT_CODE_WRONG_LIMIT,
  contract,
  RECOVERY_LIMITS,
  type SignUpResult,
} from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { sql } from 'kysely';
import { newAccount } from '../../db/records';
import { ok, publicOrigin, type RequestContext } from '../../http/context';
import { badRequest, fieldError, HttpError } from '../../http/errors';
import { route } from '../../http/routes';
import { moveAccount } from '../../policy/account-state';
import { unseal } from '../../security/sealed';
import { throttle } from '../../security/throttle';
import { hashToken, newToken } from '../../security/tokens';
import { assertPasswordPolicy } from '../auth/password-policy';
import { openSession, revokeSessions } from '../auth/sessions';
import { openMemberRegistration } from '../organisation/approval-machine';
import { assertRoom } from './limits';
import { mailPerson } from './person-mail';
import { SmsFailed, smsFor } from './sms';

const { account: api } = contract;

/** Sign-ups one address may make in an hour (a class signing up from one school network fits). */
export const SIGN_UPS_PER_HOUR = 30;
/** Codes and reset links one address may try in the recovery window. */
export const RESETS_PER_WINDOW = 30;

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/**
 * Where the school moderates new members (SPEC §6), a new account waits inactive for approval: through the
 * member-registration approval flow when one is set (organisation/approval-machine), else for an owner's
 * censorship in the member list. Answers whether it waits.
 */
async function awaitsApproval(ctx: RequestContext<unknown>, idUser: number): Promise<boolean> {
  if (!ctx.site.memberModeration) return false;
  await ctx.db.transaction(async (tx) => {
    if (!(await openMemberRegistration(tx, idUser, null)))
      await moveAccount(tx, idUser, { by: 'moderation' });
  });
  return true;
}

const AWAITING: SignUpResult = { status: 'awaitingApproval', accessToken: null, notificationToken: null };

/** Checks a reCAPTCHA answer with Google when the school saved a key pair. */
async function checkRecaptcha(ctx: RequestContext<{ recaptchaToken?: string | undefined }>) {
  const stored = ctx.site.recaptchaSecret;
  if (!stored || !ctx.site.recaptchaSiteKey) return;
  const secret = unseal(ctx.services.settings.secret, stored);
  const token = ctx.payload.recaptchaToken;
  const refuse = () => fieldError('recaptchaToken', ctx.t('settings.recaptchaFailed'));
  if (!token) throw refuse();
  try {
    const response = await fetch(ctx.services.settings.recaptchaVerifyUrl ?? RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: token, remoteip: ctx.ip }),
      signal: AbortSignal.timeout(10_000),
    });
    const answer = (await response.json()) as { success?: boolean };
    if (answer.success !== true) throw refuse();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest('settings.recaptchaUnavailable');
  }
}

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

const sixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
const codeHash = (idUser: number, code: string) => hashToken(`${idUser}:${code}`);

/** The school's SMS gateway, or the server's log-only provider. */
export const schoolSms = (ctx: RequestContext<unknown>) =>
  smsFor(ctx.services.sms, ctx.site, ctx.services.settings);

async function welcome(
  ctx: RequestContext<unknown>,
  user: { fullName: string; username: string; email: string | null; locale: string },
) {
  await mailPerson(ctx, user, 'welcome', { username: user.username, link: `${publicOrigin(ctx)}/signIn` });
}

/**
 * Spends a phone code: a right one once (the update that marks it used is the check), a wrong one counts,
 * and the fifth wrong one ends the code. Answers the user's id, or undefined.
 */
async function spendCode(
  ctx: RequestContext<unknown>,
  rows: Array<{ id: number; idUser: number; secretHash: string }>,
  code: string,
): Promise<number | undefined> {
  const now = ctx.services.clock.now();
  const right = rows.find((row) => row.secretHash === codeHash(row.idUser, code.trim()));
  if (right) {
    const spent = await ctx.db
      .update('accountCodes')
      .set({ usedAt: now })
      .where('id', '=', right.id)
      .where('usedAt', 'is', null)
      .returning('idUser')
      .executeTakeFirst();
    return spent?.idUser;
  }
  if (rows.length > 0)
    await ctx.db
      .update('accountCodes')
      .set({
        wrongCodes: sql`wrong_codes + 1`,
        usedAt: sql`case when wrong_codes + 1 >= ${ACCOUNT_CODE_WRONG_LIMIT} then ${now}::timestamptz else null end`,
      })
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .where('usedAt', 'is', null)
      .execute();
  return undefined;
}

/** The live codes of a purpose for the accounts a query names. */
function liveCodes(ctx: RequestContext<unknown>, purpose: 'verifyPhone' | 'resetPassword') {
  return ctx.db
    .select('accountCodes')
    .select(['accountCodes.id', 'accountCodes.idUser', 'accountCodes.secretHash'])
    .where('accountCodes.purpose', '=', purpose)
    .where('accountCodes.usedAt', 'is', null)
    .where('accountCodes.expiresAt', '>', ctx.services.clock.now());
}

async function newCode(
  ctx: RequestContext<unknown>,
  idUser: number,
  purpose: 'verifyPhone' | 'resetPassword',
  channel: 'mail' | 'phone',
  secretHash: string,
) {
  const now = ctx.services.clock.now();
  // One live code per account and purpose: asking again ends the older ones.
  await ctx.db
    .update('accountCodes')
    .set({ usedAt: now })
    .where('idUser', '=', idUser)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .execute();
  await ctx.db
    .insert('accountCodes', {
      idUser,
      purpose,
      channel,
      secretHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ACCOUNT_CODE_MINUTES * 60_000),
    })
    .execute();
}

export const accountRoutes = [
  route(api.signUpOptions, async (ctx) =>
    ok({
      learnerRegistration: ctx.site.learnerRegistration,
      isSetStrongPassword: ctx.site.isSetStrongPassword,
      recaptchaSiteKey: ctx.site.recaptchaSecret ? ctx.site.recaptchaSiteKey : null,
    }),
  ),

  route(api.signUp, async (ctx) => {
    const p = ctx.payload;
    const mode = ctx.site.learnerRegistration;
    if (mode === 'closed') throw new HttpError(403, 'settings.signUpClosed');
    const username = p.username.trim();
    await throttle(ctx, 'signUp', ctx.ip, { perIp: SIGN_UPS_PER_HOUR, minutes: 60 });
    await checkRecaptcha(ctx);
    if (!/^[\p{L}\p{N}._@+-]{3,100}$/u.test(username))
      throw fieldError('username', ctx.t('settings.usernameFormat'));
    assertPasswordPolicy(ctx.site, p.password, 'password', ctx.t);
    const phone = p.phone?.trim() || null;
    const email = p.email?.trim().toLowerCase() || null;
    if (mode === 'phone' && !phone) throw fieldError('phone', ctx.t('validation.required'));
    const taken = await ctx.db
      .select('users')
      .select(['username', 'email'])
      .where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['username']), '=', username.toLowerCase()),
          ...(email ? [eb(eb.fn('lower', ['email']), '=', email)] : []),
        ]),
      )
      .execute();
    if (taken.some((u) => u.username.toLowerCase() === username.toLowerCase()))
      throw fieldError('username', ctx.t('settings.usernameTaken'));
    if (email && taken.length > 0) throw fieldError('email', ctx.t('settings.emailTaken'));

    const passwordHash = await ctx.services.passwords.hash(p.password);
    const status = mode === 'phone' ? 'inactive' : 'active';
    let idUser: number;
    try {
      const row = await ctx.services.db.transaction().execute(async (tx) => {
        await assertRoom(tx, ctx.site.id, 'learners');
        return tx
          .insertInto('users')
          .values(
            newAccount({
              idSite: ctx.site.id,
              username,
              fullName: p.fullName.trim(),
              email,
              phone,
              idType: ID_TYPE.STUDENT,
              passwordHash,
              status,
              locale: ctx.locale,
              studentKind: 'retail',
            }),
          )
          .returning('id')
          .executeTakeFirstOrThrow();
      });
      idUser = row.id;
    } catch (error) {
      // Two sign-ups racing for one username: the unique index lets one through.
      if ((error as { code?: string }).code === '23505')
        throw fieldError('username', ctx.t('settings.usernameTaken'));
      throw error;
    }

    if (mode === 'phone') {
      const code = sixDigits();
      await newCode(ctx, idUser, 'verifyPhone', 'phone', codeHash(idUser, code));
      try {
        await schoolSms(ctx).send({
          to: phone as string,
          text: ctx.t('settings.smsVerifyText', {
            code,
            school: ctx.site.name,
            minutes: ACCOUNT_CODE_MINUTES,
          }),
        });
      } catch (error) {
        if (!(error instanceof SmsFailed)) throw error;
        ctx.request.log.warn({ err: error }, 'sign-up code not sent');
        // An account nobody can verify is not kept: the visitor signs up again with the same name later.
        await ctx.services.db.transaction().execute(async (tx) => {
          await tx
            .deleteFrom('accountCodes')
            .where('idSite', '=', ctx.site.id)
            .where('idUser', '=', idUser)
            .execute();
          await tx.deleteFrom('users').where('idSite', '=', ctx.site.id).where('id', '=', idUser).execute();
        });
        throw badRequest('settings.smsUnavailable');
      }
      const result: SignUpResult = { status: 'verifyPhone', accessToken: null, notificationToken: null };
      return ok(result, ctx.t('settings.codeSent'));
    }
    if (await awaitsApproval(ctx, idUser)) return ok(AWAITING, ctx.t('signUp.awaitingApproval'));
    const tokens = await openSession(ctx.services.db, {
      site: ctx.site,
      idUser,
      deviceId: p.idDevice,
      ip: ctx.ip,
      userAgent: ctx.request.headers['user-agent'],
      now: ctx.services.clock.now(),
    });
    await welcome(ctx, { fullName: p.fullName.trim(), username, email, locale: ctx.locale });
    const result: SignUpResult = { status: 'active', ...tokens };
    return ok(result, ctx.t('settings.signedUp'));
  }),

  route(api.verifyPhone, async (ctx) => {
    await throttle(ctx, 'verify', ctx.ip, {
      perIp: RESETS_PER_WINDOW,
      minutes: RECOVERY_LIMITS.windowMinutes,
    });
    const rows = await liveCodes(ctx, 'verifyPhone')
      .innerJoin('users', 'users.id', 'accountCodes.idUser')
      .where(sql`lower(users.username)`, '=', ctx.payload.username.trim().toLowerCase())
      .where('users.status', '=', 'inactive')
      .execute();
    const idUser = await spendCode(ctx, rows, ctx.payload.code);
    if (!idUser) throw fieldError('code', ctx.t('settings.codeInvalid'));
    // Under moderation the proven account goes on to wait (inactive → waiting), never through active.
    if (await awaitsApproval(ctx, idUser)) return ok(AWAITING, ctx.t('signUp.awaitingApproval'));
    await ctx.db.transaction((tx) => moveAccount(tx, idUser, { by: 'holder', proof: 'phone' }));
    const tokens = await openSession(ctx.services.db, {
      site: ctx.site,
      idUser,
      deviceId: ctx.payload.idDevice,
      ip: ctx.ip,
      userAgent: ctx.request.headers['user-agent'],
      now: ctx.services.clock.now(),
    });
    const result: SignUpResult = { status: 'active', ...tokens };
    return ok(result, ctx.t('settings.signedUp'));
  }),

  route(api.forgotPassword, async (ctx) => {
    const identifier = ctx.payload.identifier.trim().toLowerCase();
    const byMail = identifier.includes('@');
    const key = byMail ? identifier : digitsOf(identifier);
    await throttle(ctx, 'recovery', key, {
      perIp: RECOVERY_LIMITS.perIp,
      perIdentifier: RECOVERY_LIMITS.perIdentifier,
      minutes: RECOVERY_LIMITS.windowMinutes,
    });
    await checkRecaptcha(ctx);
    const answer = ok(
      { sent: true } as const,
      ctx.t(byMail ? 'settings.recoveryMailSent' : 'settings.recoveryCodeSent'),
    );
    if (!key) return answer;
    const user = await ctx.db
      .select('users')
      .select(['id', 'fullName', 'email', 'phone', 'locale'])
      .where('status', '=', 'active')
      .where(
        byMail
          ? sql<boolean>`lower(email) = ${key}`
          : sql<boolean>`regexp_replace(coalesce(phone, ''), '\\D', '', 'g') = ${key}`,
      )
      .orderBy('id')
      .executeTakeFirst();
    // Whether or not an account answers to it, the reply is the same.
    if (!user) return answer;
    if (byMail) {
      const token = newToken();
      await newCode(ctx, user.id, 'resetPassword', 'mail', hashToken(token));
      const sent = await mailPerson(ctx, user, 'passwordReset', {
        link: `${publicOrigin(ctx)}/forgotPassword?token=${encodeURIComponent(token)}`,
        minutes: String(ACCOUNT_CODE_MINUTES),
      });
      if (!sent)
        ctx.request.log.warn({ idSite: ctx.site.id }, 'password reset asked but no mail can be sent');
    } else {
      const code = sixDigits();
      await newCode(ctx, user.id, 'resetPassword', 'phone', codeHash(user.id, code));
      // A gateway's failure is logged, not told: the reply must not say whether the account exists.
      await schoolSms(ctx)
        .send({
          to: user.phone as string,
          text: ctx.t('settings.smsResetText', {
            code,
            school: ctx.site.name,
            minutes: ACCOUNT_CODE_MINUTES,
          }),
        })
        .catch((error) => ctx.request.log.warn({ err: error }, 'recovery code not sent'));
    }
    return answer;
  }),

  route(api.resetPassword, async (ctx) => {
    const { token, phone, code, password } = ctx.payload;
    await throttle(ctx, 'reset', ctx.ip, {
      perIp: RESETS_PER_WINDOW,
      minutes: RECOVERY_LIMITS.windowMinutes,
    });
    assertPasswordPolicy(ctx.site, password, 'password', ctx.t);
    const now = ctx.services.clock.now();
    let idUser: number | undefined;
    if (token) {
      const spent = await ctx.db
        .update('accountCodes')
        .set({ usedAt: now })
        .where('secretHash', '=', hashToken(token))
        .where('purpose', '=', 'resetPassword')
        .where('channel', '=', 'mail')
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now)
        .returning('idUser')
        .executeTakeFirst();
      if (!spent) throw badRequest('settings.resetLinkInvalid');
      idUser = spent.idUser;
    } else {
      const digits = digitsOf(phone ?? '');
      if (!digits) throw fieldError('phone', ctx.t('validation.required'));
      if (!code?.trim()) throw fieldError('code', ctx.t('validation.required'));
      const rows = await liveCodes(ctx, 'resetPassword')
        .innerJoin('users', 'users.id', 'accountCodes.idUser')
        .where('accountCodes.channel', '=', 'phone')
        .where(sql<boolean>`regexp_replace(coalesce(users.phone, ''), '\\D', '', 'g') = ${digits}`)
        .execute();
      idUser = await spendCode(ctx, rows, code);
      if (!idUser) throw fieldError('code', ctx.t('settings.codeInvalid'));
    }
    await ctx.db
      .update('users')
      .set({
        passwordHash: await ctx.services.passwords.hash(password),
        passwordChangedAt: now,
        // Chosen by the account's owner herself: an imported account's handed-out password is replaced.
        mustChangePassword: false,
        failedLogins: 0,
        lockedUntil: null,
      })
      .where('id', '=', idUser)
      .execute();
    await revokeSessions(ctx.services.db, idUser, now);
    return ok({ reset: true } as const, ctx.t('settings.passwordReset'));
  }),
];
