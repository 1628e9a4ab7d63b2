import type { Student } from '@saola/core/api';
import type { Paged } from '@saola/core/http';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../src/routes';
import { startWithOwner, type TestServer } from './harness';

/**
 * Prototype pollution: query keys and JSON keys named __proto__, constructor or prototype must neither reach
 * Object.prototype nor any handler. The parser runs before authentication, so every probe here is made both
 * anonymously and as the owner.
 */
let t: TestServer;
let owner: string;
beforeAll(async () => ({ t, owner } = await startWithOwner()));
afterAll(() => t.close());

const POISON = ['__proto__', 'constructor', 'prototype'] as const;

/** Whatever a test's request did to the process, the next test starts from a clean Object.prototype. */
function pollutedKeys(): string[] {
  const found: string[] = [];
  for (const key in {}) found.push(key);
  return found;
}
afterEach(() => {
  for (const key of pollutedKeys()) delete (Object.prototype as Record<string, unknown>)[key];
});

const seed = process.env.FUZZ_SEED === 'random' ? undefined : Number(process.env.FUZZ_SEED ?? 20261123);

describe('prototype pollution', () => {
  it('refuses a dotted __proto__ query key with 400 and leaves Object.prototype alone', async () => {
    const response = await t.server.app.inject({
      method: 'GET',
      url: '/Lms/Student/Get?id=5&__proto__.password=Pwn3d!Pwn3d',
      headers: { 'content-language': 'en-US' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: true, code: 400, message: 'Invalid parameter.' });
    expect(({} as Record<string, unknown>).password).toBeUndefined();
    expect(pollutedKeys()).toEqual([]);
  });

  it('cannot take over a student: an edit without a password keeps the student’s own', async () => {
    for (const url of [
      '/Lms/Student/Get?id=5&__proto__.password=Pwn3d!Pwn3d',
      '/Lms/Student/Get?id=5&constructor.prototype.password=Pwn3d!Pwn3d',
      '/Auth/Config/Get?a.__proto__.password=Pwn3d!Pwn3d',
    ]) {
      await t.server.app.inject({ method: 'GET', url });
    }
    const list = await t.call<Paged<Student>>({
      method: 'GET',
      url: '/Lms/Student/List',
      token: owner,
      payload: { keyword: 'student' },
    });
    const student = list.body.data?.data.find((s) => s.username === 'student') as Student;
    const edited = await t.call({
      method: 'PUT',
      url: '/Lms/Student/Edit',
      token: owner,
      payload: { id: student.id, fullName: student.fullName, username: 'student' },
    });
    expect(edited.status).toBe(200);
    const stolen = await t.call({
      method: 'POST',
      url: '/Auth/User/SignIn',
      payload: { username: 'student', password: 'Pwn3d!Pwn3d', idDevice: 'attacker' },
    });
    expect(stolen.status).toBe(400);
    expect(await t.signIn('student')).toBeTruthy();
  });

  it('refuses JSON bodies whose keys are __proto__ or constructor.prototype', async () => {
    for (const payload of [
      '{"username":"student","password":"x","__proto__":{"password":"Pwn3d!Pwn3d"}}',
      '{"username":"student","password":"x","constructor":{"prototype":{"password":"Pwn3d!Pwn3d"}}}',
    ]) {
      const response = await t.server.app.inject({
        method: 'POST',
        url: '/Auth/User/SignIn',
        headers: { 'content-type': 'application/json', 'content-language': 'en-US' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(pollutedKeys()).toEqual([]);
    }
  });

  it('orders a list by a sort key named after Object.prototype’s members as by none (found on the users list)', async () => {
    const lists = allRoutes.filter(
      ({ endpoint }) => endpoint.method === 'GET' && 'sort' in ((endpoint.payload.schema as object) ?? {}),
    );
    expect(lists.length).toBeGreaterThan(3);
    for (const { endpoint } of lists) {
      for (const sort of ['constructor', '__defineGetter__', 'toString', 'hasOwnProperty', 'valueOf']) {
        const response = await t.call({ method: 'GET', url: endpoint.path, token: owner, payload: { sort } });
        expect(response.status, `${endpoint.path} sort=${sort}`).toBeLessThan(500);
      }
    }
  });

  describe('every endpoint, anonymously and as the owner', () => {
    const segment = fc.oneof(fc.constantFrom(...POISON), fc.constantFrom('a', 'id', 'password', 'filter'));
    const dotted = fc
      .array(segment, { minLength: 1, maxLength: 4 })
      .filter((path) => path.some((s) => (POISON as readonly string[]).includes(s)))
      .map((path) => path.join('.'));
    const jsonBody = fc
      .tuple(fc.constantFrom(...POISON), fc.constantFrom('password', 'idSite', 'status', 'idType'))
      .map(([poison, key]) =>
        poison === 'constructor'
          ? `{"constructor":{"prototype":{"${key}":"x"}}}`
          : `{"id":1,"${poison}":{"${key}":"x"}}`,
      );

    for (const { endpoint } of allRoutes.filter((r) => !r.endpoint.path.endsWith('Signout'))) {
      it(`${endpoint.method} ${endpoint.path}`, async () => {
        const query = endpoint.method === 'GET' || endpoint.method === 'DELETE';
        await fc.assert(
          fc.asyncProperty(dotted, jsonBody, fc.boolean(), async (key, body, signedIn) => {
            const response = await t.server.app.inject({
              method: endpoint.method,
              url: query ? `${endpoint.path}?${encodeURIComponent(key)}=x` : endpoint.path,
              headers: {
                'content-type': 'application/json',
                ...(signedIn ? { authorization: `Bearer ${owner}` } : {}),
              },
              ...(query ? {} : { payload: body }),
            });
            expect(response.statusCode, `${key} ${body}`).toBeLessThan(500);
            expect(pollutedKeys()).toEqual([]);
          }),
          { numRuns: 8, ...(seed === undefined ? {} : { seed }) },
        );
      });
    }
  });
});
