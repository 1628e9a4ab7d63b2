import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetExpired, SIGN_IN_HISTORY_DAYS } from '../src/db/retention';
import { IP_FAILURE_LIMIT } from '../src/modules/auth/sign-in';
import { SIGN_IN_CODES_PER_MINUTE } from '../src/modules/auth/sign-in-code';
import { createServer } from '../src/server';
import { freshDatabase, startTestServer, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

async function resetAccounts() {
  await t.server.connection.db.updateTable('users').set({ failedLogins: 0, lockedUntil: null }).execute();
  await t.server.connection.db.deleteFrom('signInAttempts').execute();
}
beforeEach(resetAccounts);

type Tokens = { accessToken: string; notificationToken: string };
const exchange = (accessToken: string) =>
  t.call<Tokens>({ method: 'POST', url: '/Auth/User/LogInFromAccessToken', payload: { accessToken } });
const newCode = (token: string) =>
  t.call<{ code: string; expiresAt: string }>({ method: 'POST', url: '/Auth/User/SignInCode', token });

describe('?accessToken= is a one-time sign-in code', () => {
  it('refuses a session’s own bearer token: a token in an address must never be the session itself', async () => {
    const token = await t.signIn('student', { device: 'mobile-app' });
    expect((await exchange(token)).status).toBe(401);
  });

  it('exchanges a code made by a signed-in call once, for a fresh session', async () => {
    const token = await t.signIn('student', { device: 'mobile-app' });
    expect((await t.call({ method: 'POST', url: '/Auth/User/SignInCode' })).status).toBe(401);
    const made = await newCode(token);
    expect(made.status).toBe(200);
    const code = made.body.data?.code as string;
    expect(code).toMatch(/^[\w-]{43}$/);
    expect(new Date(made.body.data?.expiresAt as string).getTime() - t.clock.now().getTime()).toBe(60_000);

    const [first, second] = await Promise.all([exchange(code), exchange(code)]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 401]);
    const fresh = (first.status === 200 ? first : second).body.data?.accessToken as string;
    expect(fresh).not.toBe(token);
    expect((await t.call({ method: 'GET', url: '/Auth/User/Profile', token: fresh })).status).toBe(200);
    expect((await exchange(code)).status).toBe(401);
    const stored = await t.server.connection.db.selectFrom('signInCodes').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('expires a code after 60 seconds and refuses one made for another school', async () => {
    const token = await t.signIn('student', { device: 'mobile-app' });
    const late = (await newCode(token)).body.data?.code as string;
    t.clock.advance(60_001);
    const refused = await exchange(late);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Your session has expired. Please sign in again.');

    const other = await t.addOtherSite();
    const theirs = await t.signIn('student', { host: other.host });
    const foreign = (
      await t.call<{ code: string }>({
        method: 'POST',
        url: '/Auth/User/SignInCode',
        token: theirs,
        host: other.host,
      })
    ).body.data?.code as string;
    expect((await exchange(foreign)).status).toBe(401);
  });

  it('makes at most SIGN_IN_CODES_PER_MINUTE codes a minute for one person, and sweeps the spent ones', async () => {
    await t.server.connection.db.deleteFrom('signInCodes').execute();
    const token = await t.signIn('student', { device: 'mobile-app' });
    for (let i = 0; i < SIGN_IN_CODES_PER_MINUTE; i++) expect((await newCode(token)).status).toBe(200);
    const refused = await newCode(token);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many attempts. Please try again in a few minutes.');
    t.clock.advance(60_001);
    expect((await newCode(token)).status).toBe(200);
    const db = t.server.connection.db;
    const old = new Date(t.clock.now().getTime() - (SIGN_IN_HISTORY_DAYS + 1) * 86_400_000);
    await db
      .insertInto('signInAttempts')
      .values({
        idSite: 1,
        username: 'old',
        idUser: null,
        ip: '10.0.0.1',
        success: false,
        reason: 'wrongPassword',
        createdAt: old,
      })
      .execute();
    const before = (await db.selectFrom('signInAttempts').select('id').execute()).length;
    await forgetExpired(db, t.clock.now());
    expect(await db.selectFrom('signInCodes').select('id').execute()).toHaveLength(1);
    expect(await db.selectFrom('signInAttempts').select('id').execute()).toHaveLength(before - 1);
  });

  it('keeps tokens, codes and passwords out of the request log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const { connection, drop } = await freshDatabase();
    const server = await createServer({
      settings: { ...t.server.services.settings, seed: 'accounts' },
      connection,
      logger: { level: 'info', stream },
    });
    await server.app.inject({ method: 'GET', url: '/dashboard?accessToken=SECRET-CODE-1&tab=2' });
    await server.app.inject({ method: 'GET', url: '/Auth/Config/Get?token=SECRET-2&password=SECRET-3' });
    await server.close();
    await drop();
    const log = lines.join('');
    expect(log).toContain('tab=2');
    expect(log).toContain('accessToken=');
    expect(log).not.toMatch(/SECRET/);
  });
});

describe('the current password of a profile edit is guarded like a sign-in', () => {
  const change = (token: string, currentPassword: string) =>
    t.call({
      method: 'PUT',
      url: '/Auth/User/EditProfile',
      token,
      payload: { currentPassword, newPassword: 'Moi@2026x', confirmPassword: 'Moi@2026x' },
    });

  it('locks the account after the site’s limit of wrong guesses, even sent all at once', async () => {
    const token = await t.signIn('student2');
    const guesses = await Promise.all(Array.from({ length: 30 }, (_, i) => change(token, `Wrong@${i}a`)));
    expect(guesses.every((g) => g.status === 400 || g.status === 429)).toBe(true);
    const attempts = await t.server.connection.db
      .selectFrom('signInAttempts')
      .select('reason')
      .where('reason', '=', 'wrong-password')
      .execute();
    expect(attempts).toHaveLength(5);
    // Locked now: the right password is refused too, and so is signing in.
    const right = await change(token, 'Saola@2026');
    expect(right.status).toBe(400);
    expect(right.body.message).toMatch(/locked/);
    const signIn = await t.call({
      method: 'POST',
      url: '/Auth/User/SignIn',
      payload: { username: 'student2', password: 'Saola@2026' },
    });
    expect(signIn.body.message).toMatch(/locked/);
  });

  it('answers 429 when the hashing queue is full instead of queueing more guesses', async () => {
    const token = await t.signIn('student3');
    const passwords = t.server.services.passwords;
    const hasRoom = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(passwords), 'hasRoom');
    Object.defineProperty(passwords, 'hasRoom', { get: () => false, configurable: true });
    try {
      expect((await change(token, 'Wrong@1a')).status).toBe(429);
    } finally {
      Object.defineProperty(passwords, 'hasRoom', hasRoom as PropertyDescriptor);
    }
  });
});

