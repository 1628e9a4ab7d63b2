import { connect, type Socket } from 'node:net';
import { contract } from '@saola/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/http/app';
import { route } from '../src/http/routes';
import { startWithOwner, type TestServer } from './harness';

/**
 * Hostile clients over real sockets, as an attacker would send them (the inject-based hostile suite never
 * opens a connection): each is refused quickly with a 4xx while a polite client keeps being served.
 */
let t: TestServer;
let port: number;
let owner: string;
beforeAll(async () => {
  ({ t, owner } = await startWithOwner({ headersTimeoutMs: 1000 }));
  await t.server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.server.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

interface Answer {
  status: number;
  ms: number;
  body: string;
}

/**
 * Sends a POST over a raw socket (Node's client gives up on the response once its write fails, and the
 * server is meant to answer before the body ends) and resolves with the first complete response.
 * `body` is the bytes, or how many bytes of one big JSON string to stream, chunked or with a length.
 */
function send(path: string, body: Buffer | { stream: number; chunked: boolean }): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const length = Buffer.isBuffer(body) ? body.length : body.stream;
    const framing =
      !Buffer.isBuffer(body) && body.chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${length}`;
    let reply = Buffer.alloc(0);
    const finish = () => {
      const text = reply.toString();
      const [head = '', rest = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1] ?? 0), ms: performance.now() - started, body: rest });
      socket.destroy();
    };
    socket.on('data', (data) => {
      reply = Buffer.concat([reply, data]);
      const text = reply.toString();
      const end = text.indexOf('\r\n\r\n');
      const declared = /content-length: (\d+)/i.exec(text)?.[1];
      if (end >= 0 && declared && Buffer.byteLength(text.slice(end + 4)) >= Number(declared)) finish();
    });
    socket.on('close', finish);
    // Writing after the server has answered and closed fails: that is the point, not a failure.
    socket.on('error', () => {});
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Authorization: Bearer ${owner}\r\n${framing}\r\n\r\n`,
    );
    if (Buffer.isBuffer(body)) return void socket.write(body);
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const frame = (bytes: Buffer) =>
      body.chunked
        ? Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n')])
        : bytes;
    let sent = 0;
    const pump = () => {
      while (sent < length && !socket.destroyed) {
        sent += chunk.length;
        if (!socket.write(frame(chunk))) return void socket.once('drain', pump);
      }
    };
    socket.write(frame(Buffer.from('{"username":"')));
    pump();
  });
}

async function politeLatencies(count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/Auth/Config/Get`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** Opens a connection that sends one header line every 300 ms and never finishes; resolves with what it got. */
function slowloris(): Promise<{ reply: string; ms: number; socket: Socket }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    let n = 0;
    const drip = setInterval(() => {
      if (!socket.destroyed) socket.write(`X-Drip-${n++}: ${'x'.repeat(10)}\r\n`);
    }, 300);
    socket.on('connect', () => socket.write('GET /Auth/Config/Get HTTP/1.1\r\nHost: 127.0.0.1\r\n'));
    socket.on('data', (data) => {
      reply += data;
    });
    const done = () => {
      clearInterval(drip);
      resolve({ reply, ms: performance.now() - started, socket });
    };
    socket.on('close', done);
    socket.on('error', () => {});
  });
}

describe('hostile clients over real sockets', () => {
  it('refuses a 50 MB JSON body with 413 before reading it, with or without a length', async () => {
    const size = 50 * 1024 * 1024;
    const declared = await send('/Auth/User/SignIn', { stream: size, chunked: false });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body).message).toBe('Dữ liệu gửi lên quá lớn.'); // Vietnamese, the default locale
    expect(declared.ms).toBeLessThan(1000);
    const chunked = await send('/Auth/User/SignIn', { stream: size, chunked: true });
    expect(chunked.status).toBe(413);
    expect(chunked.ms).toBeLessThan(2000);
  });

  it('refuses a 10,000-element array and deeply nested JSON with 400', async () => {
    const ids = Array.from({ length: 10_000 }, (_, i) => i + 1);
    const array = await send(
      '/Auth/Notification/Add',
      Buffer.from(
        JSON.stringify({
          title: 'x',
          content: 'y',
          sendMode: 'draft',
          recipientKind: 'users',
          recipientIds: ids,
        }),
      ),
    );
    expect(array.status).toBe(400);
    const deep = await send('/Auth/User/SignIn', Buffer.from(`${'['.repeat(500_000)}${']'.repeat(500_000)}`));
    expect(deep.status).toBe(400);
    expect(deep.ms).toBeLessThan(1000);
  });

  it('answers 408 to a client that never finishes its headers, and closes the connection', async () => {
    const { reply, ms, socket } = await slowloris();
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
    // headers timeout 1 s, checked every second
    expect(ms).toBeLessThan(3500);
    expect(socket.destroyed).toBe(true);
  });

  it('keeps serving a polite client while all of these arrive at once', async () => {
    const before = await politeLatencies(20);
    const attacks = Promise.all([
      ...Array.from({ length: 20 }, () => slowloris()),
      ...Array.from({ length: 4 }, () =>
        send('/Auth/User/SignIn', { stream: 50 * 1024 * 1024, chunked: true }),
      ),
      ...Array.from({ length: 4 }, () =>
        send('/Auth/User/SignIn', Buffer.from(`${'['.repeat(500_000)}${']'.repeat(500_000)}`)),
      ),
    ]);
    const during = await politeLatencies(40);
    const outcomes = await attacks;
    expect(
      outcomes.every((o) =>
        'status' in o ? o.status >= 400 && o.status < 500 : /^HTTP\/1\.1 408/.test(o.reply),
      ),
    ).toBe(true);
    const median = (times: number[]) => times[Math.floor(times.length / 2)] as number;
    // Loose on purpose: CI machines are noisy. What matters is that nobody waits for the attackers.
    expect(median(during)).toBeLessThan(Math.max(10 * median(before), 100));
  });

  it('answers a request whose body was read before its handler failed (the database dropped mid-way)', async () => {
    const dropped = route(contract.auth.signIn, async () => {
      throw new Error('Connection terminated unexpectedly');
    });
    const app = await buildApp(t.server.services, { routes: [dropped] });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}/Auth/User/SignIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-language': 'en-US' },
      body: JSON.stringify({ username: 'owner', password: 'x' }),
      signal: AbortSignal.timeout(5000),
    });
    expect(response.status).toBe(503);
    await app.close();
  });
});
