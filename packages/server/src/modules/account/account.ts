import { randomInt } from 'node:crypto';
import {
  ACCOUNT_CODE_MINUTES,
  ACCOUNT_CODE_WRONG_LIMIT,
  contract,
  RECOVERY_LIMITS,
  type SignUpResult,
} from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { formatPhone } from '@saola/core/format';
import { isLocale, translator } from '@saola/core/i18n';
import { sql } from 'kysely';
import { newAccount } from '../../db/records';
import { isUniqueViolation } from '../../db/sql-state';
import { ok, publicOrigin, type RequestContext } from '../../http/context';
import { badRequest, fieldError, HttpError } from '../../http/errors';
import { route } from '../../http/routes';
import { moveAccount } from '../../policy/account-state';
import {
  accountsByContact,
  contactKey,
  maskUsername,
  typedPhone,
  usesContact,
} from '../../policy/contact-accounts';
import { assertRoom } from '../../policy/service-package';
import { throttle } from '../../policy/throttle';
import { unseal } from '../../security/sealed';
import { hashToken, newToken } from '../../security/tokens';
import { assertPasswordPolicy, openSession, revokeSessions } from '../auth';
import { openMemberRegistration } from '../organisation';
import { deliverMail, mailConfig, mailPerson, mailReady, render, SmsFailed, schoolSms } from '../settings';

const { account: api } = contract;

/** Sign-ups one address may make in an hour (a class signing up from one school network fits). */
export const SIGN_UPS_PER_HOUR = 30;
/** Codes and reset links one address may try in the recovery window. */
export const RESETS_PER_WINDOW = 30;

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

async function welcome(
  ctx: RequestContext<unknown>,
  user: { fullName: string; username: string; email: string | null; locale: string },
) {
  await mailPerson(ctx, user, 'welcome', { username: user.username, link: `${publicOrigin(ctx)}/signIn` });
}

/**
 * Spends a phone code: a right one once (the update that marks it used is the check), a wrong one counts
 * against every code the query found, and the fifth wrong one ends them. With `idUser`, only that account's
 * code is right: a code sent to a phone several accounts share resets the one its holder chose. Answers the
 * user's id, or undefined.
 */
async function spendCode(
  ctx: RequestContext<unknown>,
  rows: Array<{ id: number; idUser: number; secretHash: string }>,
  code: string,
  idUser?: number,
): Promise<number | undefined> {
  const right = rightCodes(rows, code).find((row) => idUser === undefined || row.idUser === idUser);
  if (right) {
    const spent = await ctx.db
      .update('accountCodes')
      .set({ usedAt: ctx.services.clock.now() })
      .where('id', '=', right.id)
      .where('usedAt', 'is', null)
      .returning('idUser')
      .executeTakeFirst();
    return spent?.idUser;
  }
  await countWrong(ctx, rows);
  return undefined;
}

const rightCodes = <R extends { idUser: number; secretHash: string }>(rows: R[], code: string) =>
  rows.filter((row) => row.secretHash === codeHash(row.idUser, code.trim()));

async function countWrong(ctx: RequestContext<unknown>, rows: Array<{ id: number }>) {
  if (rows.length === 0) return;
  const now = ctx.services.clock.now();
  await liveOf(ctx, rows)
    .set({
      wrongCodes: sql`wrong_codes + 1`,
      usedAt: sql`case when wrong_codes + 1 >= ${ACCOUNT_CODE_WRONG_LIMIT} then ${now}::timestamptz else null end`,
    })
    .execute();
}

/** An update of those of the codes that are still live. */
const liveOf = (ctx: RequestContext<unknown>, rows: Array<{ id: number }>) =>
  ctx.db
    .update('accountCodes')
    .where(
      'id',
      'in',
      rows.map((row) => row.id),
    )
    .where('usedAt', 'is', null);