describe('sign-in refusals say nothing about which usernames exist', () => {
  const attempt = (username: string, password = 'Wrong@123') =>
    t.call({ method: 'POST', url: '/Auth/User/SignIn', payload: { username, password } });

  it('locks an unknown username after as many failures as a real one, with the same words', async () => {
    const real: string[] = [];
    const unknown: string[] = [];
    for (let i = 0; i < 7; i++) {
      real.push((await attempt('teacher')).body.message);
      unknown.push((await attempt('no-such-person')).body.message);
    }
    expect(unknown).toEqual(real);
    expect(unknown.at(-1)).toMatch(/locked/);
    t.clock.advance(15 * 60_000 + 1);
    expect((await attempt('no-such-person')).body.message).not.toMatch(/locked/);
  });
});

describe('behind a proxy', () => {
  it('takes the client address from the trusted hop, so a forged X-Forwarded-For does not escape the limit', async () => {
    const proxied = await startTestServer({ trustProxy: true });
    try {
      const responses = [];
      for (let i = 0; i < IP_FAILURE_LIMIT + 1; i++) {
        responses.push(
          await proxied.call({
            method: 'POST',
            url: '/Auth/User/SignIn',
            payload: { username: `nobody${i}`, password: 'Wrong@123' },
            headers: { 'x-forwarded-for': `10.9.${i}.1, 203.0.113.7` },
          }),
        );
      }
      expect(responses.at(-1)?.status).toBe(429);
      const ips = await proxied.server.connection.db.selectFrom('signInAttempts').select('ip').execute();
      expect(new Set(ips.map((r) => r.ip))).toEqual(new Set(['203.0.113.7']));
    } finally {
      await proxied.close();
    }
  });
});
