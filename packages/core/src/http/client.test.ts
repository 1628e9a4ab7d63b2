import { optional, string } from 'superstruct';
import { describe, expect, it, vi } from 'vitest';
import { object } from '../validate/own';
import {
  type ClientOptions,
  createClient,
  EARLY_KEPT_MS,
  type Transport,
  type TransportRequest,
} from './client';
import { endpoint } from './endpoint';
import type { NoticeMap } from './notices';

const getThing = endpoint<{ name: string }>()({
  method: 'GET',
  path: '/Lms/Thing/Get',
  payload: object({ ids: optional(string()) }),
  access: 'public',
});
const addThing = endpoint<{ id: number }>()({
  method: 'POST',
  path: '/Lms/Thing/Add',
  payload: object({ name: string() }),
  access: 'admin',
});
const upload = endpoint<{ id: number }>()({
  method: 'POST',
  path: '/Lms/Thing/Upload',
  payload: object({}),
  access: 'admin',
  multipart: true,
});

function setup(reply: Awaited<ReturnType<Transport>> | Error, options: Partial<ClientOptions> = {}) {
  const sent: TransportRequest[] = [];
  const transport: Transport = async (request) => {
    sent.push(request);
    if (reply instanceof Error) throw reply;
    return reply;
  };
  const onUnauthorized = vi.fn();
  const client = createClient({ baseUrl: 'https://school.example/', transport, onUnauthorized, ...options });
  const seen: Array<[keyof NoticeMap, unknown]> = [];
  for (const kind of ['toast', 'alert', 'navigate'] as const)
    client.notices.on(kind, (n) => seen.push([kind, n]));
  return { client, sent, seen, onUnauthorized };
}

describe('createClient requests', () => {
  it('sends GET payloads as a query string with the language and bearer token', async () => {
    const { client, sent } = setup(
      { status: 200, data: { error: false, code: 200, message: '', data: { name: 'x' } } },
      {
        getToken: () => 'tok',
        getLocale: () => 'lo',
      },
    );
    const reply = await client.request(getThing, { ids: 'a' });
    expect(reply.data).toEqual({ name: 'x' });
    expect(sent[0]).toEqual({
      method: 'GET',
      url: 'https://school.example/Lms/Thing/Get?ids=a',
      headers: { 'Content-Language': 'lo-LA', Authorization: 'Bearer tok' },
    });
  });

  it('sends JSON bodies for POST and no Authorization without a token', async () => {
    const { client, sent } = setup({
      status: 200,
      data: { error: false, code: 200, message: '', data: { id: 1 } },
    });
    await client.request(addThing, { name: 'Toán' });
    expect(sent[0]?.headers).toEqual({
      'Content-Language': 'vi-VN',
      'Content-Type': 'application/json',
      'Idempotency-Key': expect.any(String),
    });
    expect(sent[0]?.body).toEqual({ name: 'Toán' });
  });

  it('sends multipart forms as FormData', async () => {
    const { client, sent } = setup({
      status: 200,
      data: { error: false, code: 200, message: '', data: { id: 1 } },
    });
    await client.request(upload, {
      file: new Blob(['x']),
      tags: ['a', 'b'],
      meta: { a: 1 },
      skip: null,
    } as never);
    const form = sent[0]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.getAll('tags')).toEqual(['a', 'b']);
    expect(form.get('meta')).toBe('{"a":1}');
    expect(form.has('skip')).toBe(false);
    expect(sent[0]?.headers['Content-Type']).toBeUndefined();
  });

  it('builds URLs on its base', () => {
    expect(setup(new Error()).client.url('Home/ChangeLanguage')).toBe(
      'https://school.example/Home/ChangeLanguage',
    );
  });
});

