import type { CoursePackage, CoursePackageSummary } from '@saola/core/api';
import type { Paged } from '@saola/core/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_AHEAD } from '../src/http/resource';
import { type OwnerCall, startWithOwner, type TestServer } from './harness';

// The list and delete helpers every list+form resource uses, seen through one of them (course packages).
let t: TestServer;
let owner: string;
let call: OwnerCall;
const made: CoursePackage[] = [];

beforeAll(async () => {
  ({ t, owner, call } = await startWithOwner());
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
        { host: other.host },
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
      { host: other.host },
    );
    expect(theirList.body.data?.total).toBe(1);
    const done = await call('DELETE', '/Lms/CoursePackage/Delete', { ids: [mine.id, mine.id] });
    expect(done.body.data).toEqual({ deleted: 1 });
    expect((await list({}))?.total).toBe(3);
  });
});

describe('keyset pages and bounded totals', () => {
  type Page = Paged<CoursePackageSummary>;
  const page = (payload: Record<string, unknown>, token = owner, host?: string) =>
    call<Page>('GET', '/Lms/CoursePackage/List', payload, token, { host });
  /** Every row, page by page through the `next` each page answers, and the totals the pages told. */
  async function walk(query: Record<string, unknown>, token = owner, host?: string) {
    const names: string[] = [];
    const totals: number[] = [];
    let after: string | undefined;
    for (let n = 1; n <= 50; n++) {
      const reply = (await page({ ...query, page: n, ...(after ? { after } : {}) }, token, host)).body
        .data as Page;
      names.push(...reply.data.map((p) => p.name));
      totals.push(reply.total);
      if (!reply.next) break;
      after = reply.next;
    }
    return { names, totals };
  }
  const everything = async (query: Record<string, unknown>) =>
    ((await list({ ...query, take: 200 })) as Page).data.map((p) => p.name);

  it('goes on from the last row across pages whose sort keys tie, in either direction, as the numbered pages do', async () => {
    for (const [i, price] of [500, 500, 500, 700, 700].entries())
      await call('POST', '/Lms/CoursePackage/Add', { name: `Hoà ${price}-${i}`, price, idCourses: [] });
    for (const direction of ['asc', 'desc'] as const) {
      const all = await everything({ sort: 'price', direction });
      const walked = await walk({ sort: 'price', direction, take: 2 });
      expect(walked.names).toEqual(all);
      expect(new Set(walked.names).size).toBe(all.length);
      expect(walked.totals.every((total) => total === all.length)).toBe(true);
      const numbered: string[] = [];
      for (let n = 1; n <= Math.ceil(all.length / 2); n++)
        numbered.push(
          ...((await list({ sort: 'price', direction, take: 2, page: n })) as Page).data.map((p) => p.name),
        );
      expect(numbered).toEqual(all);
    }
    // The default order (newest first) ties on the creation time of rows added in one statement.
    expect((await walk({ take: 3 })).names).toEqual(await everything({}));
  });

  it('tells a total that includes what was added or deleted a moment before, on pages by number or by cursor', async () => {
    const cheapestFirst = { sort: 'price', direction: 'asc', take: 2 };
    const first = (await list(cheapestFirst)) as Page;
    const before = first.total;
    // Added where the next page reads (the dearest): counted from the cursor on, as by number.
    const added = (
      await call<CoursePackage>('POST', '/Lms/CoursePackage/Add', {
        name: 'Mới thêm',
        price: 9_999,
        idCourses: [],
      })
    ).body.data as CoursePackage;
    expect(((await list(cheapestFirst)) as Page).total).toBe(before + 1);
    const second = (await page({ ...cheapestFirst, page: 2, after: first.next })).body.data as Page;
    expect(second.total).toBe(before + 1);
    await call('DELETE', '/Lms/CoursePackage/Delete', { ids: [added.id] });
    expect(((await list(cheapestFirst)) as Page).total).toBe(before);
    expect(((await page({ ...cheapestFirst, page: 2, after: first.next })).body.data as Page).total).toBe(
      before,
    );
  });

  it('never shows or counts another school’s rows, even when handed a cursor made in this school', async () => {
    const theirOwner = await t.signIn('owner', { host: 'other.test' });
    const theirs = await walk({ take: 1 }, theirOwner, 'other.test');
    const mine = await walk({ take: 1 });
    expect(theirs.names).toEqual(['Của trường khác']);
    expect(theirs.totals).toEqual([1]);
    expect(mine.names).not.toContain('Của trường khác');
    expect(mine.totals.every((total) => total === mine.names.length)).toBe(true);
    const cursor = ((await list({ take: 1 })) as Page).next;
    const borrowed = (await page({ take: 200, page: 2, after: cursor }, theirOwner, 'other.test')).body
      .data as Page;
    expect(borrowed.data.map((p) => p.name)).not.toContain(mine.names[1]);
  });

  it('refuses a tampered cursor, or one made for another order, with a message in the caller’s language', async () => {
    const next = ((await list({ take: 1 })) as Page).next as string;
    const decoded = JSON.parse(Buffer.from(next, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...decoded, c: 'password_hash' })).toString('base64url');
    const messages: Record<string, string> = {
      'en-US': 'This page position is not valid. Open the first page of the list again.',
      'vi-VN': 'Vị trí trang không hợp lệ. Hãy mở lại trang đầu của danh sách.',
      'lo-LA': 'ຕຳແໜ່ງໜ້ານີ້ບໍ່ຖືກຕ້ອງ. ກະລຸນາເປີດໜ້າທຳອິດຂອງລາຍການຄືນໃໝ່.',
    };
    // A key the sort column cannot hold (the list sorts by a time here) is as tampered as a foreign column.
    const unreadable = Buffer.from(JSON.stringify({ ...decoded, k: 'not a time' })).toString('base64url');
    for (const after of [`${next.slice(0, -3)}%%%`, 'bm90IGpzb24', forged, unreadable]) {
      for (const [locale, message] of Object.entries(messages)) {
        const refused = await t.call({
          method: 'GET',
          url: '/Lms/CoursePackage/List',
          token: owner,
          payload: { take: 1, page: 2, after },
          locale: locale as 'en-US',
        });
        expect(refused.status, after).toBe(400);
        expect(refused.body.message).toBe(message);
      }
    }
    const otherOrder = await page({ take: 1, page: 2, after: next, sort: 'price', direction: 'asc' });
    expect(otherOrder.status).toBe(400);
  });

  it('counts a long list only so far past the page, saying there are more, and exactly near its end', async () => {
    const idSite = (
      await t.server.connection.db
        .selectFrom('coursePackages')
        .select('idSite')
        .where('name', '=', 'Gói B')
        .executeTakeFirstOrThrow()
    ).idSite;
    const existing = ((await list({})) as Page).total;
    await t.server.connection.db
      .insertInto('coursePackages')
      .values(Array.from({ length: COUNT_AHEAD + 5 - existing }, (_, i) => ({ idSite, name: `Gói số ${i}` })))
      .execute();
    const long = COUNT_AHEAD + 5;
    const first = (await list({ take: 20 })) as Page;
    expect(first).toMatchObject({ total: COUNT_AHEAD, more: true });
    // By its number, page 51 counts from the first row and tells the exact total.
    const numbered = (await list({ take: 20, page: 51 })) as Page;
    expect(numbered).toMatchObject({ total: long });
    expect(numbered.more).toBeUndefined();
    expect(numbered.data).toHaveLength(long - 1000);
    // From a cursor, the rows before are the pages the client passed; those after are counted again.
    const fiftieth = (await list({ take: 20, page: 50 })) as Page;
    const last = (await page({ take: 20, page: 51, after: fiftieth.next })).body.data as Page;
    expect(last.data.map((p) => p.name)).toEqual(numbered.data.map((p) => p.name));
    expect(last.total).toBe(long);
    expect(last.next).toBeUndefined();
  });
});
