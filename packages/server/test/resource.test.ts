import type { CoursePackage, CoursePackageSummary } from '@saola/core/api';
import type { Paged } from '@saola/core/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, startTestServer, type TestServer } from './harness';

// The list and delete helpers every list+form resource uses, seen through one of them (course packages).
let t: TestServer;
let owner: string;
const made: CoursePackage[] = [];

beforeAll(async () => {
  t = await startTestServer();
  owner = await t.signIn('owner');
  for (const [name, price] of [
    ['Gói 100% tiết kiệm', 300],
    ['Gói_A', 100],
    ['Gói B', 200],
    ['Gói C', 200],
  ] as const)
    made.push(
      (await call<CoursePackage>('POST', '/Lms/CoursePackage/Add', { name, price, idCourses: [] })).body
        .data as CoursePackage,
    );
});
afterAll(() => t.close());

const call = <T>(method: Call['method'], url: string, payload?: unknown, token = owner, host?: string) =>
  t.call<T>({ method, url, token, payload, ...(host ? { host } : {}) });
const list = (payload: Record<string, unknown>) =>
  call<Paged<CoursePackageSummary>>('GET', '/Lms/CoursePackage/List', payload).then((r) => r.body.data);

describe('a resource list', () => {
  it('pages with the total of every page, and a page past the end still tells the total', async () => {
    expect(await list({ take: 3, page: 1 })).toMatchObject({ total: 4 });
    expect((await list({ take: 3, page: 2 }))?.data).toHaveLength(1);
    expect(await list({ take: 3, page: 5 })).toEqual({ data: [], total: 4 });
  });

  it('sorts by a column it offers, ties in a stable order, and ignores a column it does not', async () => {
    const ascending = await list({ sort: 'price', direction: 'asc' });
    expect(ascending?.data.map((p) => p.name)).toEqual(['Gói_A', 'Gói B', 'Gói C', 'Gói 100% tiết kiệm']);
    const descending = await list({ sort: 'price', direction: 'desc' });
    expect(descending?.data.map((p) => p.name)).toEqual(['Gói 100% tiết kiệm', 'Gói C', 'Gói B', 'Gói_A']);
    const unknown = await list({ sort: 'password' });
    expect(unknown?.total).toBe(4);
  });

  it('finds a keyword anywhere, case ignored, taking % and _ literally', async () => {
    expect((await list({ keyword: '100%' }))?.data.map((p) => p.name)).toEqual(['Gói 100% tiết kiệm']);
    expect((await list({ keyword: 'gói_' }))?.data.map((p) => p.name)).toEqual(['Gói_A']);
    expect(await list({ keyword: '%' })).toMatchObject({ total: 1 });
  });
});

describe('a resource delete', () => {
  it('deletes all the given rows or none: one of another school’s ids leaves everything in place', async () => {
    const other = await t.addOtherSite();
    const theirOwner = await t.signIn('owner', { host: other.host });
    const theirs = (
      await call<CoursePackage>(
        'POST',
        '/Lms/CoursePackage/Add',
        { name: 'Của trường khác', price: 0, idCourses: [] },
        theirOwner,
        other.host,
      )
    ).body.data as CoursePackage;
    const mine = made[0] as CoursePackage;
    const refused = await call('DELETE', '/Lms/CoursePackage/Delete', { ids: [mine.id, theirs.id] });
    expect(refused.status).toBe(404);
    expect((await list({}))?.total).toBe(4);
    const theirList = await call<Paged<CoursePackageSummary>>(
      'GET',
      '/Lms/CoursePackage/List',
      {},
      theirOwner,
      other.host,
    );
    expect(theirList.body.data?.total).toBe(1);
    const done = await call('DELETE', '/Lms/CoursePackage/Delete', { ids: [mine.id, mine.id] });
    expect(done.body.data).toEqual({ deleted: 1 });
    expect((await list({}))?.total).toBe(3);
  });
});
