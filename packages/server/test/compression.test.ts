import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithOwner, type TestServer } from './harness';

let t: TestServer;
let owner: string;

beforeAll(async () => {
  ({ t, owner } = await startWithOwner());
});
afterAll(() => t.close());

const ask = (url: string, encoding?: string) =>
  t.server.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${owner}`, ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });

describe('compressed replies', () => {
  it('sends a list compressed to a client that accepts it, the same JSON once decoded', async () => {
    const plain = await ask('/Lms/Student/List?take=50');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const brotli = await ask('/Lms/Student/List?take=50', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

    const gzip = await ask('/Lms/Student/List?take=50', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a short reply as it is: compressing under 1 kB saves nothing', async () => {
    const missing = await ask('/Lms/Student/Get?id=999999', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json()).toMatchObject({ error: true, code: 404 });
  });
});
