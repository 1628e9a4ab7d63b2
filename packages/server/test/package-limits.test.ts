import type { ServicePackage } from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithOwner, type TestServer } from './harness';

let t: TestServer;
let owner: string;
let idSite: number;

beforeAll(async () => {
  ({ t, owner } = await startWithOwner());
  idSite = (
    await t.server.connection.db.selectFrom('sites').select('id').orderBy('id').executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t.close();
});

const db = () => t.server.connection.db;
const learners = async () =>
  Number(
    (
      await db()
        .selectFrom('users')
        .where('idSite', '=', idSite)
        .where('idType', '=', ID_TYPE.STUDENT)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const courses = async () =>
  Number(
    (
      await db()
        .selectFrom('courses')
        .where('idSite', '=', idSite)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
// The platform sets the limits in the database; the server's cached site row is told to forget.
const limit = async (set: { learnerLimit?: number | null; courseLimit?: number | null }) => {
  await db().updateTable('sites').set(set).where('id', '=', idSite).execute();
  t.server.services.sites.forget();
};
const addStudent = (username: string, locale: 'en-US' | 'vi-VN' | 'lo-LA' = 'en-US') =>
  t.call({
    method: 'POST',
    url: '/Lms/Student/Add',
    token: owner,
    locale,
    payload: { kind: 'registered', password: 'Hocsinh@2026', fullName: `Học viên ${username}`, username },
  });

describe('service package limits', () => {
  it('parallel student adds at one below the learner limit: exactly one passes, the others are told why', async () => {
    await limit({ learnerLimit: (await learners()) + 1 });
    const replies = await Promise.all(['hv.a', 'hv.b', 'hv.c', 'hv.d'].map((u) => addStudent(u)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = replies.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.status)).toEqual([400, 400, 400]);
    expect(refused[0]?.body.message).toMatch(
      /^Learner limit reached: the school’s service package allows \d+ learners/,
    );
    const pkg = await t.call<ServicePackage>({ method: 'GET', url: '/Lms/Setting/GetPackage', token: owner });
    expect(pkg.body.data?.learners.used).toBe(pkg.body.data?.learners.limit);
    // In the learner's language, too.
    const lao = await addStudent('hv.e', 'lo-LA');
    expect(lao.status).toBe(400);
    expect(lao.body.message).toContain('ຮອດຂີດຈຳກັດນັກຮຽນແລ້ວ');
  });

  it('refuses a sign-up and a member at the limit, and lets them in once the limit is raised', async () => {
    const signUp = (username: string) =>
      t.call({
        method: 'POST',
        url: '/Auth/User/SignUp',
        locale: 'vi-VN',
        payload: {
          fullName: 'Phạm Thu Trang',
          username,
          password: 'Trang@2026',
          confirmPassword: 'Trang@2026',
        },
      });
    const before = await learners();
    const refused = await signUp('trang.pham');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('Đã đạt giới hạn học viên');
    const member = await t.call({
      method: 'POST',
      url: '/Lms/Member/Add',
      token: owner,
      payload: { fullName: 'Lê Văn Nam', username: 'nam.le', password: 'Thanhvien@2026' },
    });
    expect(member.status).toBe(400);
    expect(await learners()).toBe(before);
    await limit({ learnerLimit: null });
    expect((await signUp('trang.pham')).status).toBe(200);
  });

  it('parallel course adds at one below the course limit: exactly one passes', async () => {
    await limit({ courseLimit: (await courses()) + 1 });
    const replies = await Promise.all(
      ['Toán 10', 'Vật lý 10', 'Hóa học 10'].map((name) =>
        t.call({ method: 'POST', url: '/Lms/Course/Add', token: owner, payload: { name } }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 400)).toHaveLength(2);
    expect(replies.find((r) => r.status === 400)?.body.message).toMatch(/^Course limit reached/);
    const pkg = await t.call<ServicePackage>({ method: 'GET', url: '/Lms/Setting/GetPackage', token: owner });
    expect(pkg.body.data?.courses.used).toBe(pkg.body.data?.courses.limit);
  });
});
