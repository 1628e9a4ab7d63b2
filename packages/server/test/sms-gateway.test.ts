import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SecuritySetting } from '@saola/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithOwner, type TestServer } from './harness';

let t: TestServer;
let owner: string;
let gateway: Server;
let url: string;
let mode: 'ok' | 'refuse' | 'hang' | 'redirect' = 'ok';
const got: Array<{ auth: string | undefined; body: { to: string; text: string; sender?: string } }> = [];
const hanging: ServerResponse[] = [];

beforeAll(async () => {
  gateway = createServer((request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      if (mode === 'hang') {
        hanging.push(response);
        return;
      }
      got.push({ auth: request.headers.authorization, body: JSON.parse(raw) });
      if (mode === 'refuse') response.writeHead(503).end('quota exceeded');
      else if (mode === 'redirect')
        response.writeHead(307, { location: `${url.replace('/send', '/elsewhere')}` }).end();
      else response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"queued"}');
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
  // The gateway of this file listens on loopback: a server run for one school may allow that.
  ({ t, owner } = await startWithOwner({ smsTimeoutMs: 300 }));
});
afterAll(async () => {
  for (const response of hanging) response.destroy();
  await t.close();
  await new Promise<void>((resolve) => gateway.close(() => resolve()));
});

const security = async () =>
  (await t.call<SecuritySetting>({ method: 'GET', url: '/Lms/Setting/GetSecurity', token: owner })).body
    .data as SecuritySetting;
const editSecurity = async (changes: object) => {
  const { hasRecaptchaSecret: _, hasSmsApiKey: __, ...saved } = await security();
  return t.call<SecuritySetting>({
    method: 'PUT',
    url: '/Lms/Setting/EditSecurity',
    token: owner,
    payload: { ...saved, ...changes },
  });
};
const testSms = (to = '0912345678') =>
  t.call({ method: 'POST', url: '/Lms/Setting/TestSms', token: owner, payload: { to } });

describe('SMS through the school’s HTTP gateway', () => {
  it('needs an address and a key, keeps the key sealed and never shows it', async () => {
    const noKey = await editSecurity({ smsProvider: 'http', smsUrl: url });
    expect(noKey.status).toBe(400);
    expect(noKey.body.data).toEqual([{ field: 'smsApiKey', message: 'The field is required' }]);
    const saved = await editSecurity({
      smsProvider: 'http',
      smsUrl: url,
      smsApiKey: 'key-123',
      smsSender: 'SAOLA',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      smsProvider: 'http',
      smsUrl: url,
      smsSender: 'SAOLA',
      hasSmsApiKey: true,
    });
    expect(JSON.stringify(saved.body.data)).not.toContain('key-123');
    const row = await t.server.connection.db
      .selectFrom('sites')
      .select('smsApiKey')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(row.smsApiKey).not.toContain('key-123');
    // Saving again without a key keeps the saved one.
    expect((await editSecurity({ smsSender: 'TRUONG' })).body.data?.hasSmsApiKey).toBe(true);
  });

  it('sends a test message with the key as a bearer token', async () => {
    mode = 'ok';
    const sent = await testSms();
    expect(sent.status).toBe(200);
    expect(got.at(-1)).toEqual({
      auth: 'Bearer key-123',
      body: { to: '+84912345678', text: expect.stringContaining('Saola'), sender: 'TRUONG' },
    });
  });

  it('answers a refusal and a silent gateway with a clear localized error, never a 500', async () => {
    mode = 'refuse';
    const refused = await testSms();
    expect(refused.status).toBe(400);
    // Only the status: what a gateway writes is never shown (an address on the server's network would
    // otherwise be read through it).
    expect(refused.body.message).toBe('The SMS could not be sent: HTTP 503');
    expect(JSON.stringify(refused.body)).not.toContain('quota exceeded');
    mode = 'hang';
    const silent = await t.call({
      method: 'POST',
      url: '/Lms/Setting/TestSms',
      token: owner,
      locale: 'vi-VN',
      payload: { to: '0912345678' },
    });
    expect(silent.status).toBe(400);
    expect(silent.body.message).toBe('Không gửi được tin nhắn SMS: cổng SMS không trả lời kịp thời');
  });

  it('sends a sign-up code through the gateway, and a refusing gateway is a 400, not a 500', async () => {
    await editSecurity({ learnerRegistration: 'phone' });
    mode = 'ok';
    const signUp = (username: string, phone: string) =>
      t.call({
        method: 'POST',
        url: '/Auth/User/SignUp',
        payload: {
          fullName: 'Vongsa Phommachanh',
          username,
          phone,
          password: 'Saola@2026',
          confirmPassword: 'Saola@2026',
        },
      });
    const first = await signUp('vongsa', '02055512345');
    expect(first.status).toBe(200);
    expect(got.at(-1)?.body.to).toBe('+842055512345');
    expect(got.at(-1)?.body.text).toMatch(/\d{6}/);
    mode = 'refuse';
    const second = await signUp('vongsa2', '02055512346');
    expect(second.status).toBe(400);
    expect(second.body.message).toBe(
      'The verification code cannot be sent by SMS right now. Please try again later.',
    );
    // Nothing of the failed sign-up is kept: once the gateway answers, the same name signs up.
    mode = 'ok';
    expect((await signUp('vongsa2', '02055512346')).status).toBe(200);
  });

  it('follows no redirect: the key goes to the saved address only', async () => {
    mode = 'redirect';
    const before = got.length;
    const redirected = await testSms();
    expect(redirected.status).toBe(400);
    expect(redirected.body.message).toBe('The SMS could not be sent: HTTP 307');
    // The gateway was asked once; nothing followed it to where it pointed.
    expect(got.length).toBe(before + 1);
    expect(got.at(-1)?.auth).toBe('Bearer key-123');
  });

  it('sends the saved key to no other address: a new address needs the key typed again', async () => {
    const moved = await editSecurity({ smsUrl: url.replace('/send', '/other') });
    expect(moved.status).toBe(400);
    expect(moved.body.data).toEqual([{ field: 'smsApiKey', message: 'The field is required' }]);
    expect((await security()).smsUrl).toBe(url);
    const retyped = await editSecurity({ smsUrl: url.replace('/send', '/other'), smsApiKey: 'key-123' });
    expect(retyped.status).toBe(200);
    expect((await editSecurity({ smsUrl: url, smsApiKey: 'key-123' })).status).toBe(200);
  });

  it('goes back to the log-only provider: nothing reaches the gateway', async () => {
    mode = 'ok';
    const before = got.length;
    expect((await editSecurity({ smsProvider: 'log' })).status).toBe(200);
    expect((await testSms()).status).toBe(200);
    expect(got.length).toBe(before);
  });
});
