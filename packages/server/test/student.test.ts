import type { Student } from '@saola/core/api';
import type { Paged } from '@saola/core/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OwnerCall, startWithOwner, type TestServer } from './harness';

let t: TestServer;
let owner: string;
let call: OwnerCall;
let teacher: string;

beforeAll(async () => {
  ({ t, owner, call } = await startWithOwner());
  teacher = await t.signIn('teacher');
});
afterAll(() => t.close());

const add = (payload: object, token = owner) => call<Student>('POST', '/Lms/Student/Add', payload, token);
const base = { kind: 'registered', password: 'Hocsinh@2026' };

describe('students', () => {
  it('adds a student who can then sign in, and lists them with search, filters and paging', async () => {
    const created = await add({
      ...base,
      fullName: 'Đỗ Minh Khoa',
      username: 'khoa.do',
      email: 'khoa@saola.edu.vn',
      phone: '0912 345 678',
      classLevel: '10',
      schoolLevel: 'THPT',
      schoolYear: '2026-2027',
      semester: 'HK1',
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      fullName: 'Đỗ Minh Khoa',
      kind: 'registered',
      status: 'active',
      courses: 0,
    });
    expect(await t.signIn('khoa.do', { password: 'Hocsinh@2026' })).toBeTruthy();

    await add({ ...base, kind: 'retail', fullName: 'ສົມພອນ ໄຊຍະວົງ', username: 'somphone' });
    const found = await call<Paged<Student>>('GET', '/Lms/Student/List', { keyword: '0912' });
    expect(found.body.data?.data.map((s) => s.username)).toEqual(['khoa.do']);
    // As Vietnamese users type a name: without its marks, in any case; Lao is matched as written.
    for (const keyword of ['do minh', 'ĐỖ MINH', 'Đỗ Minh Khoa', 'khoa do']) {
      const named = await call<Paged<Student>>('GET', '/Lms/Student/List', { keyword });
      expect(
        named.body.data?.data.map((s) => s.username),
        keyword,
      ).toEqual(keyword === 'khoa do' ? [] : ['khoa.do']);
    }
    const lao = await call<Paged<Student>>('GET', '/Lms/Student/List', { keyword: 'ໄຊຍະ' });
    expect(lao.body.data?.data.map((s) => s.username)).toEqual(['somphone']);
    const retail = await call<Paged<Student>>('GET', '/Lms/Student/List', { kind: 'retail' });
    expect(retail.body.data?.data.map((s) => s.username)).toEqual(['somphone']);
    const page = await call<Paged<Student>>('GET', '/Lms/Student/List', {
      sort: 'username',
      take: 2,
      page: 1,
    });
    expect(page.body.data?.data).toHaveLength(2);
    expect(page.body.data?.total).toBeGreaterThanOrEqual(6);
  });

  it('refuses a taken username (whatever its case), a weak password and a bad phone, field by field', async () => {
    const taken = await add({ ...base, fullName: 'X', username: 'STUDENT' });
    expect(taken.body.data).toEqual([{ field: 'username', message: 'This username is already taken.' }]);
    const weak = await add({ ...base, fullName: 'X', username: 'x1', password: 'short' });
    expect(weak.status).toBe(400);
    expect((weak.body.data as unknown as Array<{ field: string }>)[0]?.field).toBe('password');
    const phone = await add({ ...base, fullName: 'X', username: 'x2', phone: '12' });
    expect(phone.body.data).toEqual([{ field: 'phone', message: 'Phone number is invalid' }]);
  });

  it('edits details, resets the password and deactivating signs the student out everywhere', async () => {
    const khoa = (await call<Paged<Student>>('GET', '/Lms/Student/List', { keyword: 'khoa.do' })).body.data
      ?.data[0] as Student;
    const session = await t.signIn('khoa.do', { password: 'Hocsinh@2026', device: 'phone' });
    const edited = await call<Student>('PUT', '/Lms/Student/Edit', {
      id: khoa.id,
      fullName: 'Đỗ Minh Khoa',
      username: 'khoa.do',
      classLevel: '11',
      status: 'inactive',
      password: 'Moi@2026x',
    });
    expect(edited.body.data).toMatchObject({ classLevel: '11', status: 'inactive', email: null });
    expect((await t.call({ method: 'GET', url: '/Auth/User/Profile', token: session })).status).toBe(401);
  });

  it('is the owner’s (or a granted teacher’s) to change; another school’s students are not found', async () => {
    expect((await add({ ...base, fullName: 'Y', username: 'y1' }, teacher)).status).toBe(403);
    expect((await call('GET', '/Lms/Student/List', {}, teacher)).status).toBe(200);
    const other = await t.addOtherSite();
    const otherOwner = await t.signIn('owner', { host: other.host });
    const theirs = (
      await call<Paged<Student>>('GET', '/Lms/Student/List', {}, otherOwner, { host: other.host })
    ).body.data?.data[0] as Student;
    expect((await call('GET', '/Lms/Student/Get', { id: theirs.id })).status).toBe(404);
    expect((await call('DELETE', '/Lms/Student/Delete', { ids: [theirs.id] })).status).toBe(404);
    // A teacher is not a student: the student endpoints do not reach them.
    const staff = await t.server.connection.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'teacher')
      .executeTakeFirstOrThrow();
    expect((await call('DELETE', '/Lms/Student/Delete', { ids: [staff.id] })).status).toBe(404);
  });

  it('deletes several students at once', async () => {
    const list =
      (await call<Paged<Student>>('GET', '/Lms/Student/List', { keyword: 'somphone' })).body.data?.data ?? [];
    const gone = await call('DELETE', '/Lms/Student/Delete', { ids: list.map((s) => s.id) });
    expect(gone.body.data).toEqual({ deleted: 1 });
  });

  it('pages by cursor through a sort key most students lack (never signed in), in either direction', async () => {
    await t.signIn('student');
    for (const direction of ['asc', 'desc'] as const) {
      const query = { sort: 'lastSignInAt', direction };
      const all = (
        await call<Paged<Student>>('GET', '/Lms/Student/List', { ...query, take: 200 })
      ).body.data?.data.map((s) => s.username);
      const walked: string[] = [];
      let after: string | undefined;
      for (let page = 1; page <= 100; page++) {
        const reply = (
          await call<Paged<Student>>('GET', '/Lms/Student/List', {
            ...query,
            take: 2,
            page,
            ...(after ? { after } : {}),
          })
        ).body.data as Paged<Student>;
        walked.push(...reply.data.map((s) => s.username));
        if (!reply.next) break;
        after = reply.next;
      }
      expect(walked, direction).toEqual(all);
      expect(all?.length).toBeGreaterThan(3);
    }
  });
});
