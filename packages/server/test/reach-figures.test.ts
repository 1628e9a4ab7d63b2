import type { AdminDashboard, Student } from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import type { Paged } from '@saola/core/http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, userIdsOf } from './harness';

/**
 * A personal-scope teacher's student list and dashboard read her reach (issue 34): her students are counted
 * from her reach rows, and her learners active this week are asked of each of them. Both answer what the
 * union of her classes and courses answered, whoever else (staff, another teacher's learners) is around.
 */
let t: TestServer;
let teacher: string;
const ids: Record<string, number> = {};
const idSite = 1;
const DAY = 24 * 60 * 60 * 1000;
const db = () => t.server.connection.db;

const list = async (payload: Record<string, unknown> = {}) => {
  const reply = await t.call<Paged<Student>>({
    method: 'GET',
    url: '/Lms/Student/List',
    token: teacher,
    payload,
  });
  expect(reply.status).toBe(200);
  return reply.body.data as Paged<Student>;
};
const dashboard = async () => {
  const reply = await t.call<AdminDashboard>({ method: 'GET', url: '/Lms/Dashboard/Admin', token: teacher });
  expect(reply.status).toBe(200);
  return reply.body.data as AdminDashboard;
};

/** Her learners as the union of her classes' members and her courses' enrolments, evaluated afresh. */
const union = () => sql`(
  select m.id_user from user_group_members m join user_groups g on g.id = m.id_group
    where g.id_site = ${idSite} and g.id_homeroom_teacher = ${ids.teacher}
  union
  select e.id_user from course_enrolments e join courses c on c.id = e.id_course
    where c.id_site = ${idSite} and c.id_teacher = ${ids.teacher})`;

