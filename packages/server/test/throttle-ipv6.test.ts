import { VERIFY_FAILURE_LIMIT } from '@saola/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogSms } from '../src/modules/settings/sms';
import { clientKey } from '../src/policy/throttle';
import { startTestServer, type TestServer } from './harness';

/**
 * A public endpoint that costs the school money (a sign-up texts a code to any phone) is limited per client.
 * Over IPv6 one client holds a whole /64 and can send each request from another address in it.
 */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
  await t.server.connection.db.updateTable('sites').set({ learnerRegistration: 'phone' }).execute();
  t.server.services.sites.forget();
});
afterAll(() => t.close());

const signUp = (n: number, remoteAddress: string) =>
  t.server.app.inject({
    method: 'POST',
    url: '/Auth/User/SignUp',
    remoteAddress,
    headers: { 'content-language': 'en-US' },
    payload: {
      fullName: `Pump ${n}`,
      username: `pump${n}`,
      phone: `0209${String(n).padStart(7, '0')}`,
      password: 'Saola@2026',
      confirmPassword: 'Saola@2026',
    },
  });

describe('certificate code guesses', () => {
  it('counts every address of one IPv6 /64 as one guesser', async () => {
    const guess = (n: number) =>
      t.server.app.inject({
        method: 'GET',
        url: `/Lms/Certificate/Verify?code=FORGED${String(n).padStart(10, '0')}`,
        remoteAddress: `2001:db8:5:6::${n.toString(16)}`,
      });
    const statuses: number[] = [];
    for (let n = 1; n <= VERIFY_FAILURE_LIMIT + 1; n++) statuses.push((await guess(n)).statusCode);
    expect(statuses.slice(0, VERIFY_FAILURE_LIMIT).every((s) => s === 404)).toBe(true);
    expect(statuses[VERIFY_FAILURE_LIMIT]).toBe(429);
  });
});

describe('sign-up codes by SMS (SMS pumping)', () => {
  it('counts every address of one IPv6 /64 as one client', async () => {
    const sms = t.server.services.sms as LogSms;
    const before = sms.sent.length;
    const statuses: number[] = [];
    for (let n = 1; n <= 31; n++)
      statuses.push((await signUp(n, `2001:db8:1:2::${n.toString(16)}`)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect(sms.sent.length - before).toBe(30);
    // Another network is another client.
    expect((await signUp(99, '2001:db8:9:9::1')).statusCode).toBe(200);
  });

  it('keys IPv4 addresses whole and IPv6 ones by their /64, however they are written', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:0:0:1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
