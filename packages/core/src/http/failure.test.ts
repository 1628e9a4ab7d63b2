import { string } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { object } from '../validate/own';
import { createClient, type TransportResponse } from './client';
import { endpoint } from './endpoint';
import { dataOf, failureOf, fieldMessages, mapData } from './failure';

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

describe('reading a reply by its side', () => {
  const answered = (data: unknown) => ({ status: 200, data: { error: false, code: 200, message: '', data } });
  const refusedWith = (data: unknown): TransportResponse => ({
    status: 400,
    data: { error: true, code: 400, message: 'Invalid parameter', data },
  });

  it('gives the answer of a success and nothing of a refusal, whatever its data', async () => {
    expect(dataOf(await replyTo(answered({ id: 1 })))).toEqual({ id: 1 });
    const refusal = await replyTo(refusedWith([{ field: 'name', message: 'Required' }]));
    expect(dataOf(refusal)).toBeNull();
    expect(mapData(refusal, () => 'never')).toBe(refusal);
    expect(dataOf(mapData(await replyTo(answered({ id: 2 })), (thing) => thing.id * 10))).toBe(20);
  });

  it('names a refusal’s fields by their top field, the first message of each', async () => {
    const refusal = await replyTo(
      refusedWith([
        { field: 'address.city', message: 'Choose a city' },
        { field: 'address.street', message: 'Later message' },
        { field: 'name', message: 'Required' },
      ]),
    );
    expect(fieldMessages(refusal)).toEqual({ address: 'Choose a city', name: 'Required' });
    expect(fieldMessages(await replyTo(answered([{ field: 'x', message: 'y' }])))).toEqual({});
  });

  it('keeps a refusal’s data to field errors: anything else is null', async () => {
    expect((await replyTo(refusedWith({ rows: 3 }))).data).toBeNull();
    expect((await replyTo(refusedWith([{ nope: 1 }]))).data).toBeNull();
    expect((await replyTo(refusedWith(['Plain text']))).data).toEqual([{ field: '', message: 'Plain text' }]);
  });
});
