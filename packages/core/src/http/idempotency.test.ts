import { string } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { object } from '../validate/own';
import { createClient, type TransportRequest, type TransportResponse } from './client';
import { endpoint } from './endpoint';

const addThing = endpoint<{ id: number }>()({
  method: 'POST',
  path: '/Lms/Thing/Add',
  payload: object({ name: string() }),
  access: 'admin',
});
const getThing = endpoint<{ id: number }>()({
  method: 'GET',
  path: '/Lms/Thing/Get',
  payload: object({ name: string() }),
  access: 'admin',
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const answered: TransportResponse = {
  status: 200,
  data: { error: false, code: 200, message: '', data: { id: 1 } },
};

/** A client whose transport answers each request with the next outcome (an Error: no reply came). */
function scripted(...outcomes: Array<TransportResponse | Error | Promise<TransportResponse>>) {
  const sent: TransportRequest[] = [];
  const client = createClient({
    baseUrl: 'https://school.example',
    transport: async (request) => {
      sent.push(request);
      const next = outcomes.shift() ?? answered;
      if (next instanceof Error) throw next;
      return next;
    },
  });
  const keys = () => sent.map((request) => request.headers['Idempotency-Key']);
  return { client, sent, keys };
}

describe('Idempotency-Key', () => {
  it('goes with every POST, a new random one for each action, and never with a GET', async () => {
    const { client, keys } = scripted();
    await client.request(addThing, { name: 'Chương 1' });
    await client.request(addThing, { name: 'Chương 1' });
    await client.request(getThing, { name: 'x' });
    const [first, second, get] = keys();
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
    expect(get).toBeUndefined();
  });

  it('is the same for a retry of a POST whose reply never came, was a server failure or a 409', async () => {
    const { client, keys } = scripted(
      new TypeError('Failed to fetch'),
      { status: 503, data: '' },
      { status: 409, data: { error: true, code: 409, message: 'still running', data: null } },
      answered,
      answered,
    );
    for (let i = 0; i < 5; i++) await client.request(addThing, { name: 'Chương 1' }, { quiet: true });
    const [lost, unavailable, running, retried, next] = keys();
    expect(unavailable).toBe(lost);
    expect(running).toBe(lost);
    expect(retried).toBe(lost);
    expect(next).not.toBe(lost);
  });

  it('is shared by the same POST sent twice before the first is answered (a double click)', async () => {
    let release!: (response: TransportResponse) => void;
    const { client, keys } = scripted(new Promise((resolve) => (release = resolve)), answered);
    const first = client.request(addThing, { name: 'Chương 1' });
    const second = client.request(addThing, { name: 'Chương 1' });
    const other = client.request(addThing, { name: 'Chương 2' });
    release(answered);
    await Promise.all([first, second, other]);
    const [a, b, c] = keys();
    expect(b).toBe(a);
    expect(c).not.toBe(a);
  });
});
