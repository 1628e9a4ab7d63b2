import type { MailSetting, RecoveryAccount, SignUpResult } from '@saola/core/api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LogSms } from '../src/modules/settings/sms';
import { type FakeSmtp, startFakeSmtp } from './fake-smtp';
import { type Call, startTestServer, type TestServer } from './harness';

/**
 * An email or phone number may be shared (siblings on a parent's phone): recovery names the account it
 * resets, and sign-up does not tell whether a contact is in use (issue 32, defects 6 and 7).
 */
let t: TestServer;
let smtp: FakeSmtp;

beforeAll(async () => {
  t = await startTestServer();
  smtp = await startFakeSmtp();
  const owner = await t.signIn('owner');
  const saved = await t.call<MailSetting>({
    method: 'PUT',
    url: '/Lms/Setting/EditMail',
    token: owner,
    payload: { host: '127.0.0.1', port: smtp.port, security: 'none', fromAddress: 'no-reply@saola.test' },
  });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});
beforeEach(() => {
  // Each test starts a fresh rate-limit window.
  t.clock.advance(60 * 60_000);
});

const call = <T>(url: string, payload: unknown, extra: Partial<Call> = {}) =>
  t.call<T>({ method: 'POST', url, payload, ...extra });
const signUp = (username: string, contact: { email?: string; phone?: string }, password = 'Saola@2026') =>
  call<SignUpResult>('/Auth/User/SignUp', {
    fullName: `Learner ${username}`,
    username,
    ...contact,
    password,
    confirmPassword: password,
  });
const sms = () => t.server.services.sms as LogSms;
const signsIn = async (username: string, password: string) =>
  (await call('/Auth/User/SignIn', { username, password })).status === 200;

describe('recovery by a phone several accounts share', () => {
  it('names the accounts only after the code, and resets the one chosen', async () => {
    expect((await signUp('nguyen', { phone: '020 5551 2001' }, 'Elder@2026')).status).toBe(200);
    expect((await signUp('nguyen.an', { phone: '02055512001' }, 'Young@2026')).status).toBe(200);
    await call('/Auth/User/ForgotPassword', { identifier: '02055512001' });
    const code = /\d{6}/.exec(sms().sent.at(-1)?.text ?? '')?.[0] as string;
    const wrong = code === '000000' ? '111111' : '000000';

    // Without the code, nothing about the phone's accounts is told.
    const guessed = await call('/Auth/User/RecoveryAccounts', { phone: '02055512001', code: wrong });
    expect(guessed.status).toBe(400);
    expect(JSON.stringify(guessed.body)).not.toContain('•••');

    const named = await call<RecoveryAccount[]>('/Auth/User/RecoveryAccounts', {
      phone: '02055512001',
      code,
    });
    expect(named.status).toBe(200);
    expect(named.body.data?.map((a) => a.username)).toEqual(['ng•••n', 'ngu•••an']);
    const younger = named.body.data?.[1]?.id;

    const reset = (payload: object) =>
      call('/Auth/User/ResetPassword', {
        phone: '02055512001',
        code,
        password: 'Fresh@2027',
        confirmPassword: 'Fresh@2027',
        ...payload,
      });
    // The code alone does not say which account: the page must have named it.
    const unnamed = await reset({});
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.data).toEqual([{ field: 'idUser', message: 'The field is required' }]);
    expect((await reset({ idUser: younger })).status).toBe(200);
    expect(await signsIn('nguyen.an', 'Fresh@2027')).toBe(true);
    // The elder sibling's password is hers still, and the spent code resets nobody else.
    expect(await signsIn('nguyen', 'Elder@2026')).toBe(true);
    expect((await reset({ idUser: named.body.data?.[0]?.id })).status).toBe(400);
    expect(await signsIn('nguyen', 'Elder@2026')).toBe(true);
  });
});

describe('recovery by a shared email', () => {
  it('mails one link per account, and each link’s page names its account', async () => {
    await t.server.connection.db
      .updateTable('users')
      .set({ email: 'family@example.vn' })
      .where('username', 'in', ['nguyen', 'nguyen.an'])
      .execute();
    smtp.received.length = 0;
    expect((await call('/Auth/User/ForgotPassword', { identifier: 'family@example.vn' })).status).toBe(200);
    const names: string[] = [];
    for (let i = 0; i < 2; i++) {
      const mail = await smtp.next('family@example.vn');
      const token = decodeURIComponent(/token=([^"&]+)/.exec(mail.html || '')?.[1] ?? '');
      const named = await call<RecoveryAccount[]>('/Auth/User/RecoveryAccounts', { token });
      expect(named.status).toBe(200);
      names.push(...(named.body.data ?? []).map((a) => a.username));
    }
    expect(names.sort()).toEqual(['ng•••n', 'ngu•••an'].sort());
    const spent = await call('/Auth/User/RecoveryAccounts', { token: 'not-a-token' });
    expect(spent.status).toBe(400);
  });
});

describe('sign-up and contacts in use', () => {
  it('answers a taken email as a fresh one, and tells the address’s holder by mail', async () => {
    expect((await signUp('first.holder', { email: 'held@example.vn' })).status).toBe(200);
    await smtp.next('held@example.vn', 'Welcome');
    const fresh = await signUp('fresh.one', { email: 'fresh@example.vn' });
    const again = await signUp('second.try', { email: 'HELD@example.vn' });
    expect(again.status).toBe(fresh.status);
    expect(again.body.message).toBe(fresh.body.message);
    expect(again.body.data?.status).toBe(fresh.body.data?.status);
    expect(Object.keys(again.body.data ?? {})).toEqual(Object.keys(fresh.body.data ?? {}));
    // The holder hears of it, with the way back to her own account.
    const told = await smtp.next('held@example.vn', 'signed up');
    expect(told.html).toContain('/forgotPassword');
    expect(told.html).toContain('second.try');
  });

  it('still refuses a taken username: it is the handle one signs in with', async () => {
    const taken = await signUp('FIRST.HOLDER', { email: 'other@example.vn' });
    expect(taken.status).toBe(400);
    expect(taken.body.data).toEqual([{ field: 'username', message: 'This username is already taken' }]);
  });
});
