import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SecuritySetting } from '@saola/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seal } from '../src/security/sealed';
import { startTestServer, type TestServer } from './harness';

/**
 * A school's owner is not the server's operator: the addresses she saves for the server to call (her SMS
 * gateway) must not make it call its own loopback, its private network or the cloud's metadata service.
 */
let t: TestServer;
let owner: string;
let neighbour: Server;
let port: number;
const reached: string[] = [];

beforeAll(async () => {
  // What sits beside the server: an internal service that answers anyone on loopback.
  neighbour = createServer((request, response) => {
    reached.push(`${request.method} ${request.url} ${request.headers.authorization ?? ''}`);
    response.writeHead(500).end('internal admin console: db password hunter2');
  });
  await new Promise<void>((resolve) => neighbour.listen(0, '127.0.0.1', resolve));
  port = (neighbour.address() as AddressInfo).port;
  t = await startTestServer({ smsTimeoutMs: 500 });
  owner = await t.signIn('owner');
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => neighbour.close(() => resolve()));
});

const editSecurity = async (changes: object, locale: 'en-US' | 'vi-VN' = 'en-US') => {
  const current = (
    await t.call<SecuritySetting>({ method: 'GET', url: '/Lms/Setting/GetSecurity', token: owner })
  ).body.data as SecuritySetting;
  const { hasRecaptchaSecret: _, hasSmsApiKey: __, ...saved } = current;
  return t.call<SecuritySetting>({
    method: 'PUT',
    url: '/Lms/Setting/EditSecurity',
    token: owner,
    locale,
    payload: { ...saved, ...changes },
  });
};

describe('the SMS gateway address (server-side request forgery)', () => {
  it('refuses a gateway on loopback, the private network or the metadata service, in the owner’s language', async () => {
    for (const smsUrl of [
      `http://127.0.0.1:${port}/send`,
      `http://localhost:${port}/send`,
      `http://LOCALHOST.:${port}/send`,
      `http://[::1]:${port}/send`,
      `http://[::ffff:127.0.0.1]:${port}/send`,
      `http://0x7f000001:${port}/send`,
      `http://2130706433:${port}/send`,
      `http://127.1:${port}/send`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.5/send',
      'http://192.168.1.1/send',
      'http://[fd00::1]/send',
      'http://0.0.0.0/send',
    ]) {
      const refused = await editSecurity({ smsProvider: 'http', smsUrl, smsApiKey: 'key-1' });
      expect(refused.status, smsUrl).toBe(400);
      expect(refused.body.data, smsUrl).toEqual([
        {
          field: 'smsUrl',
          message: 'The address is on a private network or this server: give the gateway’s public address',
        },
      ]);
    }
    const vi = await editSecurity(
      { smsProvider: 'http', smsUrl: `http://127.0.0.1:${port}/`, smsApiKey: 'k' },
      'vi-VN',
    );
    expect((vi.body.data as unknown as Array<{ message: string }>)[0]?.message).toMatch(
      /^Địa chỉ thuộc mạng nội bộ/,
    );
    expect(reached).toEqual([]);
  });

  it('calls no private address saved before the check, for a test message or a learner’s sign-up code', async () => {
    await t.server.connection.db
      .updateTable('sites')
      .set({
        smsProvider: 'http',
        smsUrl: `http://localhost:${port}/admin`,
        smsApiKey: seal(t.server.services.settings.secret, 'key-1'),
        learnerRegistration: 'phone',
      })
      .where('id', '=', 1)
      .execute();
    t.server.services.sites.forget();
    const test = await t.call({
      method: 'POST',
      url: '/Lms/Setting/TestSms',
      token: owner,
      payload: { to: '0912345678' },
    });
    expect(test.status).toBe(400);
    expect(test.body.message).toBe(
      'The SMS could not be sent: the gateway’s address is on a private network or this server',
    );
    expect(JSON.stringify(test.body)).not.toContain('hunter2');
    const signUp = await t.call({
      method: 'POST',
      url: '/Auth/User/SignUp',
      payload: {
        fullName: 'Attacker',
        username: 'ssrf.probe',
        phone: '02055512399',
        password: 'Saola@2026',
        confirmPassword: 'Saola@2026',
      },
    });
    expect(signUp.status).toBe(400);
    expect(reached).toEqual([]);
  });
});
