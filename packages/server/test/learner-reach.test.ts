import { ID_TYPE } from '@saola/core/constants';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection, Db } from '../src/db/connect';
import { migrations } from '../src/db/migrations';
import { newAccount, newSite } from '../src/db/records';
import { freshDatabase } from './harness';
import { migratedBefore } from './migrated-before';

/**
 * A teacher's reach as data (issue 34, migration 0050): `learner_reach` holds, per teacher, the learners of the
 * classes she is homeroom teacher of and of the courses she teaches, with how many ways she reaches each. The
 * database keeps it, so whatever writes the classes, enrolments and teachers (forms, imports, orders, seeds,
 * cascades), it stays equal to that union computed afresh.
 */
let connection: Connection;
let drop: () => Promise<void>;
let db: Db;
let idSite: number;

type Reach = Record<string, number>;

/** `learner_reach` as "teacher→learner": paths. */
async function reach(): Promise<Reach> {
  const rows = await db
    .selectFrom('learnerReach')
    .innerJoin('users', 'users.id', 'learnerReach.idUser')
    .select([
      'learnerReach.idTeacher',
      'learnerReach.idUser',
      'learnerReach.paths',
      'learnerReach.idSite',
      'learnerReach.idType',
      'users.idType as accountType',
    ])
    .orderBy('learnerReach.idTeacher')
    .orderBy('learnerReach.idUser')
    .execute();
  for (const row of rows) {
    expect(row.idSite).toBe(idSite);
    expect(row.idType).toBe(row.accountType);
  }
  return Object.fromEntries(rows.map((r) => [`${r.idTeacher}→${r.idUser}`, r.paths]));
}

/** The union the scope was evaluated from on every request before, counted the same way. */
async function union(): Promise<Reach> {
  const { rows } = await sql<{ idTeacher: number; idUser: number; paths: number }>`
    select id_teacher as "idTeacher", id_user as "idUser", count(*)::int as paths from (
      select g.id_homeroom_teacher as id_teacher, m.id_user from user_group_members m
        join user_groups g on g.id = m.id_group where g.id_homeroom_teacher is not null
      union all
      select c.id_teacher, e.id_user from course_enrolments e
        join courses c on c.id = e.id_course where c.id_teacher is not null) p
    group by 1, 2 order by 1, 2`.execute(db);
  return Object.fromEntries(rows.map((r) => [`${r.idTeacher}→${r.idUser}`, r.paths]));
}

/** The relation equals the union, and is what the test expects. */
async function expectReach(expected: Reach) {
  const kept = await reach();
  expect(kept).toEqual(await union());
  expect(kept).toEqual(expected);
}

