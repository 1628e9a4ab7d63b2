import type { AdminDashboard, StudentDashboard } from '@saola/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let t: TestServer;
let owner: string;
let teacher: string;
let student: string;
const ids: Record<string, number> = {};

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await startTestServer();
  const db = t.server.connection.db;
  for (const row of await db.selectFrom('users').select(['id', 'username', 'idSite']).execute())
    ids[row.username] = row.id;
  const idSite = (await db.selectFrom('sites').select('id').executeTakeFirstOrThrow()).id;
  const now = t.clock.now().getTime();
  const courses = await db
    .insertInto('courses')
    .values([
      { idSite, name: 'Toán 10', idTeacher: ids.teacher ?? null, approval: 'approved' },
      { idSite, name: 'Tiếng Anh giao tiếp', idTeacher: ids.owner ?? null, approval: 'approved' },
      { idSite, name: 'Vật lý 10', idTeacher: ids.teacher ?? null, approval: 'approved' },
    ])
    .returning('id')
    .execute();
  const [maths, english, physics] = courses.map((c) => c.id) as [number, number, number];
  await db
    .insertInto('courseLessons')
    .values([
      { idSite, idCourse: maths, title: 'Bài 1: Mệnh đề', position: 1 },
      { idSite, idCourse: maths, title: 'Bài 5: Hàm số', position: 5, opensAt: new Date(now + 2 * DAY) },
      { idSite, idCourse: maths, title: 'Bài 4: Tập hợp', position: 4, opensAt: new Date(now - DAY) },
      {
        idSite,
        idCourse: physics,
        title: 'Chương 2: Động lực học',
        position: 1,
        opensAt: new Date(now + DAY),
      },
    ])
    .execute();
  await db
    .insertInto('courseEnrolments')
    .values([
      // Maths: touched an hour ago; English: enrolled 3 days ago, never opened; Physics: finished.
      {
        idSite,
        idCourse: maths,
        idUser: ids.student as number,
        progress: 40,
        enrolledAt: new Date(now),
        lastActivityAt: new Date(now - 60 * 60 * 1000),
      },
      { idSite, idCourse: english, idUser: ids.student as number, enrolledAt: new Date(now - 3 * DAY) },
      {
        idSite,
        idCourse: physics,
        idUser: ids.student as number,
        progress: 100,
        enrolledAt: new Date(now),
        completedAt: new Date(now - DAY),
      },
      { idSite, idCourse: english, idUser: ids.student2 as number, progress: 75, enrolledAt: new Date(now) },
    ])
    .execute();
  owner = await t.signIn('owner');
  teacher = await t.signIn('teacher');
  student = await t.signIn('student');
});
afterAll(() => t.close());

const admin = (token: string | undefined, host?: string) =>
  t.call<AdminDashboard>({ method: 'GET', url: '/Lms/Dashboard/Admin', token, ...(host ? { host } : {}) });
const learner = (token: string) =>
  t.call<StudentDashboard>({ method: 'GET', url: '/Lms/Dashboard/Student', token });

