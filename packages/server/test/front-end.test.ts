import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let t: TestServer;
const INDEX =
  '<!doctype html><html lang="vi"><head><title>Saola</title></head><body><div id="root"></div></body></html>';
/** The school's public configuration the page carries (core's page config), out of the page and parsed. */
const CARRIED = /<script type="application\/json" id="saola-config">(.*?)<\/script>/;

beforeAll(async () => {
  const webDir = await mkdtemp(join(tmpdir(), 'saola-web-'));
  await mkdir(join(webDir, 'assets'));
  await writeFile(join(webDir, 'index.html'), INDEX);
  await writeFile(join(webDir, 'assets', 'index-AbC123.js'), 'console.log("saola")');
  await writeFile(join(webDir, 'assets', 'index-AbC123.js.br'), brotliCompressSync('console.log("saola")'));
  await writeFile(join(webDir, 'assets', 'index-AbC123.js.gz'), gzipSync('console.log("saola")'));
  t = await startTestServer({ webDir });
});
afterAll(() => t.close());

const get = (url: string, accept: string) => t.server.app.inject({ method: 'GET', url, headers: { accept } });
const PAGE = 'text/html,application/xhtml+xml,*/*;q=0.8';

describe('the front end on the API’s origin', () => {
  it('answers every SPEC §2 address a browser opens with the page, revalidated each time', async () => {
    for (const url of ['/', '/signIn', '/dashboard', '/course/edit/7?tab=2', '/teachers/list']) {
      const page = await get(url, PAGE);
      expect(page.statusCode, url).toBe(200);
      expect(page.body.replace(CARRIED, '')).toBe(INDEX);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('carries what Auth/Config/Get answers a visitor, so the sign-in page shows the school without asking', async () => {
    const page = await get('/signIn', PAGE);
    const asked = await get('/Auth/Config/Get?language=vi-VN', 'application/json');
    expect(JSON.parse(CARRIED.exec(page.body)?.[1] ?? 'null')).toEqual(asked.json().data);
    expect(asked.json().data.website.name).toBeTruthy();
  });

  it('escapes it: a school named to close the script element cannot put markup of its own in the page', async () => {
    const name = '</script><script>alert(1)</script><!-- & \u2028';
    const db = t.server.connection.db;
    const before = await db.selectFrom('sites').select('name').where('id', '=', 1).executeTakeFirstOrThrow();
    await db.updateTable('sites').set({ name }).where('id', '=', 1).execute();
    t.server.services.sites.forget();
    try {
      const page = (await get('/signIn', PAGE)).body;
      // The page's only elements are its own: the head's title and the one data element, then the root.
      expect(page.match(/<script/g)).toHaveLength(1);
      expect(page.match(/<\/script>/g)).toHaveLength(1);
      expect(page).not.toContain('<!--');
      expect(JSON.parse(CARRIED.exec(page)?.[1] ?? 'null').website.name).toBe(name);
    } finally {
      await db.updateTable('sites').set({ name: before.name }).where('id', '=', 1).execute();
      t.server.services.sites.forget();
    }
  });

  it('serves hashed assets to be cached for good', async () => {
    const asset = await get('/assets/index-AbC123.js', '*/*');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toContain('saola');
  });

  it('sends the build’s Brotli or gzip copy of an asset to a browser that takes it', async () => {
    const asked = (encoding: string) =>
      t.server.app.inject({
        method: 'GET',
        url: '/assets/index-AbC123.js',
        headers: { 'accept-encoding': encoding },
      });
    const br = await asked('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log("saola")');
    expect((await asked('gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await asked('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("saola")');
  });

  it('keeps the API as it was: JSON replies, and a JSON 404 for what a client asks that does not exist', async () => {
    const config = await get('/Auth/Config/Get', 'application/json, text/plain, */*');
    expect(config.json()).toMatchObject({ error: false, code: 200 });
    const missing = await get('/Auth/User/Nothing', 'application/json, text/plain, */*');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: true, code: 404 });
    const missingAsset = await get('/assets/gone.js', '*/*');
    expect(missingAsset.statusCode).toBe(404);
    const post = await t.server.app.inject({ method: 'POST', url: '/dashboard', headers: { accept: PAGE } });
    expect(post.statusCode).toBe(404);
  });
});

describe('without a built front end', () => {
  it('serves the API alone and says a page is not found', async () => {
    const bare = await startTestServer();
    const page = await bare.server.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { accept: PAGE },
    });
    expect(page.statusCode).toBe(404);
    expect(bare.server.servesFrontEnd).toBe(false);
    await bare.close();
  });
});
