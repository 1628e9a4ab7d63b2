import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MarketingTools, SchoolPost } from '@saola/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithOwner, type TestServer } from './harness';

let t: TestServer;
let owner: string;
const webDir = mkdtempSync(join(tmpdir(), 'saola-web-'));
writeFileSync(
  join(webDir, 'index.html'),
  '<!doctype html><html><head><title>Saola</title></head><body></body></html>',
);

beforeAll(async () => {
  ({ t, owner } = await startWithOwner({ webDir }));
});
afterAll(() => t.close());

const TOOLS = {
  isOnFbComment: true,
  fbAppId: '123456789012345',
  gaMeasurementId: 'G-ABC123XYZ9',
  gtmContainerId: 'GTM-5XK7Q2P',
  fbPixelId: '987654321098765',
};
const edit = (payload: object, token = owner, locale?: 'vi-VN') =>
  t.call<MarketingTools>({
    method: 'PUT',
    url: '/Lms/Setting/EditMarketing',
    token,
    payload,
    ...(locale ? { locale } : {}),
  });
const html = (url: string) => t.server.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('marketing tools', () => {
  it('refuses every id that is not of its exact format, in the asked language', async () => {
    for (const [field, bad] of [
      ['gaMeasurementId', "G-ABC123');alert(1)//"],
      ['gaMeasurementId', 'UA-12345-1'],
      ['gaMeasurementId', 'g-abc123xyz9'],
      ['gtmContainerId', 'GTM-5XK7Q2P"><script>'],
      ['gtmContainerId', 'GTM-1'],
      ['fbPixelId', '12345abc'],
      ['fbAppId', "1234567890'"],
    ] as const) {
      const refused = await edit({ ...TOOLS, [field]: bad }, owner, 'vi-VN');
      expect(refused.status, bad).toBe(400);
      expect(refused.body.data).toEqual([{ field, message: expect.any(String) }]);
    }
    const read = await t.call<MarketingTools>({
      method: 'GET',
      url: '/Lms/Setting/GetMarketing',
      token: owner,
    });
    expect(read.body.data).toMatchObject({ gaMeasurementId: null, gtmContainerId: null, fbPixelId: null });
  });

  it('saves the ids (owners only) and writes them into the public pages only, with a policy that runs just them', async () => {
    const teacher = await t.signIn('teacher');
    expect((await edit(TOOLS, teacher)).status).toBe(403);
    const saved = await edit(TOOLS);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual(TOOLS);

    const created = await t.call<SchoolPost>({
      method: 'POST',
      url: '/Lms/Post/Add',
      token: owner,
      payload: { title: 'Tuyển sinh 2027', locale: 'vi', status: 'published', body: '<p>Mở đơn.</p>' },
    });
    const page = await html(`/p/${created.body.data?.slug}`);
    expect(page.statusCode).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] as string;
    expect(nonce).toBeTruthy();
    expect(page.body).toContain('https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ9');
    expect(page.body).toContain("'GTM-5XK7Q2P'");
    expect(page.body).toContain("fbq('init','987654321098765')");
    // Every script carries the page's nonce; nothing else may run.
    const scripts = page.body.match(/<script[^>]*>/g) ?? [];
    expect(scripts.length).toBe(4);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain("unsafe-inline' https");
    // A second visit gets another nonce.
    const again = await html(`/p/${created.body.data?.slug}`);
    expect(String(again.headers['content-security-policy'])).not.toContain(nonce);

    // The admin and learner app (the front end's index) never carries them.
    for (const path of ['/dashboard', '/setting/marketing-tools', '/my-course/list']) {
      const app = await html(path);
      expect(app.body, path).toContain('<title>Saola</title>');
      expect(app.body, path).not.toContain('googletagmanager');
      expect(app.body, path).not.toContain('fbevents');
      expect(app.body, path).not.toContain('G-ABC123XYZ9');
    }
  });

  it('takes the scripts away when the ids are cleared', async () => {
    expect(
      (
        await edit({
          isOnFbComment: false,
          fbAppId: '',
          gaMeasurementId: '',
          gtmContainerId: '',
          fbPixelId: '',
        })
      ).status,
    ).toBe(200);
    const list = await t.call<{ data: SchoolPost[] }>({ method: 'GET', url: '/Lms/Post/List', token: owner });
    const page = await html(`/p/${list.body.data?.data[0]?.slug}`);
    expect(page.body).not.toContain('<script');
    expect(String(page.headers['content-security-policy'])).not.toContain('script-src');
  });
});
