import type { GeneralReport } from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import { translator } from '@saola/core/i18n';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GeneralQuery, generalReport } from '../src/modules/reports/general';
import type { ReportViewer } from '../src/modules/reports/viewer';
import { type OwnerCall, startWithOwner, type TestServer, userIdOf } from './harness';

/**
 * The general report's rollups (migration 0051) against the live statements they replace: on a seeded school,
 * for every kind of question (periods by day and month, reaching today or ending in the past, a unit subtree,
 * a unit manager's reach), and again after each kind of write that changes a figure.
 */
let t: TestServer;
let call: OwnerCall;
const db = () => t.server.connection.db;
const tr = translator('en');

let idOwner: number;
let idStudent: number;
let units: { a: number; a1: number; b: number };
let courses: number[];
let lessons: Map<number, number[]>;
let learners: number[];

const day = (iso: string, hour = 9) => new Date(`${iso}T${String(hour).padStart(2, '0')}:00:00+07:00`);

function viewer(zone: string, over: Partial<ReportViewer> = {}): ReportViewer {
  return {
    idSite: 1,
    timeZone: zone,
    idUser: idOwner,
    personal: false,
    units: null,
    revenue: false,
    ...over,
  };
}

const QUERIES: GeneralQuery[] = [
  { from: '2026-10-01', to: '2026-11-30', groupBy: 'day' },
  { from: '2026-10-01', to: '2026-11-30', groupBy: 'month' },
  { from: '2026-11-22', to: '2026-11-28', groupBy: 'day' },
  // Ends before some enrolments were made: their progress and bands must not count.
  { from: '2026-10-10', to: '2026-10-31', groupBy: 'day' },
  { from: '2026-09-01', to: '2026-10-15', groupBy: 'month' },
];

async function zoneOfSite(): Promise<string> {
  const site = await db()
    .selectFrom('sites')
    .select('timeZone')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return site.timeZone;
}

/** Every question asked both ways answers the same; answers the owner's first for a closer look. */
async function expectRollupsMatch(): Promise<GeneralReport> {
  const zone = await zoneOfSite();
  const viewers = [
    viewer(zone, { revenue: true }),
    viewer(zone, { units: [units.a, units.a1] }),
    viewer(zone, { units: [units.b] }),
  ];
  let first: GeneralReport | undefined;
  for (const v of viewers)
    for (const q of QUERIES)
      for (const idUnit of [undefined, units.a, units.a1]) {
        if (idUnit && v.units && !v.units.includes(idUnit)) continue;
        const ask = idUnit ? { ...q, idUnit } : q;
        const [rolled, live] = await Promise.all([
          generalReport(db(), tr, v, ask, 'rollup'),
          generalReport(db(), tr, v, ask, 'live'),
        ]);
        expect(rolled, JSON.stringify({ units: v.units, ask })).toEqual(live);
        first ??= rolled;
      }
  return first as GeneralReport;
}

/** The dashboard's enrolments per course and school day (migration 0053), as the enrolments give them. */
async function expectEnrolmentDaysMatch(): Promise<void> {
  const kept = await sql`
    select id_course, to_char(day, 'YYYY-MM-DD') as day, enrolments as n from course_enrolment_days
    where id_site = 1 and enrolments <> 0 order by 1, 2`.execute(db());
  const live = await sql`
    select e.id_course, to_char((e.enrolled_at at time zone s.time_zone)::date, 'YYYY-MM-DD') as day,
      count(*)::int as n
    from course_enrolments e join sites s on s.id = e.id_site
    where e.id_site = 1 group by 1, 2 order by 1, 2`.execute(db());
  expect(kept.rows.length).toBeGreaterThan(0);
  expect(kept.rows).toEqual(live.rows);
}

async function ownerReport(q: GeneralQuery): Promise<GeneralReport> {
  return generalReport(db(), tr, viewer(await zoneOfSite()), q);
}

