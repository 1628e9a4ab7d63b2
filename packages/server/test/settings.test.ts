import type { AddressInfo } from 'node:net';
import type {
  InformationSetting,
  MailSetting,
  MailTemplate,
  SecuritySetting,
  SettingChange,
  SignUpResult,
} from '@saola/core/api';
import type { Paged } from '@saola/core/http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LogSms } from '../src/modules/settings/sms';
import { type FakeSmtp, startFakeSmtp } from './fake-smtp';
import { type Call, startTestServer, startWithOwner, type TestServer } from './harness';

let t: TestServer;
let owner: string;
let smtp: FakeSmtp;

const SECURITY: Record<string, unknown> = {
  isSetStrongPassword: false,
  deviceLimit: 3,
  wrongLoginLimit: 5,
  lockMinutes: 15,
  completionPercent: 80,
  learnerRegistration: 'automatic',
  memberModeration: false,
};

beforeAll(async () => {
  ({ t, owner } = await startWithOwner());
  // The saved (write-only) password reaches the mail server.
  smtp = await startFakeSmtp({ username: 'mailer', password: 'smtp-secret-1' });
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});
beforeEach(() => {
  // Each test starts a fresh rate-limit window.
  t.clock.advance(60 * 60_000);
});

const call = <T>(
  method: Call['method'],
  url: string,
  payload?: unknown,
  token?: string,
  extra: Partial<Call> = {},
) => t.call<T>({ method, url, token, payload, ...extra });
const asOwner = <T>(method: Call['method'], url: string, payload?: unknown) =>
  call<T>(method, url, payload, owner);

const nextMail = (to: string, subject = '') => smtp.next(to, subject);

async function useTestSmtp() {
  const saved = await asOwner<MailSetting>('PUT', '/Lms/Setting/EditMail', {
    host: '127.0.0.1',
    port: smtp.port,
    security: 'none',
    username: 'mailer',
    password: 'smtp-secret-1',
    fromName: 'Trường Saola',
    fromAddress: 'no-reply@saola.test',
  });
  expect(saved.status).toBe(200);
  return saved.body.data as MailSetting;
}

async function setSecurity(changes: Record<string, unknown>) {
  const reply = await asOwner<SecuritySetting>('PUT', '/Lms/Setting/EditSecurity', {
    ...SECURITY,
    ...changes,
  });
  expect(reply.status, reply.body.message).toBe(200);
  return reply.body.data as SecuritySetting;
}

const sms = () => t.server.services.sms as LogSms;

