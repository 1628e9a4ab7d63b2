import { string } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { object } from '../validate/own';
import { createClient, type TransportResponse } from './client';
import { endpoint } from './endpoint';
import { failureOf } from './failure';

const getThing = endpoint<{ id: number }>()({
  method: 'GET',
  path: '/Lms/Thing/Get',
  payload: object({ id: string() }),
  access: 'admin',
});

function replyTo(outcome: TransportResponse | Error) {
  const client = createClient({
    transport: async () => {
      if (outcome instanceof Error) throw outcome;
      return outcome;
    },
  });
  return client.request(getThing, { id: '1' }, { quiet: true });
}
const refused = (code: number): TransportResponse => ({
  status: code,
  data: { error: true, code, message: 'x', data: null },
});

describe('failureOf', () => {
  it('tells a lost connection from a refusal, though SPEC §8 gives both code 400', async () => {
    expect(failureOf(await replyTo(new TypeError('Failed to fetch')))).toBe('network');
    expect(failureOf(await replyTo(refused(400)))).toBe('refused');
  });

  it('names not found, no access and the server’s own failures', async () => {
    expect(failureOf(await replyTo(refused(404)))).toBe('notFound');
    expect(failureOf(await replyTo(refused(403)))).toBe('forbidden');
    expect(failureOf(await replyTo(refused(500)))).toBe('server');
    expect(failureOf(await replyTo({ status: 502, data: '<html>Bad gateway</html>' }))).toBe('server');
    expect(failureOf(await replyTo({ status: 503, data: '' }))).toBe('server');
  });

  it('has nothing to say of a success', async () => {
    expect(
      failureOf(
        await replyTo({ status: 200, data: { error: false, code: 200, message: '', data: { id: 1 } } }),
      ),
    ).toBeNull();
  });
});