describe('reply handling (SPEC §8)', () => {
  it('network failure: toast and a returned { error, code: 400, network }, never a throw', async () => {
    const { client, seen } = setup(new TypeError('Failed to fetch'), { getLocale: () => 'en' });
    const reply = await client.request(getThing, {});
    expect(reply).toEqual({
      error: true,
      code: 400,
      message: 'Connect to server failed. Please check your internet connection.',
      data: null,
      network: true,
    });
    expect(seen).toEqual([['toast', { level: 'error', message: reply.message, duration: 3000 }]]);
  });

  it('401: alert the server message, clear the session, go to sign-in', async () => {
    const { client, seen, onUnauthorized } = setup({
      status: 401,
      data: { error: true, code: 401, message: 'Hết phiên', data: null },
    });
    await client.request(getThing, {});
    expect(seen).toEqual([
      ['alert', { message: 'Hết phiên' }],
      ['navigate', { to: '/signIn' }],
    ]);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('403: alert, then go to the dashboard', async () => {
    const { client, seen } = setup(
      { status: 403, data: { error: true, code: 403, message: '', data: null } },
      { getLocale: () => 'en' },
    );
    await client.request(getThing, {});
    expect(seen).toEqual([
      ['alert', { message: 'You do not have permission to do this.' }],
      ['navigate', { to: '/dashboard' }],
    ]);
  });

  it('400 with an array: error toast with a bulleted item per message', async () => {
    const data = [{ field: 'name', message: 'The field is required' }, 'Plain text item'];
    const { client, seen } = setup({
      status: 400,
      data: { error: true, code: 400, message: 'Invalid parameter.', data },
    });
    const reply = await client.request(addThing, { name: '' });
    expect(reply.error).toBe(true);
    expect(seen).toEqual([
      [
        'toast',
        {
          level: 'error',
          message: 'Invalid parameter.',
          items: ['The field is required', 'Plain text item'],
          duration: 3000,
        },
      ],
    ]);
  });

  it('400 without an array: a plain error toast', async () => {
    const { client, seen } = setup({
      status: 400,
      data: { error: true, code: 400, message: 'Sai mật khẩu', data: null },
    });
    await client.request(addThing, { name: 'x' });
    expect(seen).toEqual([['toast', { level: 'error', message: 'Sai mật khẩu', duration: 3000 }]]);
  });

  it('other errors with a message: error toast', async () => {
    const { client, seen } = setup({
      status: 404,
      data: { error: true, code: 404, message: 'Không tìm thấy', data: null },
    });
    await client.request(getThing, {});
    expect(seen).toEqual([['toast', { level: 'error', message: 'Không tìm thấy', duration: 3000 }]]);
  });

  it('a bare 5xx from a proxy still tells the user something, in their language', async () => {
    const { client, seen } = setup(
      { status: 502, data: '<html>Bad gateway</html>' },
      { getLocale: () => 'en' },
    );
    const reply = await client.request(getThing, {});
    expect(reply).toEqual({ error: true, code: 502, message: '', data: null });
    expect(seen).toEqual([
      [
        'toast',
        { level: 'error', message: 'The server had a problem. Please try again later.', duration: 3000 },
      ],
    ]);
    const unavailable = setup({ status: 503, data: '' }, { getLocale: () => 'lo' });
    await unavailable.client.request(getThing, {});
    expect(unavailable.seen[0]?.[1]).toMatchObject({
      message: 'ເຊີບເວີບໍ່ຕອບສະໜອງຊົ່ວຄາວ. ກະລຸນາລອງໃໝ່ໃນອີກບໍ່ເທົ່າໃດນາທີ.',
    });
  });

  it('an error without any message and below 500 stays silent', async () => {
    const { client, seen } = setup({
      status: 409,
      data: { error: true, code: 409, message: '', data: null },
    });
    await client.request(getThing, {});
    expect(seen).toEqual([]);
  });

  it('success with a message: success toast for 3000 ms; without: nothing', async () => {
    const withMessage = setup({
      status: 200,
      data: { error: false, code: 200, message: 'Đã lưu', data: { id: 1 } },
    });
    await withMessage.client.request(addThing, { name: 'x' });
    expect(withMessage.seen).toEqual([['toast', { level: 'success', message: 'Đã lưu', duration: 3000 }]]);
    const silent = setup({ status: 200, data: { name: 'bare body' } });
    const reply = await silent.client.request(getThing, {});
    expect(reply).toEqual({ error: false, code: 200, message: '', data: { name: 'bare body' } });
    expect(silent.seen).toEqual([]);
  });

  it('quiet requests report nothing and leave the session alone', async () => {
    const { client, seen, onUnauthorized } = setup({
      status: 401,
      data: { error: true, code: 401, message: 'x', data: null },
    });
    await client.request(getThing, {}, { quiet: true });
    const offline = setup(new Error('down'));
    await offline.client.request(getThing, {}, { quiet: true });
    expect([...seen, ...offline.seen]).toEqual([]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('notice listeners can unsubscribe', async () => {
    const { client } = setup({ status: 200, data: { error: false, code: 200, message: 'ok', data: null } });
    const listener = vi.fn();
    const off = client.notices.on('toast', listener);
    off();
    await client.request(getThing, {});
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('a GET started early', () => {
  const ok = (name: string) => ({
    status: 200,
    data: { error: false, code: 200, message: '', data: { name } },
  });

  function early() {
    const sent: TransportRequest[] = [];
    const replies: Array<(response: Awaited<ReturnType<Transport>>) => void> = [];
    const transport: Transport = (request) => {
      sent.push(request);
      return new Promise((resolve) => replies.push(resolve));
    };
    let token = 'tok';
    const client = createClient({ baseUrl: 'https://school.example', transport, getToken: () => token });
    return { client, sent, replies, signInAs: (next: string) => (token = next) };
  }

  it('is sent at once, and the same request later takes its reply in flight instead of sending again', async () => {
    const { client, sent, replies } = early();
    client.startEarly(getThing, { ids: 'a' });
    expect(sent).toHaveLength(1);
    const asked = client.request(getThing, { ids: 'a' });
    expect(sent).toHaveLength(1);
    replies[0]?.(ok('early'));
    expect((await asked).data).toEqual({ name: 'early' });
  });

  it('is taken once: a reload asks the server again', async () => {
    const { client, sent, replies } = early();
    client.startEarly(getThing, { ids: 'a' });
    replies[0]?.(ok('early'));
    await client.request(getThing, { ids: 'a' });
    const again = client.request(getThing, { ids: 'a' });
    expect(sent).toHaveLength(2);
    replies[1]?.(ok('fresh'));
    expect((await again).data).toEqual({ name: 'fresh' });
  });

  it('is not kept to be served as fresh long after it came', async () => {
    vi.useFakeTimers();
    try {
      const { client, sent, replies } = early();
      client.startEarly(getThing, { ids: 'a' });
      replies[0]?.(ok('early'));
      await vi.advanceTimersByTimeAsync(EARLY_KEPT_MS);
      const later = client.request(getThing, { ids: 'a' });
      expect(sent).toHaveLength(2);
      replies[1]?.(ok('fresh'));
      expect((await later).data).toEqual({ name: 'fresh' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers only the very same request: another payload, token or method is sent on its own', async () => {
    const { client, sent, signInAs } = early();
    client.startEarly(getThing, { ids: 'a' });
    void client.request(getThing, { ids: 'b' });
    signInAs('other');
    void client.request(getThing, { ids: 'a' });
    client.startEarly(addThing, { name: 'x' });
    expect(sent.map((r) => `${r.method} ${r.url} ${r.headers.Authorization}`)).toEqual([
      'GET https://school.example/Lms/Thing/Get?ids=a Bearer tok',
      'GET https://school.example/Lms/Thing/Get?ids=b Bearer tok',
      'GET https://school.example/Lms/Thing/Get?ids=a Bearer other',
    ]);
  });

  it('that failed is the taker’s network error, reported then', async () => {
    const sent: TransportRequest[] = [];
    const client = createClient({
      baseUrl: 'https://school.example',
      transport: async (request) => {
        sent.push(request);
        throw new Error('down');
      },
    });
    const toasts: unknown[] = [];
    client.notices.on('toast', (n) => toasts.push(n));
    client.startEarly(getThing, {});
    await Promise.resolve();
    expect(toasts).toEqual([]);
    const reply = await client.request(getThing, {});
    expect(reply).toMatchObject({ error: true, network: true });
    expect(sent).toHaveLength(1);
    expect(toasts).toHaveLength(1);
  });
});