describe('information', () => {
  it('renames the school at once, keeps who changed what and when, and refuses others', async () => {
    const before = (await asOwner<InformationSetting>('GET', '/Lms/Setting/GetInformation')).body.data;
    const edited = await asOwner<InformationSetting>('PUT', '/Lms/Setting/EditInformation', {
      ...before,
      name: 'Trường THPT Saola',
      isK12: true,
      contactEmail: 'lienhe@saola.edu.vn',
      contactPhone: '024 3826 1234',
      timeZone: 'Asia/Vientiane',
      defaultLocale: 'lo',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      name: 'Trường THPT Saola',
      isK12: true,
      timeZone: 'Asia/Vientiane',
    });
    const config = await call<{ website: { name: string; isK12: boolean } }>('GET', '/Auth/Config/Get');
    expect(config.body.data?.website).toMatchObject({ name: 'Trường THPT Saola', isK12: true });

    const history = await asOwner<Paged<SettingChange>>('GET', '/Lms/Setting/History', {
      section: 'information',
    });
    const last = history.body.data?.data[0];
    expect(last?.userName).toBe('Nguyễn Thị Hoa');
    expect(last?.changes).toEqual(
      expect.arrayContaining([{ field: 'name', from: before?.name, to: 'Trường THPT Saola' }]),
    );

    const teacher = await t.signIn('teacher');
    const refused = await call('PUT', '/Lms/Setting/EditInformation', { ...before, name: 'X' }, teacher);
    expect(refused.status).toBe(403);
    const student = await t.signIn('student');
    expect((await call('GET', '/Lms/Setting/GetInformation', {}, student)).status).toBe(403);
  });

  it('refuses a script address as a logo and bad input, saving nothing', async () => {
    const before = (await asOwner<InformationSetting>('GET', '/Lms/Setting/GetInformation')).body.data;
    const bad = await asOwner('PUT', '/Lms/Setting/EditInformation', {
      ...before,
      logoUrl: 'javascript:alert(1)',
    });
    expect(bad.status).toBe(400);
    const blank = await asOwner('PUT', '/Lms/Setting/EditInformation', {
      ...before,
      name: '  ',
      timeZone: 'Mars/Base',
    });
    expect(blank.status).toBe(400);
    const after = (await asOwner<InformationSetting>('GET', '/Lms/Setting/GetInformation')).body.data;
    expect(after).toEqual(before);
  });

  it('changes only the school whose owner asks', async () => {
    const other = await t.addOtherSite();
    const otherOwner = await t.signIn('owner', { host: other.host });
    const mine = (await asOwner<InformationSetting>('GET', '/Lms/Setting/GetInformation')).body.data;
    const edited = await call<InformationSetting>(
      'PUT',
      '/Lms/Setting/EditInformation',
      { ...mine, name: 'Trường khác' },
      otherOwner,
      { host: other.host },
    );
    expect(edited.body.data?.name).toBe('Trường khác');
    expect((await asOwner<InformationSetting>('GET', '/Lms/Setting/GetInformation')).body.data?.name).toBe(
      mine?.name,
    );
    const history = await call<Paged<SettingChange>>('GET', '/Lms/Setting/History', {}, otherOwner, {
      host: other.host,
    });
    expect(history.body.data?.data).toHaveLength(1);
  });
});

describe('security', () => {
  it('keeps the reCAPTCHA secret write-only and records only that it changed', async () => {
    const saved = await setSecurity({ recaptchaSiteKey: 'site-key-1', recaptchaSecret: 'very-secret-value' });
    expect(saved).toMatchObject({ recaptchaSiteKey: 'site-key-1', hasRecaptchaSecret: true });
    const read = await asOwner<SecuritySetting>('GET', '/Lms/Setting/GetSecurity');
    expect(JSON.stringify(read.body)).not.toContain('very-secret-value');
    const history = await asOwner<Paged<SettingChange>>('GET', '/Lms/Setting/History', {
      section: 'security',
    });
    expect(JSON.stringify(history.body)).not.toContain('very-secret-value');
    expect(history.body.data?.data[0]?.changes).toEqual(
      expect.arrayContaining([{ field: 'recaptchaSecret', from: null, to: 'set' }]),
    );
    // A blank secret keeps the saved one; the pair cannot be half set.
    expect((await setSecurity({ recaptchaSiteKey: 'site-key-1' })).hasRecaptchaSecret).toBe(true);
    const half = await asOwner('PUT', '/Lms/Setting/EditSecurity', {
      ...SECURITY,
      recaptchaSiteKey: '',
      recaptchaSecret: 'x',
    });
    expect(half.status).toBe(400);
    expect((await setSecurity({ clearRecaptchaSecret: true })).hasRecaptchaSecret).toBe(false);
  });

  it('refuses numbers out of bounds', async () => {
    for (const bad of [
      { wrongLoginLimit: 0 },
      { lockMinutes: 100_000 },
      { completionPercent: 101 },
      { deviceLimit: -1 },
    ]) {
      const reply = await asOwner('PUT', '/Lms/Setting/EditSecurity', { ...SECURITY, ...bad });
      expect(reply.status).toBe(400);
    }
  });

  it('locks an account after the wrong-login limit the owner sets, from the next sign-in', async () => {
    await setSecurity({ wrongLoginLimit: 3, lockMinutes: 2 });
    const wrong = () =>
      call('POST', '/Auth/User/SignIn', {
        username: 'teacher',
        password: 'Wrong@1234',
        idDevice: 'lock-test',
      });
    expect((await wrong()).status).toBe(400);
    expect((await wrong()).status).toBe(400);
    const third = await wrong();
    expect(third.body.message).toMatch(/locked/i);
    t.clock.advance(3 * 60_000);
    await t.signIn('teacher', { device: 'after-lock' });
    await setSecurity({});
  });
});