beforeAll(async () => {
  t = await startTestServer();
  Object.assign(ids, await userIdsOf(t, idSite));
  teacher = await t.signIn('teacher');
  const now = t.clock.now().getTime();
  const staff = await db()
    .insertInto('users')
    .values({
      idSite,
      username: 'giao.vien.hoc',
      fullName: 'Giáo viên học thử',
      idType: ID_TYPE.TEACHER,
      passwordHash: 'x',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.staff = staff.id;
  const [mine, theirs] = (
    await db()
      .insertInto('courses')
      .values([
        { idSite, name: 'Toán 11', idTeacher: ids.teacher ?? null, approval: 'approved' },
        { idSite, name: 'Văn 11', idTeacher: ids.owner ?? null, approval: 'approved' },
      ])
      .returning('id')
      .execute()
  ).map((c) => c.id) as [number, number];
  const klass = await db()
    .insertInto('userGroups')
    .values({ idSite, name: 'Lớp 11A', idHomeroomTeacher: ids.teacher ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
  // student: her course and her class, active today; student2: her class only, active in another's course
  // three days ago; student3: another's course only; the staff account tries her course out, active today.
  await db()
    .insertInto('userGroupMembers')
    .values([
      { idSite, idGroup: klass.id, idUser: ids.student as number },
      { idSite, idGroup: klass.id, idUser: ids.student2 as number },
    ])
    .execute();
  await db()
    .insertInto('courseEnrolments')
    .values([
      { idSite, idCourse: mine, idUser: ids.student as number, lastActivityAt: new Date(now - 60_000) },
      { idSite, idCourse: theirs, idUser: ids.student2 as number, lastActivityAt: new Date(now - 3 * DAY) },
      { idSite, idCourse: theirs, idUser: ids.student3 as number, lastActivityAt: new Date(now - 60_000) },
      { idSite, idCourse: mine, idUser: ids.staff, lastActivityAt: new Date(now - 60_000) },
    ])
    .execute();
});
afterAll(() => t.close());

describe('a personal-scope teacher’s students and figures (issue 34)', () => {
  it('lists and counts her students only, as the union did, with and without a filter', async () => {
    const expected = await sql<{ id: number }>`
      select u.id from users u where u.id_site = ${idSite} and u.id_type = ${ID_TYPE.STUDENT} and u.id in ${union()}
      order by u.id`.execute(db());
    const hers = expected.rows.map((r) => r.id);
    expect(hers).toEqual([ids.student as number, ids.student2 as number].sort((a, b) => a - b));
    const all = await list({ take: 1 });
    expect(all.total).toBe(2);
    expect(all.data).toHaveLength(1);
    const page = await list({ take: 20 });
    expect(page.data.map((s) => s.id).sort((a, b) => a - b)).toEqual(hers);
    await db()
      .updateTable('users')
      .set({ status: 'inactive' })
      .where('id', '=', ids.student2 as number)
      .execute();
    const active = await list({ status: 'active' });
    expect(active.total).toBe(1);
    expect(active.data.map((s) => s.id)).toEqual([ids.student]);
    await db()
      .updateTable('users')
      .set({ status: 'active' })
      .where('id', '=', ids.student2 as number)
      .execute();
  });

  it('counts her students and her learners active this week as the union did, and follows a change at once', async () => {
    const since = new Date(t.clock.now().getTime() - 6 * DAY);
    const fresh = async () =>
      (
        await sql<{ students: number; active: number }>`
          select
            (select count(*)::int from users u
              where u.id_site = ${idSite} and u.id_type = ${ID_TYPE.STUDENT} and u.id in ${union()}) as students,
            (select count(distinct e.id_user)::int from course_enrolments e
              where e.id_site = ${idSite} and e.last_activity_at >= ${since} and e.id_user in ${union()}) as active`.execute(
          db(),
        )
      ).rows[0];
    const before = await dashboard();
    const expected = await fresh();
    expect(before.students).toBe(expected?.students);
    expect(before.week.activeLearners).toBe(expected?.active);
    expect([before.students, before.week.activeLearners]).toEqual([2, 3]);
    // Leaving her class, student2 is no learner of hers any more.
    await db()
      .deleteFrom('userGroupMembers')
      .where('idUser', '=', ids.student2 as number)
      .execute();
    const after = await dashboard();
    expect(after.students).toBe(before.students - 1);
    expect(after.students).toBe((await fresh())?.students);
    expect(after.week.activeLearners).toBe((await fresh())?.active);
    expect((await list()).total).toBe(1);
  });

  it('counts a learner active this week as her enrolments say, as activity comes, goes back and goes', async () => {
    const now = t.clock.now().getTime();
    const activeNow = async () => (await dashboard()).week.activeLearners;
    const enrolmentOf = (idUser: number) =>
      db().updateTable('courseEnrolments').where('idUser', '=', idUser).where('idSite', '=', idSite);
    const hint = async () =>
      (
        await db()
          .selectFrom('learnerReach')
          .select('lastActiveAt')
          .where('idTeacher', '=', ids.teacher as number)
          .where('idUser', '=', ids.student2 as number)
          .executeTakeFirstOrThrow()
      ).lastActiveAt?.getTime();
    const before = await activeNow();
    // student2 rejoins her class, last active in another's course three days ago: counted at once.
    const klass = await db()
      .selectFrom('userGroups')
      .select('id')
      .where('name', '=', 'Lớp 11A')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('userGroupMembers')
      .values({ idSite, idGroup: klass.id, idUser: ids.student2 as number })
      .execute();
    expect(await activeNow()).toBe(before + 1);
    expect(await hint()).toBe(now - 3 * DAY);
    // Her activity taken back to ten days ago: her row follows exactly, and she is not counted.
    await enrolmentOf(ids.student2 as number)
      .set({ lastActivityAt: new Date(now - 10 * DAY) })
      .execute();
    expect(await hint()).toBe(now - 10 * DAY);
    expect(await activeNow()).toBe(before);
    // Active a minute ago, then again within the same hour (which writes no row): counted, the row behind by
    // less than the hour.
    await enrolmentOf(ids.student2 as number)
      .set({ lastActivityAt: new Date(now - 60_000) })
      .execute();
    await enrolmentOf(ids.student2 as number)
      .set({ lastActivityAt: new Date(now - 30_000) })
      .execute();
    expect(await activeNow()).toBe(before + 1);
    expect(now - 30_000 - ((await hint()) ?? 0)).toBeLessThan(60 * 60_000);
    // Her only enrolment deleted: nothing of hers is active any more.
    await db()
      .deleteFrom('courseEnrolments')
      .where('idUser', '=', ids.student2 as number)
      .execute();
    expect(await hint()).toBeUndefined();
    expect(await activeNow()).toBe(before);
  });
});
