import type { ConfigReply } from '@saola/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowOrigins, startTestServer, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
  await t.addOtherSite();
});
afterAll(() => t.close());

const getConfig = (token?: string, host?: string) =>
  t.call<ConfigReply>({
    method: 'GET',
    url: '/Auth/Config/Get',
    token,
    host,
    payload: { language: 'en-US' },
  });

describe('config', () => {
  it('describes the site to anyone, with no user and no menus', async () => {
    const { status, body } = await getConfig();
    expect(status).toBe(200);
    expect(body.data).toEqual({
      user: null,
      website: {
        idSite: 1,
        name: 'Saola Demo School',
        logoUrl: null,
        faviconUrl: null,
        isK12: true,
        isK12OrBusiness: false,
        isUniversity: false,
        isSetStrongPassword: true,
        userAnalyticApiUrl: null,
        timeZone: 'Asia/Ho_Chi_Minh',
      },
      menus: [],
      marketingSettings: { isOnFbComment: false, fbAppId: null },
    });
  });

  it('adds the signed-in user and menus of the area; a bad token reads as signed out', async () => {
    const owner = await getConfig(await t.signIn('owner'));
    expect(owner.body.data?.user).toMatchObject({ username: 'owner', idType: 2 });
    expect(Array.isArray(owner.body.data?.menus)).toBe(true);
    const student = await getConfig(await t.signIn('student'));
    expect(student.body.data?.user).toMatchObject({ username: 'student', idType: 4 });
    expect((await getConfig('not-a-real-token-0000000000')).body.data?.user).toBeNull();
  });

  it('answers for the site named by the Host header', async () => {
    const other = await getConfig(undefined, 'other.test');
    expect(other.body.data?.website.name).toBe('Other School');
    const token = await t.signIn('owner', { host: 'other.test' });
    expect((await getConfig(token, 'other.test')).body.data?.user?.fullName).toBe('Other owner');
    // The other school's token means nothing here.
    expect((await getConfig(token)).body.data?.user).toBeNull();
    expect((await t.call({ method: 'GET', url: '/Auth/User/Profile', token })).status).toBe(401);
  });

  it('stores a signed-in user’s language', async () => {
    const token = await t.signIn('teacher');
    const changed = await t.call({
      method: 'POST',
      url: '/Auth/Config/ChangeLanguage',
      token,
      payload: { code: 'lo-LA' },
    });
    expect(changed.body.data).toEqual({ code: 'lo-LA' });
    const profile = await t.call<{ locale: string }>({ method: 'GET', url: '/Auth/User/Profile', token });
    expect(profile.body.data?.locale).toBe('lo');
    expect(
      (await t.call({ method: 'POST', url: '/Auth/Config/ChangeLanguage', payload: { code: 'fr-FR' } }))
        .status,
    ).toBe(400);
  });

  it('redirects /Home/ChangeLanguage back to a same-origin page only', async () => {
    const back = await t.call({
      method: 'GET',
      url: '/Home/ChangeLanguage',
      payload: { code: 'lo-LA' },
      host: 'localhost',
      headers: { referer: 'http://localhost/course/list?tab=2' },
    });
    expect(back.status).toBe(302);
    expect(back.headers.location).toBe('/course/list?tab=2&lang=lo');
    expect(String(back.headers['set-cookie'])).toContain('saola-locale=lo');
    const evil = await t.call({
      method: 'GET',
      url: '/Home/ChangeLanguage',
      payload: { code: 'en-US' },
      host: 'localhost',
      headers: { referer: 'https://evil.example/phish' },
    });
    expect(evil.headers.location).toBe('/?lang=en');
    const none = await t.call({ method: 'GET', url: '/Home/ChangeLanguage', payload: { code: 'vi-VN' } });
    expect(none.headers.location).toBe('/?lang=vi');
  });

  it('allows cross-origin calls only from origins the site lists', async () => {
    await allowOrigins(t, ['https://portal.truong.edu.vn']);
    const preflight = await t.server.app.inject({
      method: 'OPTIONS',
      url: '/Auth/User/SignIn',
      headers: { origin: 'https://portal.truong.edu.vn' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://portal.truong.edu.vn');
    expect(preflight.headers['access-control-allow-headers']).toContain('Authorization');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const stranger = await t.server.app.inject({
      method: 'GET',
      url: '/Auth/Config/Get',
      headers: { origin: 'https://evil.example' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('reports health and localizes unknown routes', async () => {
    expect((await t.call({ method: 'GET', url: '/healthz' })).body.data).toEqual({ database: 'ok' });
    const missing = await t.call({ method: 'GET', url: '/Lms/Nothing/Here', locale: 'lo-LA' });
    expect(missing).toMatchObject({ status: 404, body: { error: true, code: 404, message: 'ບໍ່ພົບຂໍ້ມູນ.' } });
  });
});