/** The live phone recovery codes of the accounts that use a phone number (one SMS made them all). */
const phoneResetCodes = (ctx: RequestContext<unknown>, phone: string) =>
  liveCodes(ctx, 'resetPassword')
    .innerJoin('users', 'users.id', 'accountCodes.idUser')
    .where('accountCodes.channel', '=', 'phone')
    .where(usesContact({ phone: typedPhone(ctx, phone) }))
    .select('users.username')
    .execute();

/**
 * Tells whoever holds an address that a new account was just made with it, with the way to recover the one
 * she may already have: the sign-up itself answers as for a fresh address, so only the address's holder
 * learns it was in use. In the holder's language, through the school's mail server.
 */
async function mailAddressInUse(
  ctx: RequestContext<unknown>,
  holder: { email: string | null; locale: string },
  username: string,
) {
  if (!holder.email) return;
  const to = holder.email;
  const config = await mailConfig(ctx.services, ctx.site.id);
  const t = translator(isLocale(holder.locale) ? holder.locale : 'vi');
  const school = ctx.site.name;
  const mail = render(
    { subject: '{{subject}}', body: '<p>{{said}}</p><p><a href="{{link}}">{{recover}}</a></p>' },
    {
      subject: t('settings.addressInUseSubject', { school }),
      said: t('settings.addressInUseBody', { school, username }),
      recover: t('settings.addressInUseLink'),
      link: `${publicOrigin(ctx)}/forgotPassword`,
    },
  );
  void deliverMail(ctx.services, ctx.site.id, config, { to, ...mail }).catch((error) =>
    ctx.request.log.warn({ err: error }, 'mail failed'),
  );
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
    // A taken username is told: it is the handle one signs in with, and whoever signs up must pick another.
    // Whether an email or phone is in use is not (policy/contact-accounts.ts): the address's holder hears.
    const taken = await ctx.db
      .select('users')
      .select('id')
      .where(sql<boolean>`lower(username) = ${username.toLowerCase()}`)
      .executeTakeFirst();
    if (taken) throw fieldError('username', ctx.t('settings.usernameTaken'));
    const [holder] = email ? await accountsByContact(ctx.db, { email }) : [];

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
      if (isUniqueViolation(error)) throw fieldError('username', ctx.t('settings.usernameTaken'));
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
            count: ACCOUNT_CODE_MINUTES,
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
      if (holder) await mailAddressInUse(ctx, holder, username);
      const result: SignUpResult = { status: 'verifyPhone', accessToken: null, notificationToken: null };
      return ok(result, ctx.t('settings.codeSent'));
    }
    if (holder) await mailAddressInUse(ctx, holder, username);
    if (await awaitsApproval(ctx, idUser)) return ok(AWAITING, ctx.t('signUp.awaitingApproval'));
    const tokens = await openSession(ctx.services.db, {
      site: ctx.site,
      idUser,
      deviceId: p.idDevice,
      ip: ctx.ip,
      userAgent: ctx.request.headers['user-agent'],
      now: ctx.services.clock.now(),
    });
    if (!holder) await welcome(ctx, { fullName: p.fullName.trim(), username, email, locale: ctx.locale });
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
    const contact = byMail ? { email: identifier } : { phone: typedPhone(ctx, identifier) };
    const key = contactKey(contact);
    await throttle(ctx, 'recovery', key, {
      perIp: RECOVERY_LIMITS.perIp,
      perIdentifier: RECOVERY_LIMITS.perIdentifier,
      minutes: RECOVERY_LIMITS.windowMinutes,
    });
    await checkRecaptcha(ctx);
    // Without a mail server no link can leave: the learner is told to ask the school rather than to wait for
    // a mail, and the link is kept in the school's outbox. The answer depends on the school alone, so it says
    // nothing of whether an account uses the address.
    const mailOff = byMail && !mailReady(await mailConfig(ctx.services, ctx.site.id));
    // The phone as the school's people write it ("0912 345 678"), not as it is kept (E.164).
    const phone = ctx.site.contactPhone && formatPhone(ctx.site.contactPhone, ctx.site.timeZone);
    const schoolContact = [phone, ctx.site.contactEmail].filter(Boolean).join(', ');
    const answer = mailOff
      ? ok(
          { sent: false },
          schoolContact
            ? ctx.t('settings.recoveryAskSchoolAt', { contact: schoolContact })
            : ctx.t('settings.recoveryAskSchool'),
        )
      : ok({ sent: true }, ctx.t(byMail ? 'settings.recoveryMailSent' : 'settings.recoveryCodeSent'));
    if (mailOff)
      ctx.request.log.warn({ idSite: ctx.site.id }, 'password reset asked but the school has no mail server');
    // Every account that uses the contact, not the oldest: the reset page names the one it resets.
    const users = await accountsByContact(ctx.db, contact);
    // Whether or not an account answers to it, the reply is the same.
    if (users.length === 0) return answer;
    if (byMail) {
      // One mail per account, each with its own link: the link resets the account its page names.
      for (const user of users) {
        const token = newToken();
        await newCode(ctx, user.id, 'resetPassword', 'mail', hashToken(token));
        await mailPerson(ctx, user, 'passwordReset', {
          link: `${publicOrigin(ctx)}/forgotPassword?token=${encodeURIComponent(token)}`,
          minutes: String(ACCOUNT_CODE_MINUTES),
        });
      }
    } else {
      // One SMS, one code for each account on the phone: the code proves the phone, the page then asks which.
      const code = sixDigits();
      for (const user of users)
        await newCode(ctx, user.id, 'resetPassword', 'phone', codeHash(user.id, code));
      // A gateway's failure is logged, not told: the reply must not say whether the account exists.
      await schoolSms(ctx)
        .send({
          to: users[0]?.phone as string,
          text: ctx.t('settings.smsResetText', {
            code,
            school: ctx.site.name,
            count: ACCOUNT_CODE_MINUTES,
          }),
        })
        .catch((error) => ctx.request.log.warn({ err: error }, 'recovery code not sent'));
    }
    return answer;
  }),

  route(api.recoveryAccounts, async (ctx) => {
    const { token, phone, code } = ctx.payload;
    await throttle(ctx, 'reset', ctx.ip, {
      perIp: RESETS_PER_WINDOW,
      minutes: RECOVERY_LIMITS.windowMinutes,
    });
    if (token) {
      const row = await liveCodes(ctx, 'resetPassword')
        .innerJoin('users', 'users.id', 'accountCodes.idUser')
        .where('accountCodes.channel', '=', 'mail')
        .where('accountCodes.secretHash', '=', hashToken(token))
        .select('users.username')
        .executeTakeFirst();
      if (!row) throw badRequest('settings.resetLinkInvalid');
      return ok([{ id: row.idUser, username: maskUsername(row.username) }]);
    }
    if (!contactKey({ phone: phone ?? '' })) throw fieldError('phone', ctx.t('validation.required'));
    if (!code?.trim()) throw fieldError('code', ctx.t('validation.required'));
    // Only a right code names the accounts: to anyone else the phone's accounts stay unknown.
    const rows = await phoneResetCodes(ctx, phone as string);
    const right = rightCodes(rows, code);
    if (right.length === 0) {
      await countWrong(ctx, rows);
      throw fieldError('code', ctx.t('settings.codeInvalid'));
    }
    return ok(right.map((row) => ({ id: row.idUser, username: maskUsername(row.username) })));
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
      if (!contactKey({ phone: phone ?? '' })) throw fieldError('phone', ctx.t('validation.required'));
      if (!code?.trim()) throw fieldError('code', ctx.t('validation.required'));
      // The phone may be a family's: the code resets only the account its holder chose.
      if (!ctx.payload.idUser) throw fieldError('idUser', ctx.t('validation.required'));
      const rows = await phoneResetCodes(ctx, phone as string);
      idUser = await spendCode(ctx, rows, code, ctx.payload.idUser);
      if (!idUser) throw fieldError('code', ctx.t('settings.codeInvalid'));
      // The SMS's code works once: the other accounts on the phone need a new one.
      await liveOf(ctx, rows).set({ usedAt: now }).execute();
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
