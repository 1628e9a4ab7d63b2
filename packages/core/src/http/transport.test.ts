import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redaxiosTransport } from './transport';

let base = '';
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    if (req.url === '/html') {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
      return;
    }
    res.writeHead(req.url === '/missing' ? 404 : 200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        error: false,
        code: 200,
        message: '',
        data: { method: req.method, lang: req.headers['content-language'], body },
      }),
    );
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('redaxiosTransport over a real socket', () => {
  it('sends JSON and resolves with the parsed reply', async () => {
    const response = await redaxiosTransport({
      method: 'POST',
      url: `${base}/x`,
      headers: { 'Content-Language': 'en-US' },
      body: { a: 1 },
    });
    expect(response.status).toBe(200);
    expect((response.data as { data: unknown }).data).toEqual({
      method: 'POST',
      lang: 'en-US',
      body: '{"a":1}',
    });
  });
  it('resolves error statuses instead of rejecting', async () => {
    expect((await redaxiosTransport({ method: 'GET', url: `${base}/missing`, headers: {} })).status).toBe(
      404,
    );
  });
  it('keeps a non-JSON body as text', async () => {
    expect(await redaxiosTransport({ method: 'GET', url: `${base}/html`, headers: {} })).toEqual({
      status: 502,
      data: '<h1>Bad gateway</h1>',
    });
  });
  it('rejects when nothing answers', async () => {
    await expect(
      redaxiosTransport({ method: 'GET', url: 'http://127.0.0.1:1/', headers: {} }),
    ).rejects.toBeDefined();
  });
});
