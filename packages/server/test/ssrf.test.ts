import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import type { SecuritySetting } from '@saola/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seal } from '../src/security/sealed';
import { startFakeSmtp } from './fake-smtp';
import { startWithOwner, type TestServer } from './harness';

/**
 * A school's owner is not the server's operator: the addresses she saves for the server to call (her SMS
 * gateway, her mail server) must not make it call its own loopback, its private network or the cloud's metadata service.
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
  await new Promise<void>((resolve) => neighbour.listen(0, '0.0.0.0', resolve));
  port = (neighbour.address() as AddressInfo).port;
  ({ t, owner } = await startWithOwner({ smsTimeoutMs: 500, privateHosts: false }));
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

/** A gateway saved straight in the database (as before the check existed): a test message calls nothing. */
async function testSmsRefused(smsUrl: string, more: { learnerRegistration?: 'phone' } = {}) {
  await t.server.connection.db
    .updateTable('sites')
    .set({
      smsProvider: 'http',
      smsUrl,
      smsApiKey: seal(t.server.services.settings.secret, 'key-1'),
      ...more,
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
}

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
    // A public address, written as IPv4 or as IPv4 inside IPv6, is kept.
    for (const smsUrl of ['http://8.8.8.8/send', 'http://[::ffff:8.8.8.8]/send'])
      expect((await editSecurity({ smsProvider: 'http', smsUrl, smsApiKey: 'key-1' })).status, smsUrl).toBe(
        200,
      );
  });

  it('refuses the documentation, shared, benchmarking and reserved ranges, and their 6to4 and NAT64 forms', async () => {
    for (const smsUrl of [
      'http://192.0.2.1/send',
      'http://198.51.100.7/send',
      'http://203.0.113.9/send',
      'http://100.64.0.1/send',
      'http://198.18.0.1/send',
      'http://240.0.0.1/send',
      'http://224.0.0.1/send',
      'http://[2002:7f00:1::1]/send',
      'http://[64:ff9b::a9fe:a9fe]/send',
      'http://[64:ff9b:1::1]/send',
      'http://[2001:db8::1]/send',
      'http://[fe80::1]/send',
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
    expect(reached).toEqual([]);
  });

  it('calls no gateway on the server’s own interface, and never shows what a gateway wrote', async () => {
    const own = Object.values(networkInterfaces())
      .flat()
      .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;
    expect(own).toBeDefined();
    await testSmsRefused(`http://${own}:${port}/admin`);
    expect(reached).toEqual([]);
  });

  it('calls no private address saved before the check, for a test message or a learner’s sign-up code', async () => {
    await testSmsRefused(`http://localhost:${port}/admin`, { learnerRegistration: 'phone' });
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

describe('the mail server host (server-side request forgery)', () => {
  const editMail = (host: string, port = 25) =>
    t.call({
      method: 'PUT',
      url: '/Lms/Setting/EditMail',
      token: owner,
      payload: { host, port, security: 'none', fromAddress: 'school@example.test' },
    });

  it('refuses a mail server on loopback or the private network, and keeps a public one', async () => {
    for (const host of [
      '127.0.0.1',
      'localhost',
      'LOCALHOST.',
      '10.0.0.5',
      '192.168.1.1',
      '169.254.169.254',
    ]) {
      const refused = await editMail(host);
      expect(refused.status, host).toBe(400);
      expect(refused.body.data, host).toEqual([
        {
          field: 'host',
          message: 'The host is on a private network or this server: give the mail server’s public address',
        },
      ]);
    }
    const kept = await editMail('8.8.8.8');
    expect(kept.body.data).toMatchObject({ host: '8.8.8.8' });
    expect(kept.status).toBe(200);
  });

  it('sends no test mail to a private host saved before the check, and says why', async () => {
    const smtp = await startFakeSmtp();
    try {
      await t.server.connection.db
        .updateTable('mailSettings')
        .set({ host: '127.0.0.1', port: smtp.port })
        .execute();
      const sent = await t.call({
        method: 'POST',
        url: '/Lms/Mail/Test',
        token: owner,
        payload: { to: 'owner@example.test' },
      });
      expect(sent.status).toBe(400);
      expect(sent.body.message).toBe(
        'The mail could not be sent: the mail server is on a private network or this server',
      );
      expect(smtp.received).toEqual([]);
    } finally {
      await smtp.close();
    }
  });
});