async function account(username: string, idType: number) {
  const row = await db
    .insertInto('users')
    .values(newAccount({ idSite, username, fullName: username, idType, passwordHash: 'x' }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const klass = async (name: string, idHomeroomTeacher: number | null) =>
  (
    await db
      .insertInto('userGroups')
      .values({ idSite, name, idHomeroomTeacher })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

const course = async (name: string, idTeacher: number | null) =>
  (
    await db
      .insertInto('courses')
      .values({ idSite, name, idTeacher })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

const join = (idGroup: number, idUser: number) =>
  db.insertInto('userGroupMembers').values({ idSite, idGroup, idUser }).execute();
const leave = (idGroup: number, idUser: number) =>
  db.deleteFrom('userGroupMembers').where('idGroup', '=', idGroup).where('idUser', '=', idUser).execute();
const enrol = (idCourse: number, idUser: number) =>
  db.insertInto('courseEnrolments').values({ idSite, idCourse, idUser }).execute();
const unenrol = (idCourse: number, idUser: number) =>
  db.deleteFrom('courseEnrolments').where('idCourse', '=', idCourse).where('idUser', '=', idUser).execute();

beforeAll(async () => {
  ({ connection, drop } = await freshDatabase());
  db = connection.db;
  idSite = (
    await db
      .insertInto('sites')
      .values(newSite({ name: 'Reach' }))
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});

afterAll(async () => {
  await connection.close();
  await drop();
});

describe('learner_reach follows every change that moves it', () => {
  let lan: number;
  let minh: number;
  let an: number;
  let binh: number;
  beforeAll(async () => {
    lan = await account('lan', ID_TYPE.TEACHER);
    minh = await account('minh', ID_TYPE.TEACHER);
    an = await account('an', ID_TYPE.STUDENT);
    binh = await account('binh', ID_TYPE.STUDENT);
  });

  it('a member added to or removed from a homeroom class', async () => {
    const g = await klass('10A1', lan);
    await join(g, an);
    await expectReach({ [`${lan}→${an}`]: 1 });
    await leave(g, an);
    await expectReach({});
    await db.deleteFrom('userGroups').where('id', '=', g).execute();
  });

  it('an enrolment added or removed in a course she teaches', async () => {
    const c = await course('Toán', lan);
    await enrol(c, an);
    await expectReach({ [`${lan}→${an}`]: 1 });
    await unenrol(c, an);
    await expectReach({});
    await db.deleteFrom('courses').where('id', '=', c).execute();
  });

  it('a learner reached two ways who loses one stays, and goes with the second', async () => {
    const g = await klass('10A2', lan);
    const c = await course('Văn', lan);
    await join(g, an);
    await enrol(c, an);
    await expectReach({ [`${lan}→${an}`]: 2 });
    await leave(g, an);
    await expectReach({ [`${lan}→${an}`]: 1 });
    await join(g, an);
    await unenrol(c, an);
    await expectReach({ [`${lan}→${an}`]: 1 });
    await leave(g, an);
    await expectReach({});
    await db.deleteFrom('userGroups').where('id', '=', g).execute();
    await db.deleteFrom('courses').where('id', '=', c).execute();
  });

  it("a class's homeroom teacher set, changed and cleared", async () => {
    const g = await klass('10A3', null);
    await join(g, an);
    await join(g, binh);
    await expectReach({});
    await db.updateTable('userGroups').set({ idHomeroomTeacher: lan }).where('id', '=', g).execute();
    await expectReach({ [`${lan}→${an}`]: 1, [`${lan}→${binh}`]: 1 });
    await db.updateTable('userGroups').set({ idHomeroomTeacher: minh }).where('id', '=', g).execute();
    await expectReach({ [`${minh}→${an}`]: 1, [`${minh}→${binh}`]: 1 });
    // Renaming the class moves nothing.
    await db.updateTable('userGroups').set({ name: '10A3 mới' }).where('id', '=', g).execute();
    await expectReach({ [`${minh}→${an}`]: 1, [`${minh}→${binh}`]: 1 });
    await db.updateTable('userGroups').set({ idHomeroomTeacher: null }).where('id', '=', g).execute();
    await expectReach({});
    await db.deleteFrom('userGroups').where('id', '=', g).execute();
  });

  it("a course's teacher changed, while her other path to the learner stays", async () => {
    const g = await klass('10A4', lan);
    const c = await course('Lý', lan);
    await join(g, an);
    await enrol(c, an);
    await enrol(c, binh);
    await expectReach({ [`${lan}→${an}`]: 2, [`${lan}→${binh}`]: 1 });
    await db.updateTable('courses').set({ idTeacher: minh }).where('id', '=', c).execute();
    await expectReach({ [`${lan}→${an}`]: 1, [`${minh}→${an}`]: 1, [`${minh}→${binh}`]: 1 });
    // A progress save leaves the reach alone.
    await db.updateTable('courseEnrolments').set({ progress: 50 }).where('idCourse', '=', c).execute();
    await expectReach({ [`${lan}→${an}`]: 1, [`${minh}→${an}`]: 1, [`${minh}→${binh}`]: 1 });
    await db.deleteFrom('userGroups').where('id', '=', g).execute();
    await db.deleteFrom('courses').where('id', '=', c).execute();
    await expectReach({});
  });

  it('a class or a course deleted takes its members and enrolments off (by cascade)', async () => {
    const g = await klass('10A5', lan);
    const c = await course('Hóa', lan);
    await join(g, an);
    await join(g, binh);
    await enrol(c, an);
    await expectReach({ [`${lan}→${an}`]: 2, [`${lan}→${binh}`]: 1 });
    await db.deleteFrom('userGroups').where('id', '=', g).execute();
    await expectReach({ [`${lan}→${an}`]: 1 });
    await db.deleteFrom('courses').where('id', '=', c).execute();
    await expectReach({});
  });

  it('a membership or an enrolment moved to another class or course', async () => {
    const mine = await klass('10A6', lan);
    const theirs = await klass('10A7', minh);
    const c = await course('Sinh', lan);
    const d = await course('Sử', minh);
    await join(mine, an);
    await enrol(c, binh);
    await db.updateTable('userGroupMembers').set({ idGroup: theirs }).where('idGroup', '=', mine).execute();
    await db.updateTable('courseEnrolments').set({ idCourse: d }).where('idCourse', '=', c).execute();
    await expectReach({ [`${minh}→${an}`]: 1, [`${minh}→${binh}`]: 1 });
    await db.updateTable('courseEnrolments').set({ idUser: an }).where('idCourse', '=', d).execute();
    await expectReach({ [`${minh}→${an}`]: 2 });
    await db.deleteFrom('userGroups').where('id', 'in', [mine, theirs]).execute();
    await db.deleteFrom('courses').where('id', 'in', [c, d]).execute();
    await expectReach({});
  });

  it('a learner deleted leaves no reach; a teacher deleted loses hers and her classes and courses stay', async () => {
    const chi = await account('chi', ID_TYPE.STUDENT);
    const thu = await account('thu', ID_TYPE.TEACHER);
    const g = await klass('10A8', thu);
    const c = await course('Địa', thu);
    await join(g, chi);
    await enrol(c, chi);
    await join(g, an);
    await expectReach({ [`${thu}→${chi}`]: 2, [`${thu}→${an}`]: 1 });
    await db.deleteFrom('users').where('id', '=', chi).execute();
    await expectReach({ [`${thu}→${an}`]: 1 });
    await db.deleteFrom('users').where('id', '=', thu).execute();
    await expectReach({});
    // The class keeps its member, without a homeroom teacher; giving it one reaches the member again.
    await db.updateTable('userGroups').set({ idHomeroomTeacher: lan }).where('id', '=', g).execute();
    await expectReach({ [`${lan}→${an}`]: 1 });
    await db.deleteFrom('userGroups').where('id', '=', g).execute();
    await db.deleteFrom('courses').where('id', '=', c).execute();
  });

  it("keeps the learner's kind of account, should it change", async () => {
    const g = await klass('10B1', lan);
    await join(g, binh);
    await db.updateTable('users').set({ idType: ID_TYPE.OBSERVER }).where('id', '=', binh).execute();
    await expectReach({ [`${lan}→${binh}`]: 1 });
    await db.updateTable('users').set({ idType: ID_TYPE.STUDENT }).where('id', '=', binh).execute();
    await expectReach({ [`${lan}→${binh}`]: 1 });
    await db.deleteFrom('userGroups').where('id', '=', g).execute();
  });

  it('bulk writes of many rows at once (an import, a seed, a bulk delete)', async () => {
    const learners = await db
      .insertInto('users')
      .values(
        Array.from({ length: 300 }, (_, i) =>
          newAccount({
            idSite,
            username: `bulk${i}`,
            fullName: `Bulk ${i}`,
            idType: ID_TYPE.STUDENT,
            passwordHash: 'x',
          }),
        ),
      )
      .returning('id')
      .execute();
    const g = await klass('Khối 10', lan);
    const c = await course('Tin', lan);
    await db
      .insertInto('userGroupMembers')
      .values(learners.map((l) => ({ idSite, idGroup: g, idUser: l.id })))
      .execute();
    await db
      .insertInto('courseEnrolments')
      .values(learners.slice(0, 100).map((l) => ({ idSite, idCourse: c, idUser: l.id })))
      .execute();
    const kept = await reach();
    expect(kept).toEqual(await union());
    expect(Object.keys(kept)).toHaveLength(300);
    expect(kept[`${lan}→${learners[0]?.id}`]).toBe(2);
    expect(kept[`${lan}→${learners[299]?.id}`]).toBe(1);
    await db.deleteFrom('userGroupMembers').where('idGroup', '=', g).execute();
    expect(Object.keys(await reach())).toHaveLength(100);
    await db.deleteFrom('users').where('username', 'like', 'bulk%').execute();
    await db.deleteFrom('userGroups').where('id', '=', g).execute();
    await db.deleteFrom('courses').where('id', '=', c).execute();
    await expectReach({});
  });

  it('two transactions each taking one of two paths away leave none (PostgreSQL runs them at once)', async () => {
    const g = await klass('10A9', lan);
    const c = await course('Nhạc', lan);
    for (let round = 0; round < 5; round++) {
      await join(g, an);
      await enrol(c, an);
      await Promise.all([
        db
          .transaction()
          .execute((tx) =>
            tx.deleteFrom('userGroupMembers').where('idGroup', '=', g).where('idUser', '=', an).execute(),
          ),
        db
          .transaction()
          .execute((tx) =>
            tx.deleteFrom('courseEnrolments').where('idCourse', '=', c).where('idUser', '=', an).execute(),
          ),
      ]);
      await expectReach({});
      await Promise.all([join(g, an), enrol(c, an)]);
      await expectReach({ [`${lan}→${an}`]: 2 });
      await Promise.all([leave(g, an), unenrol(c, an)]);
      await expectReach({});
    }
    await db.deleteFrom('userGroups').where('id', '=', g).execute();
    await db.deleteFrom('courses').where('id', '=', c).execute();
  });
});

/** Reach rows whose time of last activity is after the learner's, or an hour or more before it (0052). */
const lateHints = async () =>
  (
    await sql<{ idTeacher: number; idUser: number; hint: Date | null; truth: Date | null }>`
      select r.id_teacher as "idTeacher", r.id_user as "idUser", r.last_active_at as hint, t.truth
      from learner_reach r
      cross join lateral (select max(e.last_activity_at) as truth from course_enrolments e
        where e.id_user = r.id_user) t
      where r.id_site = ${idSite} and ((r.last_active_at is null) <> (t.truth is null)
        or r.last_active_at > t.truth or r.last_active_at <= t.truth - interval '1 hour')`.execute(db)
  ).rows;

describe('learner_reach equals the union after any sequence of changes', () => {
  it('random writes over a few teachers, classes, courses and learners', async () => {
    const now = Date.now();
    const teachers = [
      await account('p.t1', ID_TYPE.TEACHER),
      await account('p.t2', ID_TYPE.TEACHER),
      await account('p.t3', ID_TYPE.TEACHER),
    ];
    const learners = [
      await account('p.l1', ID_TYPE.STUDENT),
      await account('p.l2', ID_TYPE.STUDENT),
      await account('p.l3', ID_TYPE.STUDENT),
    ];
    const teacher = fc.option(fc.constantFrom(...teachers), { nil: null });
    const learner = fc.constantFrom(...learners);
    const slot = fc.nat({ max: 2 });
    const op = fc.oneof(
      fc.record({ kind: fc.constant('join' as const), slot, learner }),
      fc.record({ kind: fc.constant('leave' as const), slot, learner }),
      { arbitrary: fc.record({ kind: fc.constant('enrol' as const), slot, learner }), weight: 2 },
      fc.record({ kind: fc.constant('unenrol' as const), slot, learner }),
      fc.record({ kind: fc.constant('homeroom' as const), slot, teacher }),
      fc.record({ kind: fc.constant('teaches' as const), slot, teacher }),
      fc.record({ kind: fc.constant('dropClass' as const), slot }),
      fc.record({ kind: fc.constant('dropCourse' as const), slot }),
      // Activity coming and going back, in the same hour or days apart, on all of a learner's enrolments (0052).
      {
        arbitrary: fc.record({
          kind: fc.constant('active' as const),
          slot,
          learner,
          minutesAgo: fc.integer({ min: 0, max: 20 * 24 * 60 }),
        }),
        weight: 3,
      },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const classes: (number | null)[] = [
          await klass('p.g1', teachers[0] ?? null),
          await klass('p.g2', null),
          await klass('p.g3', teachers[1] ?? null),
        ];
        const courses: (number | null)[] = [
          await course('p.c1', teachers[0] ?? null),
          await course('p.c2', teachers[2] ?? null),
          await course('p.c3', null),
        ];
        // Every learner starts in the first teacher's course, so activity has enrolments and a reach to move.
        await db
          .insertInto('courseEnrolments')
          .values(learners.map((idUser) => ({ idSite, idCourse: courses[0] as number, idUser })))
          .execute();
        for (const o of ops) {
          const g = classes[o.slot] ?? null;
          const c = courses[o.slot] ?? null;
          if (o.kind === 'join' && g)
            await db
              .insertInto('userGroupMembers')
              .values({ idSite, idGroup: g, idUser: o.learner })
              .onConflict((x) => x.doNothing())
              .execute();
          if (o.kind === 'leave' && g) await leave(g, o.learner);
          if (o.kind === 'enrol' && c)
            await db
              .insertInto('courseEnrolments')
              .values({ idSite, idCourse: c, idUser: o.learner })
              .onConflict((x) => x.doNothing())
              .execute();
          if (o.kind === 'unenrol' && c) await unenrol(c, o.learner);
          if (o.kind === 'homeroom' && g)
            await db
              .updateTable('userGroups')
              .set({ idHomeroomTeacher: o.teacher })
              .where('id', '=', g)
              .execute();
          if (o.kind === 'teaches' && c)
            await db.updateTable('courses').set({ idTeacher: o.teacher }).where('id', '=', c).execute();
          if (o.kind === 'dropClass' && g) {
            await db.deleteFrom('userGroups').where('id', '=', g).execute();
            classes[o.slot] = null;
          }
          if (o.kind === 'dropCourse' && c) {
            await db.deleteFrom('courses').where('id', '=', c).execute();
            courses[o.slot] = null;
          }
          if (o.kind === 'active')
            await db
              .updateTable('courseEnrolments')
              .set({ lastActivityAt: new Date(now - o.minutesAgo * 60_000) })
              .where('idUser', '=', o.learner)
              .execute();
          expect(await reach()).toEqual(await union());
          expect(await lateHints()).toEqual([]);
        }
        await db.deleteFrom('userGroups').where('name', 'like', 'p.g%').execute();
        await db.deleteFrom('courses').where('name', 'like', 'p.c%').execute();
        expect(await reach()).toEqual({});
      }),
      { numRuns: 25 },
    );
  });
});

describe('migration 0050', () => {
  it('fills the reach from the classes and enrolments a school already holds', async () => {
    const old = await migratedBefore('0050_learner_reach');
    try {
      const odb = old.db;
      const site = (
        await odb
          .insertInto('sites')
          .values(newSite({ name: 'Old' }))
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      const user = async (username: string, idType: number) =>
        (
          await odb
            .insertInto('users')
            .values(newAccount({ idSite: site, username, fullName: username, idType, passwordHash: 'x' }))
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const t = await user('t', ID_TYPE.TEACHER);
      const [a, b, c] = [
        await user('a', ID_TYPE.STUDENT),
        await user('b', ID_TYPE.STUDENT),
        await user('c', ID_TYPE.STUDENT),
      ];
      const g = (
        await odb
          .insertInto('userGroups')
          .values({ idSite: site, name: '12A', idHomeroomTeacher: t })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      const k = (
        await odb
          .insertInto('courses')
          .values({ idSite: site, name: 'Toán', idTeacher: t })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      const untaught = (
        await odb
          .insertInto('courses')
          .values({ idSite: site, name: 'Văn', idTeacher: null })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      await odb
        .insertInto('userGroupMembers')
        .values([
          { idSite: site, idGroup: g, idUser: a },
          { idSite: site, idGroup: g, idUser: b },
        ])
        .execute();
      await odb
        .insertInto('courseEnrolments')
        .values([
          { idSite: site, idCourse: k, idUser: a },
          { idSite: site, idCourse: untaught, idUser: c },
        ])
        .execute();
      await migrations['0050_learner_reach']?.up(odb as never);
      const rows = await odb.selectFrom('learnerReach').selectAll().orderBy('idUser').execute();
      expect(rows).toEqual([
        { idSite: site, idTeacher: t, idUser: a, idType: ID_TYPE.STUDENT, paths: 2 },
        { idSite: site, idTeacher: t, idUser: b, idType: ID_TYPE.STUDENT, paths: 1 },
      ]);
      // And keeps it from then on.
      await odb.updateTable('courses').set({ idTeacher: t }).where('id', '=', untaught).execute();
      expect(
        await odb.selectFrom('learnerReach').select('idUser').where('idUser', '=', c).execute(),
      ).toHaveLength(1);
    } finally {
      await old.close();
    }
  });
});