describe('admin dashboard', () => {
  it('counts the school’s students, teachers and courses and charts the last 30 days', async () => {
    const { status, body } = await admin(owner);
    expect(status).toBe(200);
    const students = await t.server.connection.db
      .selectFrom('users')
      .select('id')
      .where('idType', '=', 4)
      .execute();
    expect(body.data).toMatchObject({ students: students.length, teachers: 1, courses: 3 });
    const activity = body.data?.activity ?? [];
    expect(activity).toHaveLength(30);
    // The test clock is 15:00 in Hanoi on 2026-11-22: today is the last bar, 30 days back the first.
    expect(activity.at(-1)).toEqual({ date: '2026-11-22', signIns: 3, enrolments: 3 });
    expect(activity[0]?.date).toBe('2026-10-24');
    expect(activity.find((day) => day.date === '2026-11-19')?.enrolments).toBe(1);
    expect(activity.reduce((sum, day) => sum + day.enrolments, 0)).toBe(4);
  });

  it('counts days at the school’s own time zone', async () => {
    const before = (
      await t.call<Record<string, unknown>>({
        method: 'GET',
        url: '/Lms/Setting/GetInformation',
        token: owner,
      })
    ).body.data;
    const zone = async (timeZone: string) => {
      const saved = await t.call({
        method: 'PUT',
        url: '/Lms/Setting/EditInformation',
        token: owner,
        payload: { ...before, timeZone },
      });
      expect(saved.status).toBe(200);
    };
    // 23:30 on the 21st in Hanoi is 01:30 on the 22nd in Tokyo.
    const db = t.server.connection.db;
    const idSite = (await db.selectFrom('sites').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const late = await db
      .insertInto('courses')
      .values({ idSite, name: 'Khóa đêm', approval: 'approved' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('courseEnrolments')
      .values({
        idSite,
        idCourse: late.id,
        idUser: ids.student as number,
        enrolledAt: new Date('2026-11-21T16:30:00Z'),
      })
      .execute();
    const on = async (date: string) =>
      (await admin(owner)).body.data?.activity.find((day) => day.date === date)?.enrolments;
    try {
      expect([await on('2026-11-21'), await on('2026-11-22')]).toEqual([1, 3]);
      await zone('Asia/Tokyo');
      expect([await on('2026-11-21'), await on('2026-11-22')]).toEqual([0, 4]);
    } finally {
      await zone('Asia/Ho_Chi_Minh');
      await db.deleteFrom('courses').where('id', '=', late.id).execute();
    }
  });

  it('counts a teacher’s courses and enrolments over the courses they teach', async () => {
    const { body } = await admin(teacher);
    expect(body.data).toMatchObject({ teachers: 1, courses: 2 });
    expect(body.data?.activity.reduce((sum, day) => sum + day.enrolments, 0)).toBe(2);
  });

  it('refuses students and anonymous callers', async () => {
    expect((await admin(student)).status).toBe(403);
    expect((await admin(undefined)).status).toBe(401);
  });

  it('never counts another school', async () => {
    const other = await t.addOtherSite();
    const otherOwner = await t.signIn('owner', { host: other.host });
    const { body } = await admin(otherOwner, other.host);
    expect(body.data).toMatchObject({ students: 1, teachers: 1, courses: 0 });
    expect(body.data?.activity.reduce((sum, day) => sum + day.signIns, 0)).toBe(1);
  });
});

describe('student dashboard', () => {
  it('lists unfinished courses, the most recently studied first, and lessons about to open', async () => {
    const { status, body } = await learner(student);
    expect(status).toBe(200);
    expect(body.data?.continueLearning).toEqual([
      {
        idCourse: expect.any(Number),
        name: 'Toán 10',
        coverUrl: null,
        teacherName: expect.any(String),
        enrolled: true,
        progress: 40,
        lastActivityAt: '2026-11-22T07:00:00.000Z',
      },
      expect.objectContaining({ name: 'Tiếng Anh giao tiếp', progress: 0, lastActivityAt: null }),
    ]);
    expect(body.data?.upcoming.map((item) => [item.courseName, item.title, item.opensAt])).toEqual([
      ['Vật lý 10', 'Chương 2: Động lực học', '2026-11-23T08:00:00.000Z'],
      ['Toán 10', 'Bài 5: Hàm số', '2026-11-24T08:00:00.000Z'],
    ]);
  });

  it('shows nothing of other learners’ courses', async () => {
    const { body } = await learner(await t.signIn('student3'));
    expect(body.data).toEqual({ continueLearning: [], upcoming: [], courses: { enrolled: 0, open: 0 } });
  });

  it('counts a learner’s finished courses, though there is nothing left to continue', async () => {
    const db = t.server.connection.db;
    const idSite = (await db.selectFrom('sites').select('id').executeTakeFirstOrThrow()).id;
    const physics = await db
      .selectFrom('courses')
      .select('id')
      .where('name', '=', 'Vật lý 10')
      .executeTakeFirstOrThrow();
    const now = t.clock.now();
    await db
      .insertInto('courseEnrolments')
      .values({
        idSite,
        idCourse: physics.id,
        idUser: ids.student4 as number,
        progress: 100,
        enrolledAt: now,
        completedAt: now,
      })
      .execute();
    const { body } = await learner(await t.signIn('student4'));
    expect(body.data?.continueLearning).toEqual([]);
    expect(body.data?.courses).toEqual({ enrolled: 1, open: 0 });
  });

  it('offers the school’s open courses after the learner’s own, as My courses does', async () => {
    const db = t.server.connection.db;
    const idSite = (await db.selectFrom('sites').select('id').executeTakeFirstOrThrow()).id;
    await db
      .insertInto('courses')
      .values([
        { idSite, name: 'Kỹ năng sống', idTeacher: ids.teacher ?? null, approval: 'approved', isOpen: true },
        { idSite, name: 'Bản nháp mở', approval: 'pending', isOpen: true },
      ])
      .execute();
    const { body } = await learner(student);
    expect(body.data?.continueLearning.map((c) => [c.name, c.enrolled])).toEqual([
      ['Toán 10', true],
      ['Tiếng Anh giao tiếp', true],
      ['Kỹ năng sống', false],
    ]);
    expect(body.data?.courses).toEqual({ enrolled: 3, open: 1 });
    const newcomer = await learner(await t.signIn('student3'));
    expect(newcomer.body.data?.continueLearning).toEqual([
      {
        idCourse: expect.any(Number),
        name: 'Kỹ năng sống',
        coverUrl: null,
        teacherName: expect.any(String),
        enrolled: false,
        progress: 0,
        lastActivityAt: null,
      },
    ]);
    expect(newcomer.body.data?.courses).toEqual({ enrolled: 0, open: 1 });
  });
});