describe('sign up', () => {
  it('refuses a weak password when strong passwords are required, then signs the learner in', async () => {
    await setSecurity({ isSetStrongPassword: true });
    const weak = await call('POST', '/Auth/User/SignUp', {
      fullName: 'Phạm Thu Trang',
      username: 'trang.pham',
      email: 'trang@example.vn',
      password: 'password1',
      confirmPassword: 'password1',
    });
    expect(weak.status).toBe(400);
    expect(JSON.stringify(weak.body.data)).toContain('password');
    const signed = await call<SignUpResult>('POST', '/Auth/User/SignUp', {
      fullName: 'Phạm Thu Trang',
      username: 'trang.pham',
      email: 'trang@example.vn',
      password: 'Trang@2026',
      confirmPassword: 'Trang@2026',
    });
    expect(signed.status).toBe(200);
    expect(signed.body.data?.status).toBe('active');
    const profile = await call<{ idType: number; fullName: string }>(
      'GET',
      '/Auth/User/Profile',
      {},
      signed.body.data?.accessToken ?? '',
    );
    expect(profile.body.data).toMatchObject({ idType: 4, fullName: 'Phạm Thu Trang' });
    const again = await call('POST', '/Auth/User/SignUp', {
      fullName: 'Someone',
      username: 'TRANG.PHAM',
      password: 'Trang@2026',
      confirmPassword: 'Trang@2026',
    });
    expect(again.status).toBe(400);
    await setSecurity({});
  });

  it('lets one of two parallel sign-ups with one username through', async () => {
    const replies = await Promise.all(
      [1, 2, 3].map((n) =>
        call('POST', '/Auth/User/SignUp', {
          fullName: `Racer ${n}`,
          username: 'same.name',
          password: 'Racer@2026',
          confirmPassword: 'Racer@2026',
        }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
  });

  it('makes a new member wait for approval where the school moderates members, then lets her in once approved', async () => {
    await setSecurity({ memberModeration: true });
    const form = {
      fullName: 'Keo Manivong',
      username: 'keo.waits',
      password: 'Keo@2026x',
      confirmPassword: 'Keo@2026x',
      idDevice: 'keo-device',
    };
    const signed = await call<SignUpResult>('POST', '/Auth/User/SignUp', form);
    expect(signed.status).toBe(200);
    expect(signed.body.data).toEqual({
      status: 'awaitingApproval',
      accessToken: null,
      notificationToken: null,
    });
    const row = await t.server.connection.db
      .selectFrom('users')
      .select(['id', 'status', 'censorship'])
      .where('username', '=', 'keo.waits')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'inactive', censorship: 'pending' });
    const signIn = () =>
      call('POST', '/Auth/User/SignIn', {
        username: 'keo.waits',
        password: 'Keo@2026x',
        idDevice: 'keo-device',
      });
    expect((await signIn()).status).not.toBe(200);
    const approved = await asOwner('PUT', '/Lms/Member/Censor', { id: row.id, censorship: 'approved' });
    expect(approved.status).toBe(200);
    expect((await signIn()).status).toBe(200);
    await setSecurity({});
  });

  it('refuses sign-up when registration is closed', async () => {
    await setSecurity({ learnerRegistration: 'closed' });
    const reply = await call('POST', '/Auth/User/SignUp', {
      fullName: 'Closed',
      username: 'closed.door',
      password: 'Closed@2026',
      confirmPassword: 'Closed@2026',
    });
    expect(reply.status).toBe(403);
    await setSecurity({});
  });

  it('activates a phone sign-up with the code sent by SMS; five wrong codes end the code', async () => {
    await setSecurity({ learnerRegistration: 'phone' });
    const payload = (username: string, phone: string) => ({
      fullName: 'Souksavanh Phommachanh',
      username,
      phone,
      password: 'Souk@2026',
      confirmPassword: 'Souk@2026',
    });
    const pending = await call<SignUpResult>(
      'POST',
      '/Auth/User/SignUp',
      payload('souk', '020 5555 1234'),
      undefined,
      {
        locale: 'lo-LA',
      },
    );
    expect(pending.body.data).toMatchObject({ status: 'verifyPhone', accessToken: null });
    const message = sms().sent.at(-1);
    // Sent to, and kept as, the number in E.164 (the school is in Vientiane by now).
    expect(message?.to).toBe('+8562055551234');
    const code = /\d{6}/.exec(message?.text ?? '')?.[0] as string;
    expect(message?.text).toContain('ລະຫັດ');
    const signIn = await call('POST', '/Auth/User/SignIn', { username: 'souk', password: 'Souk@2026' });
    expect(signIn.status).toBe(400);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await call('POST', '/Auth/User/VerifyPhone', { username: 'souk', code: wrong })).status).toBe(
      400,
    );
    const ok = await call<SignUpResult>('POST', '/Auth/User/VerifyPhone', { username: 'souk', code });
    expect(ok.body.data?.status).toBe('active');
    expect((await call('POST', '/Auth/User/VerifyPhone', { username: 'souk', code })).status).toBe(400);

    await call('POST', '/Auth/User/SignUp', payload('souk2', '020 5555 9999'));
    const code2 = /\d{6}/.exec(sms().sent.at(-1)?.text ?? '')?.[0] as string;
    const wrong2 = code2 === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      expect((await call('POST', '/Auth/User/VerifyPhone', { username: 'souk2', code: wrong2 })).status).toBe(
        400,
      );
    expect((await call('POST', '/Auth/User/VerifyPhone', { username: 'souk2', code: code2 })).status).toBe(
      400,
    );
    await setSecurity({});
  });
});