beforeAll(async () => {
  ({ t, call } = await startWithOwner());
  idOwner = await userIdOf(t, 'owner');
  idStudent = await userIdOf(t, 'student');
  const d = db();
  const unit = async (name: string, idParent: number | null = null) =>
    (
      await d
        .insertInto('units')
        .values({ idSite: 1, name, idParent })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const a = await unit('Khoa Kinh tế');
  units = { a, a1: await unit('Bộ môn Kế toán', a), b: await unit('ພະແນກວິຊາການ') };
  courses = [];
  lessons = new Map();
  for (const name of ['Kế toán 1', 'Marketing', 'ພາສາອັງກິດ']) {
    const course = await d
      .insertInto('courses')
      .values({
        idSite: 1,
        name,
        idTeacher: null,
        benefits: '[]',
        approval: 'approved',
        visibility: 'public',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const chapter = await d
      .insertInto('courseChapters')
      .values({ idSite: 1, idCourse: course.id, title: 'Chương 1', position: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = await d
      .insertInto('courseLessons')
      .values(
        [1, 2, 3].map((position) => ({
          idSite: 1,
          idCourse: course.id,
          idChapter: chapter.id,
          title: `Bài ${position}`,
          kind: position === 3 ? ('quiz' as const) : ('text' as const),
          position,
          content: '<p>Nội dung</p>',
        })),
      )
      .returning('id')
      .execute();
    courses.push(course.id);
    lessons.set(
      course.id,
      rows.map((r) => r.id),
    );
  }
  // Twenty-four learners in A, A1, B and no unit, made on different days of October and November, each
  // enrolled after she was made, active after she enrolled, some done, some with lessons and quiz attempts.
  learners = [];
  const unitOf = [units.a, units.a1, units.b, null];
  for (let i = 0; i < 24; i++) {
    const created = day(`2026-10-${String(1 + i).padStart(2, '0')}`, 8);
    const learner = await d
      .insertInto('users')
      .values({
        idSite: 1,
        username: `rollup${i}`,
        passwordHash: 'x',
        fullName: `Học viên ${i}`,
        idType: ID_TYPE.STUDENT,
        idUnit: unitOf[i % 4] ?? null,
        createdAt: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    learners.push(learner.id);
    for (const [k, idCourse] of courses.entries()) {
      if ((i + k) % 3 === 0) continue;
      const enrolled = new Date(created.getTime() + (k + 1) * 3 * 86_400_000 + i * 3_600_000);
      const progress = [0, 20, 50, 80, 100][(i + k) % 5] as number;
      const active = progress > 0 ? new Date(enrolled.getTime() + (i % 7) * 86_400_000) : null;
      await d
        .insertInto('courseEnrolments')
        .values({
          idSite: 1,
          idCourse,
          idUser: learner.id,
          enrolledAt: enrolled,
          progress,
          lastActivityAt: active,
          completedAt: progress === 100 ? active : null,
        })
        .execute();
      const [first, , quiz] = lessons.get(idCourse) as number[];
      if (active && first && quiz) {
        await d
          .insertInto('lessonProgress')
          .values({
            idSite: 1,
            idLesson: first,
            idUser: learner.id,
            idCourse,
            watchedSeconds: 60 * (i + 1) + 0.5,
            updatedAt: new Date(active.getTime() - 86_400_000),
            completedAt: active,
          })
          .execute();
        await d
          .insertInto('quizAttempts')
          .values({
            idSite: 1,
            idLesson: quiz,
            idUser: learner.id,
            startedAt: active,
            submittedAt: i % 2 ? new Date(active.getTime() + 600_000) : null,
            questions: '[]',
            score: i % 2 ? i % 4 : null,
            maxScore: i % 2 ? 3 : null,
            passed: i % 2 ? i % 4 === 3 : null,
          })
          .execute();
      }
    }
  }
  // The demo student learns through the API below: made before the periods, like the learners above.
  await sql`update users set created_at = ${day('2026-09-20')} where id = ${idStudent}`.execute(d);
});
afterAll(() => t.close());

describe('general report rollups', () => {
  it('are filled by the migration and answer as the live statements do on a seeded school', async () => {
    const report = await expectRollupsMatch();
    expect(report.totals.enrolments).toBeGreaterThan(0);
    expect(report.totals.activeLearners).toBeGreaterThan(0);
    expect(report.totals.quizAttempts).toBeGreaterThan(0);
    expect(report.units.map((u) => u.id)).toEqual(expect.arrayContaining([units.a, units.a1, units.b, null]));
    // Rebuilt from the rows (the migration's backfill), the facts are those the triggers kept.
    const kept = await sql`select * from report_days order by 1, 2, 3, 4`.execute(db());
    await sql`select report_rebuild(1)`.execute(db());
    const rebuilt = await sql`select * from report_days order by 1, 2, 3, 4`.execute(db());
    expect(
      rebuilt.rows.filter((r) => Object.values(r as object).some((v, i) => i > 3 && Number(v) !== 0)),
    ).toEqual(kept.rows.filter((r) => Object.values(r as object).some((v, i) => i > 3 && Number(v) !== 0)));
    await expectRollupsMatch();
  });

  it('follow a lesson opened and completed through the API, and a lesson row whose last activity moves day', async () => {
    const idCourse = courses[0] as number;
    const [first] = lessons.get(idCourse) as number[];
    expect((await call('POST', '/Lms/Enrolment/Add', { idCourse, idUsers: [idStudent] })).status).toBe(200);
    const student = await t.signIn('student');
    const q = { from: '2026-11-01', to: '2026-11-30', groupBy: 'day' } as const;
    const before = await ownerReport(q);
    const opened = await call('GET', '/Lms/Learning/Lesson', { idCourse, idLesson: first }, student);
    expect(opened.status).toBe(200);
    await expectRollupsMatch();
    const completed = await call('POST', '/Lms/Learning/Complete', { idLesson: first }, student);
    expect(completed.status).toBe(200);
    const after = await expectRollupsMatch();
    const band = (r: GeneralReport, name: string) => r.progress.find((b) => b.band === name)?.enrolments;
    expect(band(after, 'started')).toBe((band(before, 'started') ?? 0) + 1);
    const moved = learners[5] as number;
    await db()
      .updateTable('lessonProgress')
      .set({ updatedAt: day('2026-11-25'), watchedSeconds: 36_000 })
      .where('idUser', '=', moved)
      .execute();
    await expectRollupsMatch();
    expect((await ownerReport(q)).totals.watchedHours).toBeGreaterThan(before.totals.watchedHours + 9);
  });

  it('follow a completion and a quiz attempt started, then submitted and passed', async () => {
    const idCourse = courses[1] as number;
    const learner = learners[7] as number;
    const q = { from: '2026-11-01', to: '2026-11-30', groupBy: 'day' } as const;
    const before = await ownerReport(q);
    await db()
      .updateTable('courseEnrolments')
      .set({ progress: 100, completedAt: day('2026-11-26'), lastActivityAt: day('2026-11-26') })
      .where('idCourse', '=', idCourse)
      .where('idUser', '=', learner)
      .execute();
    const completed = await expectRollupsMatch();
    const done = await ownerReport(q);
    expect(done.totals.completions).toBe(before.totals.completions + 1);
    expect(completed.progress.find((b) => b.band === 'done')?.enrolments).toBeGreaterThan(0);
    const quiz = (lessons.get(idCourse) as number[])[2] as number;
    await db()
      .deleteFrom('quizAttempts')
      .where('idUser', '=', learner)
      .where('idLesson', '=', quiz)
      .execute();
    const attempt = await db()
      .insertInto('quizAttempts')
      .values({ idSite: 1, idLesson: quiz, idUser: learner, startedAt: day('2026-11-27'), questions: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expectRollupsMatch();
    const started = await ownerReport(q);
    // Handed in, the attempt keeps its start: the learner's active days are left as they were.
    const activeDays = () =>
      sql`select day, xmin::text from report_learner_days where id_user = ${learner} order by day`.execute(
        db(),
      );
    const active = (await activeDays()).rows;
    await db()
      .updateTable('quizAttempts')
      .set({ submittedAt: day('2026-11-27', 10), score: 3, maxScore: 3, passed: true })
      .where('id', '=', attempt.id)
      .execute();
    expect((await activeDays()).rows).toEqual(active);
    await expectRollupsMatch();
    const passed = await ownerReport(q);
    expect(passed.totals.quizAttempts).toBe(started.totals.quizAttempts + 1);
    expect(passed.totals.quizPassed).toBe(started.totals.quizPassed + 1);
  });

  it('follow an enrolment removed through the API, with its lesson rows', async () => {
    const idCourse = courses[2] as number;
    const enrolled = await db()
      .selectFrom('courseEnrolments')
      .select('idUser')
      .where('idCourse', '=', idCourse)
      .where('lastActivityAt', 'is not', null)
      .executeTakeFirstOrThrow();
    const before = await ownerReport({ from: '2026-09-01', to: '2026-11-30', groupBy: 'month' });
    const removed = await call('DELETE', '/Lms/Enrolment/Delete', { idCourse, idUsers: [enrolled.idUser] });
    expect(removed.status).toBe(200);
    await expectRollupsMatch();
    await expectEnrolmentDaysMatch();
    const after = await ownerReport({ from: '2026-09-01', to: '2026-11-30', groupBy: 'month' });
    expect(after.totals.enrolments).toBe(before.totals.enrolments - 1);
  });

  it("follow a learner's move to another unit, her unit's deletion, her deletion and a student made a teacher", async () => {
    await db()
      .updateTable('users')
      .set({ idUnit: units.b })
      .where('id', '=', learners[0] as number)
      .execute();
    await expectRollupsMatch();
    await db()
      .updateTable('users')
      .set({ idUnit: null })
      .where('id', '=', learners[1] as number)
      .execute();
    await db()
      .updateTable('users')
      .set({ idType: ID_TYPE.TEACHER })
      .where('id', '=', learners[2] as number)
      .execute();
    await expectRollupsMatch();
    await db()
      .deleteFrom('users')
      .where('id', '=', learners[3] as number)
      .execute();
    await expectRollupsMatch();
    // Its learners are left without a unit (the foreign key sets it null).
    await db().deleteFrom('units').where('id', '=', units.a1).execute();
    units.a1 = units.a;
    await expectRollupsMatch();
  });

  it("are rebuilt on the school's days when its time zone changes", async () => {
    // A learner active late in the evening of Hanoi is active the next day in Tokyo.
    await db()
      .updateTable('courseEnrolments')
      .set({ lastActivityAt: new Date('2026-11-20T16:30:00Z') })
      .where('idUser', '=', learners[9] as number)
      .execute();
    const hanoi = await expectRollupsMatch();
    await expectEnrolmentDaysMatch();
    await db().updateTable('sites').set({ timeZone: 'Asia/Tokyo' }).where('id', '=', 1).execute();
    const tokyo = await expectRollupsMatch();
    await expectEnrolmentDaysMatch();
    expect(tokyo.periods).not.toEqual(hanoi.periods);
    await db().updateTable('sites').set({ timeZone: 'Asia/Ho_Chi_Minh' }).where('id', '=', 1).execute();
    expect(await expectRollupsMatch()).toEqual(hanoi);
  });

  it('count the enrolments of every course and school day for the dashboard, as enrolments are made, moved and removed', async () => {
    await expectEnrolmentDaysMatch();
    const idTeacher = await userIdOf(t, 'teacher');
    // Not a student: the chart counts every account's enrolments.
    await db()
      .insertInto('courseEnrolments')
      .values({ idSite: 1, idCourse: courses[0] as number, idUser: idTeacher, enrolledAt: day('2026-11-03') })
      .execute();
    await expectEnrolmentDaysMatch();
    // Given to another course and another day.
    await sql`update course_enrolments set id_course = ${courses[1]}, enrolled_at = ${day('2026-11-04', 23)}
      where id_user = ${idTeacher}`.execute(db());
    await expectEnrolmentDaysMatch();
    await db().deleteFrom('courseEnrolments').where('idUser', '=', idTeacher).execute();
    await expectEnrolmentDaysMatch();
    await sql`select enrolment_days_rebuild(1)`.execute(db());
    await expectEnrolmentDaysMatch();
  });

  it("count a learner's progress ticks within a day by their seconds alone, and move her active day when the day changes", async () => {
    const learner = learners[11] as number;
    const row = await db()
      .selectFrom('lessonProgress')
      .select(['idLesson', 'idCourse'])
      .where('idUser', '=', learner)
      .executeTakeFirstOrThrow();
    const q = { from: '2026-11-01', to: '2026-11-30', groupBy: 'day' } as const;
    const tick = async (at: Date, seconds: number) => {
      await db()
        .updateTable('lessonProgress')
        .set({ updatedAt: at, watchedSeconds: seconds })
        .where('idLesson', '=', row.idLesson)
        .where('idUser', '=', learner)
        .execute();
      await db()
        .updateTable('courseEnrolments')
        .set({ lastActivityAt: at })
        .where('idCourse', '=', row.idCourse)
        .where('idUser', '=', learner)
        .execute();
    };
    // Row versions of the facts a tick within the day must leave alone (each write makes a new one).
    const untouched = async () =>
      (
        await sql<{ v: string }>`
          select 'day ' || day || ' ' || id_course || ' ' || xmin::text as v from report_days where id_site = 1
          union all select 'course ' || id_course || ' ' || id_unit || ' ' || xmin::text from report_courses
          union all select 'active ' || day || ' ' || xmin::text from report_learner_days where id_user = ${learner}
          order by 1`.execute(db())
      ).rows.map((r) => r.v);
    await tick(day('2026-11-26', 9), 600);
    await expectRollupsMatch();
    const before = await ownerReport(q);
    const facts = await untouched();
    await tick(day('2026-11-26', 10), 600 + 3_600);
    await tick(day('2026-11-26', 11), 600 + 7_200);
    expect(await untouched()).toEqual(facts);
    await expectRollupsMatch();
    const ticked = await ownerReport(q);
    expect(ticked.totals.watchedHours).toBeCloseTo(before.totals.watchedHours + 2, 1);
    // The next day: she is active on the 27th and no longer on the 26th by these rows.
    await tick(day('2026-11-27', 9), 600 + 7_260);
    await expectRollupsMatch();
    expect(await untouched()).not.toEqual(facts);
    // Back to no activity at all, then active again the same day.
    await db()
      .updateTable('courseEnrolments')
      .set({ lastActivityAt: null })
      .where('idCourse', '=', row.idCourse)
      .where('idUser', '=', learner)
      .execute();
    await expectRollupsMatch();
    await tick(day('2026-11-27', 10), 600 + 7_300);
    await expectRollupsMatch();
  });

  it('follow an order paid, refunded in part, then refunded whole', async () => {
    const q = { from: '2026-11-01', to: '2026-11-30', groupBy: 'day' } as const;
    const revenue = async () =>
      (await generalReport(db(), tr, viewer(await zoneOfSite(), { revenue: true }), q)).totals.revenue;
    const before = (await revenue()) ?? 0;
    const order = await db()
      .insertInto('orders')
      .values({
        idSite: 1,
        code: 'ROLLUP1',
        idUser: learners[10] as number,
        customerName: 'Học viên 10',
        paymentType: 'transfer',
        status: 'pending',
        originPrice: 500_000,
        purchasePrice: 450_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expectRollupsMatch();
    await db()
      .updateTable('orders')
      .set({ status: 'paid', paidAt: day('2026-11-24'), received: 400_000 })
      .where('id', '=', order.id)
      .execute();
    await expectRollupsMatch();
    expect(await revenue()).toBe(before + 400_000);
    const refund = (amount: number, at: Date) =>
      db()
        .insertInto('orderEvents')
        .values({ idSite: 1, idOrder: order.id, status: 'refunded', at, amount })
        .execute();
    await refund(100_000, day('2026-11-25'));
    await expectRollupsMatch();
    expect(await revenue()).toBe(before + 300_000);
    await db().updateTable('orders').set({ status: 'refunded' }).where('id', '=', order.id).execute();
    await refund(300_000, day('2026-12-02'));
    await expectRollupsMatch();
    // The last refund falls after the period: the period keeps what was received less the first refund.
    expect(await revenue()).toBe(before + 300_000);
    await db().deleteFrom('orders').where('id', '=', order.id).execute();
    await expectRollupsMatch();
    expect(await revenue()).toBe(before);
  });

  it("give the detail report's and the progress list's totals without counting rows, equal to their rows", async () => {
    const idTeacher = await userIdOf(t, 'teacher');
    await db()
      .updateTable('courses')
      .set({ idTeacher })
      .where('id', '=', courses[1] as number)
      .execute();
    const detail = async (filters: object) => {
      const reply = await call<{ data: unknown[]; total: number }>('GET', '/Lms/Report/Detail', {
        take: 100,
        ...filters,
      });
      expect(reply.status, JSON.stringify([filters, reply.body])).toBe(200);
      return reply.body.data as { data: unknown[]; total: number };
    };
    const asked: object[] = [
      {},
      { from: '2026-10-10', to: '2026-10-31' },
      { from: '2026-10-20' },
      { to: '2026-10-15' },
      { idUnit: units.a },
      { idCourse: courses[0] },
      { idTeacher },
      { state: 'completed' },
      { state: 'inProgress', idUnit: units.b },
      { state: 'notStarted', from: '2026-10-05' },
    ];
    for (const filters of asked) {
      const page = await detail(filters);
      expect(page.total, JSON.stringify(filters)).toBe(page.data.length);
    }
    expect((await detail({})).total).toBeGreaterThan(20);
    const study = async (filters: object) => {
      const reply = await call<{ data: unknown[]; total: number }>('GET', '/Lms/Study/List', {
        take: 100,
        ...filters,
      });
      expect(reply.status).toBe(200);
      return reply.body.data as { data: unknown[]; total: number };
    };
    const before = await study({});
    for (const filters of [{}, { idCourse: courses[2] }, { completed: true }, { completed: false }]) {
      const page = await study(filters);
      expect(page.total, JSON.stringify(filters)).toBe(page.data.length);
    }
    // A teacher (not a student) enrolled counts in the progress list; removed, she no longer does.
    await db()
      .insertInto('courseEnrolments')
      .values({ idSite: 1, idCourse: courses[2] as number, idUser: idTeacher })
      .execute();
    expect((await study({})).total).toBe(before.total + 1);
    await db().deleteFrom('courseEnrolments').where('idUser', '=', idTeacher).execute();
    expect((await study({})).total).toBe(before.total);
  });

  it('answer the owner through the API as the live statements do', async () => {
    const q = { from: '2026-10-01', to: '2026-11-30', groupBy: 'day' };
    const reply = await call<GeneralReport>('GET', '/Lms/Report/General', q);
    expect(reply.status).toBe(200);
    const asked = viewer(await zoneOfSite(), { revenue: true });
    const live = await generalReport(db(), tr, asked, q as GeneralQuery, 'live');
    expect(reply.body.data).toEqual(live);
  });
});