describe('password recovery', () => {
  it('mails the reset link in the learner’s language; the link works once', async () => {
    await useTestSmtp();
    await call<SignUpResult>(
      'POST',
      '/Auth/User/SignUp',
      {
        fullName: 'Keo Vongsa',
        username: 'keo',
        email: 'keo@example.la',
        password: 'Keo@20260',
        confirmPassword: 'Keo@20260',
      },
      undefined,
      { locale: 'lo-LA' },
    );
    const asked = await call('POST', '/Auth/User/ForgotPassword', { identifier: 'KEO@example.la' });
    expect(asked.status).toBe(200);
    // The welcome mail came first, in Lao; then the reset mail, in Lao too.
    expect((await nextMail('keo@example.la', 'ຍິນດີຕ້ອນຮັບ')).html).toContain('keo');
    const mail = await nextMail('keo@example.la', 'ຕັ້ງລະຫັດຜ່ານໃໝ່');
    expect(mail.from?.text).toContain('no-reply@saola.test');
    const token = new URL(
      /href="([^"]+)"/.exec(mail.html || '')?.[1]?.replace(/&amp;/g, '&') as string,
    ).searchParams.get('token');
    expect(token).toBeTruthy();
    // Had the school imported her with a handed-out password, a password she chose herself replaces it.
    const users = () => t.server.connection.db.updateTable('users').where('username', '=', 'keo');
    await users().set({ mustChangePassword: true }).execute();
    const reset = await call('POST', '/Auth/User/ResetPassword', {
      token,
      password: 'NewKeo@2026',
      confirmPassword: 'NewKeo@2026',
    });
    expect(reset.status).toBe(200);
    const keo = t.server.connection.db.selectFrom('users').where('username', '=', 'keo');
    expect((await keo.select('mustChangePassword').executeTakeFirst())?.mustChangePassword).toBe(false);
    await t.signIn('keo', { password: 'NewKeo@2026' });
    const twice = await call('POST', '/Auth/User/ResetPassword', {
      token,
      password: 'Other@2026',
      confirmPassword: 'Other@2026',
    });
    expect(twice.status).toBe(400);
  });

  it('answers the same whether or not an account exists', async () => {
    const known = await call('POST', '/Auth/User/ForgotPassword', { identifier: 'keo@example.la' });
    const unknown = await call('POST', '/Auth/User/ForgotPassword', { identifier: 'nobody@example.la' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    const knownPhone = await call('POST', '/Auth/User/ForgotPassword', { identifier: '0912345678' });
    const unknownPhone = await call('POST', '/Auth/User/ForgotPassword', { identifier: '0900000000' });
    expect(unknownPhone.body).toEqual(knownPhone.body);
  });

  it('expires a link after 15 minutes', async () => {
    smtp.received.length = 0;
    await call('POST', '/Auth/User/ForgotPassword', { identifier: 'keo@example.la' });
    const mail = await nextMail('keo@example.la', 'ຕັ້ງລະຫັດຜ່ານໃໝ່');
    const token = /token=([^"&]+)/.exec(mail.html || '')?.[1];
    t.clock.advance(16 * 60_000);
    const late = await call('POST', '/Auth/User/ResetPassword', {
      token: decodeURIComponent(token ?? ''),
      password: 'Late@20260',
      confirmPassword: 'Late@20260',
    });
    expect(late.status).toBe(400);
  });

  it('resets by phone code; five wrong codes end it', async () => {
    await call('POST', '/Auth/User/ForgotPassword', { identifier: '0912 345 678' });
    const code = /\d{6}/.exec(sms().sent.at(-1)?.text ?? '')?.[0] as string;
    const wrong = code === '000000' ? '111111' : '000000';
    const { id: idUser } = (await t.server.connection.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'owner')
      .executeTakeFirst()) as { id: number };
    const attempt = (c: string) =>
      call('POST', '/Auth/User/ResetPassword', {
        phone: '0912345678',
        code: c,
        idUser,
        password: 'Owner@2027',
        confirmPassword: 'Owner@2027',
      });
    for (let i = 0; i < 5; i++) expect((await attempt(wrong)).status).toBe(400);
    expect((await attempt(code)).status).toBe(400);

    t.clock.advance(60 * 60_000);
    await call('POST', '/Auth/User/ForgotPassword', { identifier: '0912345678' });
    const fresh = /\d{6}/.exec(sms().sent.at(-1)?.text ?? '')?.[0] as string;
    // The page names the account the code opens before it resets it.
    const named = await call<Array<{ id: number; username: string }>>('POST', '/Auth/User/RecoveryAccounts', {
      phone: '0912345678',
      code: fresh,
    });
    expect(named.body.data).toEqual([{ id: idUser, username: 'o•••r' }]);
    expect((await attempt(fresh)).status).toBe(200);
    // The owner's sessions ended with the reset.
    expect((await call('GET', '/Auth/User/Profile', {}, owner)).status).toBe(401);
    owner = await t.signIn('owner', { password: 'Owner@2027' });
  });

  it('rate-limits recovery requests per account and per address', async () => {
    const ask = (identifier: string) => call('POST', '/Auth/User/ForgotPassword', { identifier });
    for (let i = 0; i < 3; i++) expect((await ask('limit@example.vn')).status).toBe(200);
    expect((await ask('limit@example.vn')).status).toBe(429);
    t.clock.advance(60 * 60_000);
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await ask(`someone${i}@example.vn`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('tells the learner to ask the school when the school has no mail server, whether or not the account exists', async () => {
    const db = t.server.connection.db;
    await db.deleteFrom('mailSettings').execute();
    const information = (await asOwner<Record<string, unknown>>('GET', '/Lms/Setting/GetInformation')).body
      .data as Record<string, unknown>;
    // A school in Vietnam (a test before may have moved it to Laos): its phone is shown as at home.
    const contacts = async (contactPhone: string | null, contactEmail: string | null) =>
      expect(
        (
          await asOwner('PUT', '/Lms/Setting/EditInformation', {
            ...information,
            timeZone: 'Asia/Ho_Chi_Minh',
            contactPhone,
            contactEmail,
          })
        ).status,
      ).toBe(200);
    const ask = (identifier: string, locale: 'lo-LA' | 'en-US') =>
      call<{ sent: boolean }>('POST', '/Auth/User/ForgotPassword', { identifier }, undefined, { locale });
    const codes = async () =>
      Number(
        (
          await db
            .selectFrom('accountCodes')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await codes();
    try {
      await contacts('+84 912 345 678', null);
      const known = await ask('keo@example.la', 'lo-LA');
      const unknown = await ask('nobody@example.la', 'lo-LA');
      expect(known.status).toBe(200);
      expect(known.body).toEqual(unknown.body);
      expect(known.body.data).toEqual({ sent: false });
      expect(known.body.message).toBe(
        'ໂຮງຮຽນຍັງບໍ່ໄດ້ເປີດການສົ່ງອີເມວ, ຈຶ່ງບໍ່ມີລິ້ງຖືກສົ່ງໄປ. ກະລຸນາຕິດຕໍ່ໂຮງຮຽນ (0912 345 678) ເພື່ອຕັ້ງລະຫັດຜ່ານໃໝ່.',
      );
      // The link is kept in the school's outbox, for the owner to read, rather than dropped.
      expect(await codes()).toBe(before + 1);
      const kept = await db.selectFrom('mailOutbox').select(['recipient', 'html']).execute();
      expect(kept.filter((m) => m.recipient === 'keo@example.la').map((m) => m.html)).toEqual([
        expect.stringMatching(/\/forgotPassword\?token=/),
      ]);
      await contacts(null, null);
      expect((await ask('keo@example.la', 'en-US')).body.message).toBe(
        'This school does not send email yet, so no link was sent. Please ask the school to reset your password.',
      );
    } finally {
      await asOwner('PUT', '/Lms/Setting/EditInformation', information);
      await useTestSmtp();
    }
  });
});

describe('mail', () => {
  it('says whether mail is on: off with no server, on once a server and a sender are saved', async () => {
    await t.server.connection.db.deleteFrom('mailSettings').execute();
    expect((await asOwner<MailSetting>('GET', '/Lms/Setting/GetMail')).body.data?.ready).toBe(false);
    expect((await useTestSmtp()).ready).toBe(true);
  });

  it('keeps the SMTP password write-only and sends a test mail', async () => {
    const saved = await useTestSmtp();
    expect(saved.hasPassword).toBe(true);
    expect(JSON.stringify(await asOwner('GET', '/Lms/Setting/GetMail'))).not.toContain('smtp-secret-1');
    const history = await asOwner<Paged<SettingChange>>('GET', '/Lms/Setting/History', { section: 'mail' });
    expect(JSON.stringify(history.body)).not.toContain('smtp-secret-1');
    // Sealed in the database: the test mail below still authenticates with it.
    const row = await t.server.connection.db
      .selectFrom('mailSettings')
      .select('password')
      .executeTakeFirstOrThrow();
    expect(row.password).toMatch(/^sealed1:/);
    smtp.received.length = 0;
    const sent = await asOwner('POST', '/Lms/Mail/Test', { to: 'owner@example.vn' });
    expect(sent.status).toBe(200);
    expect((await nextMail('owner@example.vn')).subject).toContain('Test mail');
  });

  it('tells why a test mail fails', async () => {
    await asOwner('PUT', '/Lms/Setting/EditMail', {
      host: '127.0.0.1',
      port: 9,
      security: 'none',
      fromAddress: 'no-reply@saola.test',
    });
    const failed = await asOwner('POST', '/Lms/Mail/Test', { to: 'owner@example.vn' });
    expect(failed.status).toBe(400);
    // What the mail server said is not shown back: only nodemailer's error code and the SMTP reply code.
    await asOwner('PUT', '/Lms/Setting/EditMail', {
      host: '127.0.0.1',
      port: smtp.port,
      security: 'none',
      username: 'mailer',
      password: 'wrong-password',
      fromAddress: 'no-reply@saola.test',
    });
    const refused = await asOwner('POST', '/Lms/Mail/Test', { to: 'owner@example.vn' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'The mail could not be sent: the mail server could not be reached or did not take the mail (EAUTH 535)',
    );
    await useTestSmtp();
  });

  it('edits a template per event and language, previews it escaped, and uses it', async () => {
    const list = await asOwner<MailTemplate[]>('GET', '/Lms/MailTemplate/List');
    expect(list.body.data).toHaveLength(18);
    const edited = await asOwner<MailTemplate>('PUT', '/Lms/MailTemplate/Edit', {
      event: 'passwordReset',
      locale: 'en',
      subject: 'New password for {{name}}',
      body: '<p onclick="x()">Hi {{name}}, <a href="{{link}}">here</a></p><script>alert(1)</script>',
    });
    expect(edited.body.data?.body).not.toContain('script');
    expect(edited.body.data?.body).not.toContain('onclick');
    const preview = await asOwner<{ subject: string; html: string }>('POST', '/Lms/MailTemplate/Preview', {
      event: 'passwordReset',
      locale: 'en',
      subject: 'For {{name}}',
      body: '<p>{{schoolName}} {{orderCode}}</p>',
    });
    expect(preview.body.data?.subject).toBe('For Nguyễn Thị Hoa');
    // Only the event's own variables are filled.
    expect(preview.body.data?.html).toContain('{{orderCode}}');
    smtp.received.length = 0;
    await call('POST', '/Auth/User/ForgotPassword', { identifier: 'trang@example.vn' });
    const custom = await nextMail('trang@example.vn');
    expect(custom.subject).toBe('New password for Phạm Thu Trang');
    // The link variable survives the cleaning of the template's HTML.
    expect(custom.html).toMatch(/href="http[^"]+\/forgotPassword\?token=/);
    const reset = await asOwner<MailTemplate>('POST', '/Lms/MailTemplate/Reset', {
      event: 'passwordReset',
      locale: 'en',
    });
    expect(reset.body.data?.customised).toBe(false);
  });
});

describe('reCAPTCHA', () => {
  it('asks Google (here a local double) when the school saved its keys, and refuses a failed answer', async () => {
    const { createServer } = await import('node:http');
    const asked: string[] = [];
    const google = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        asked.push(body);
        const params = new URLSearchParams(body);
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({
            success: params.get('secret') === 'captcha-secret' && params.get('response') === 'human',
          }),
        );
      });
    });
    await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
    const own = await startTestServer({
      recaptchaVerifyUrl: `http://127.0.0.1:${(google.address() as AddressInfo).port}/siteverify`,
    });
    try {
      const boss = await own.signIn('owner');
      const saved = await own.call({
        method: 'PUT',
        url: '/Lms/Setting/EditSecurity',
        token: boss,
        payload: { ...SECURITY, recaptchaSiteKey: 'captcha-site', recaptchaSecret: 'captcha-secret' },
      });
      expect(saved.status).toBe(200);
      // Sealed at rest like the mail password: the database holds no readable secret; Google gets the real one.
      const stored = await own.server.connection.db
        .selectFrom('sites')
        .select('recaptchaSecret')
        .executeTakeFirstOrThrow();
      expect(stored.recaptchaSecret).toMatch(/^sealed1:/);
      expect(stored.recaptchaSecret).not.toContain('captcha-secret');
      const options = await own.call<{ recaptchaSiteKey: string }>({
        method: 'GET',
        url: '/Auth/User/SignUpOptions',
      });
      expect(options.body.data?.recaptchaSiteKey).toBe('captcha-site');
      const form = {
        fullName: 'Robot',
        username: 'robot.1',
        password: 'Robot@2026',
        confirmPassword: 'Robot@2026',
      };
      expect((await own.call({ method: 'POST', url: '/Auth/User/SignUp', payload: form })).status).toBe(400);
      const bot = await own.call({
        method: 'POST',
        url: '/Auth/User/SignUp',
        payload: { ...form, recaptchaToken: 'bot' },
      });
      expect(bot.status).toBe(400);
      const human = await own.call({
        method: 'POST',
        url: '/Auth/User/SignUp',
        payload: { ...form, recaptchaToken: 'human' },
      });
      expect(human.status).toBe(200);
      expect(asked).toHaveLength(2);
    } finally {
      await own.close();
      google.close();
    }
  });
});
