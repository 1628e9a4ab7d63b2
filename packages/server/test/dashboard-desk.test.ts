import type { AdminDashboard, WaitingItem } from '@saola/core/api';
import { RIGHTS } from '@saola/core/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRights, startTestServer, type TestServer, userIdsOf } from './harness';

/**
 * What the owner's and teacher's dashboard says waits, is not set up, happened this week and fills a teacher's
 * day (issue 33 items 7 and 9): each figure, and each within the caller's scope.
 */
let t: TestServer;
const ids: Record<string, number> = {};
const idSite = 1;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
let myCourse: number;
let otherCourse: number;
let myLesson: number;
let otherLesson: number;

const db = () => t.server.connection.db;
const dashboard = async (username: string) => {
  const reply = await t.call<AdminDashboard>({
    method: 'GET',
    url: '/Lms/Dashboard/Admin',
    token: await t.signIn(username),
  });
  expect(reply.status).toBe(200);
  return reply.body.data as AdminDashboard;
};
const count = (items: WaitingItem[], kind: WaitingItem['kind']) => items.find((i) => i.kind === kind)?.count;

beforeAll(async () => {
  t = await startTestServer();
  Object.assign(ids, await userIdsOf(t, idSite));
  const now = t.clock.now().getTime();
  const courses = await db()
    .insertInto('courses')
    .values([
      { idSite, name: 'Toán 10', idTeacher: ids.teacher ?? null, approval: 'approved' },
      { idSite, name: 'Hóa 10', idTeacher: ids.owner ?? null, approval: 'approved' },
    ])
    .returning('id')
    .execute();
  [myCourse, otherCourse] = courses.map((c) => c.id) as [number, number];
  const lessons = await db()
    .insertInto('courseLessons')
    .values([
      { idSite, idCourse: myCourse, title: 'Bài 1', position: 1 },
      { idSite, idCourse: otherCourse, title: 'Bài 1', position: 1 },
    ])
    .returning('id')
    .execute();
  [myLesson, otherLesson] = lessons.map((l) => l.id) as [number, number];
  // `student` learns in the teacher's course (her personal scope); `student2` only in the owner's.
  await db()
    .insertInto('courseEnrolments')
    .values([
      {
        idSite,
        idCourse: myCourse,
        idUser: ids.student as number,
        lastActivityAt: new Date(now - HOUR),
        progress: 100,
        completedAt: new Date(now - 2 * DAY),
      },
      {
        idSite,
        idCourse: otherCourse,
        idUser: ids.student2 as number,
        lastActivityAt: new Date(now - 3 * DAY),
        progress: 100,
        completedAt: new Date(now - DAY),
      },
      // Studied and finished before the week: counted by neither figure.
      {
        idSite,
        idCourse: otherCourse,
        idUser: ids.student3 as number,
        lastActivityAt: new Date(now - 8 * DAY),
        progress: 100,
        completedAt: new Date(now - 8 * DAY),
      },
    ])
    .execute();
});
afterAll(() => t.close());

describe('a personal-scope teacher’s figures (issue 33 item 7)', () => {
  it('counts only her learners’ sign-ins, where the owner counts the school’s', async () => {
    await t.signIn('student');
    await t.signIn('student2');
    await t.signIn('student2');
    const today = (d: AdminDashboard) => d.activity.at(-1)?.signIns;
    const teacher = await dashboard('teacher');
    // Her own sign-in is staff, not a learner of hers; student2 is no learner of hers either.
    expect(today(teacher)).toBe(1);
    expect(teacher.students).toBe(1);
    const owner = await dashboard('owner');
    expect(today(owner)).toBeGreaterThanOrEqual(5);
  });
});

describe('what waits', () => {
  beforeAll(async () => {
    const now = t.clock.now();
    await db()
      .insertInto('orders')
      .values([
        {
          idSite,
          code: 'DH0001',
          idUser: ids.student as number,
          customerName: 'Nguyễn Văn An',
          paymentType: 'transfer',
          originPrice: 350_000,
          purchasePrice: 350_000,
        },
        {
          idSite,
          code: 'DH0002',
          idUser: ids.student2 as number,
          customerName: 'Khamla Phommavong',
          paymentType: 'transfer',
          status: 'paid',
          originPrice: 500_000,
          purchasePrice: 450_000,
          paidAt: new Date(now.getTime() - DAY),
        },
        {
          idSite,
          code: 'DH0003',
          idUser: ids.student2 as number,
          customerName: 'Khamla Phommavong',
          paymentType: 'cash',
          status: 'paid',
          originPrice: 200_000,
          purchasePrice: 200_000,
          paidAt: new Date(now.getTime() - 9 * DAY),
        },
      ])
      .execute();
    // Requests with no approver at their step: the owner steps in; a teacher may decide neither.
    await db()
      .insertInto('approvalRequests')
      .values([
        {
          idSite,
          kind: 'member',
          flowName: 'Duyệt thành viên',
          steps: '[]',
          idTarget: ids.student4 as number,
          targetName: 'Trần Thị Bình',
        },
        {
          idSite,
          kind: 'course',
          flowName: 'Duyệt khóa học',
          steps: '[]',
          idTarget: myCourse,
          targetName: 'Toán 10',
        },
      ])
      .execute();
    const job = (idUser: number, status: 'failed' | 'done', finishedAt: Date) => ({
      idSite,
      idUser,
      direction: 'import' as const,
      module: 'student',
      fileName: 'hoc-vien.xlsx',
      status,
      finishedAt,
    });
    await db()
      .insertInto('dataJobs')
      .values([
        job(ids.owner as number, 'failed', new Date(now.getTime() - HOUR)),
        job(ids.teacher as number, 'failed', new Date(now.getTime() - 2 * DAY)),
        job(ids.teacher as number, 'done', new Date(now.getTime() - HOUR)),
        // Failed last month: seen to by now.
        job(ids.owner as number, 'failed', new Date(now.getTime() - 30 * DAY)),
      ])
      .execute();
    const failure = (idLesson: number, idUser: number, hoursAgo: number) => ({
      idSite,
      idLesson,
      idUser,
      reason: 'notEmbeddable' as const,
      firstAt: new Date(now.getTime() - hoursAgo * HOUR),
      lastAt: new Date(now.getTime() - hoursAgo * HOUR),
    });
    await db()
      .insertInto('lessonVideoFailures')
      .values([
        failure(myLesson, ids.student as number, 5),
        failure(myLesson, ids.student2 as number, 4),
        failure(otherLesson, ids.student2 as number, 1),
      ])
      .execute();
  });

  it('tells the owner each thing waiting for her, with the course of the latest video failure', async () => {
    const { waiting } = await dashboard('owner');
    expect(waiting).toEqual([
      { kind: 'ordersToConfirm', count: 1 },
      { kind: 'membersToApprove', count: 1 },
      { kind: 'coursesToApprove', count: 1 },
      { kind: 'failedImports', count: 2 },
      { kind: 'videoFailures', count: 2, idCourse: otherCourse },
    ]);
  });

  it('tells a teacher only what she may act on: her imports, her courses’ videos, no orders without the right', async () => {
    const { waiting } = await dashboard('teacher');
    expect(waiting.map((i) => i.kind)).not.toContain('ordersToConfirm');
    expect(count(waiting, 'membersToApprove')).toBe(0);
    expect(count(waiting, 'coursesToApprove')).toBe(0);
    expect(count(waiting, 'failedImports')).toBe(1);
    expect(waiting.find((i) => i.kind === 'videoFailures')).toEqual({
      kind: 'videoFailures',
      count: 1,
      idCourse: myCourse,
    });
  });

  it('counts the orders to confirm for a teacher given the order right', async () => {
    await grantRights(t, 'teacher', [RIGHTS.order]);
    try {
      expect(count((await dashboard('teacher')).waiting, 'ordersToConfirm')).toBe(1);
    } finally {
      await grantRights(t, 'teacher', []);
    }
  });

  it('reports the week: learners who studied, courses finished and takings only for those with the right', async () => {
    const owner = await dashboard('owner');
    expect(owner.week).toEqual({ activeLearners: 2, completions: 2, revenue: 450_000 });
    const teacher = await dashboard('teacher');
    // Her learners and her course only; takings are not hers to see.
    expect(teacher.week).toEqual({ activeLearners: 1, completions: 1, revenue: null });
    await grantRights(t, 'teacher', [RIGHTS.revenueReport]);
    try {
      expect((await dashboard('teacher')).week.revenue).toBe(450_000);
    } finally {
      await grantRights(t, 'teacher', []);
    }
  });

  it('counts the week’s money as the revenue report does: what was received, less each refund made', async () => {
    const order = await db()
      .selectFrom('orders')
      .select('id')
      .where('code', '=', 'DH0002')
      .executeTakeFirstOrThrow();
    // The school counted 400,000 received, and gave 100,000 of it back today.
    await db()
      .updateTable('orders')
      .set({ received: 400_000, refunded: 100_000 })
      .where('id', '=', order.id)
      .execute();
    const refund = await db()
      .insertInto('orderEvents')
      .values({
        idSite,
        idOrder: order.id,
        status: 'refunded',
        actor: 'user',
        at: t.clock.now(),
        amount: 100_000,
        reason: 'Nghỉ học',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      expect((await dashboard('owner')).week.revenue).toBe(300_000);
    } finally {
      await db().deleteFrom('orderEvents').where('id', '=', refund.id).execute();
      await db()
        .updateTable('orders')
        .set({ received: null, refunded: 0 })
        .where('id', '=', order.id)
        .execute();
    }
  });
});

describe('what is not set up', () => {
  it('names each missing setting to the owner, and drops one once it is set', async () => {
    await db().deleteFrom('mailSettings').where('idSite', '=', idSite).execute();
    await db().deleteFrom('paymentSettings').where('idSite', '=', idSite).execute();
    await db().deleteFrom('certificateTemplates').where('idSite', '=', idSite).execute();
    await db().deleteFrom('landingPages').where('idSite', '=', idSite).execute();
    await db().updateTable('sites').set({ domain: null }).where('id', '=', idSite).execute();
    expect((await dashboard('owner')).notSetUp).toEqual([
      'mail',
      'payment',
      'domain',
      'homePage',
      'certificate',
    ]);

    await db()
      .insertInto('mailSettings')
      .values({
        idSite,
        host: 'smtp.truong.edu.vn',
        port: 587,
        security: 'starttls',
        username: 'daotao',
        password: '',
        fromName: 'Trường Saola',
        fromAddress: 'daotao@truong.edu.vn',
        updatedAt: t.clock.now(),
      })
      .execute();
    await db()
      .insertInto('paymentSettings')
      .values({ idSite, vietqrBankBin: '970436', vietqrAccountNumber: '1023456789' })
      .execute();
    expect((await dashboard('owner')).notSetUp).toEqual(['domain', 'homePage', 'certificate']);
  });

  it('tells no teacher about the school’s settings', async () => {
    expect((await dashboard('teacher')).notSetUp).toEqual([]);
  });
});

describe('a teacher’s desk', () => {
  beforeAll(async () => {
    const now = t.clock.now().getTime();
    const classes = await db()
      .insertInto('liveClasses')
      .values(
        (['teacher', 'owner'] as const).map((who) => ({
          idSite,
          kind: 'class' as const,
          name: who === 'teacher' ? 'Toán 10A1 trực tuyến' : 'Hóa 10A2 trực tuyến',
          idTeacher: ids[who] as number,
          startDate: '2026-11-01',
          endDate: '2026-12-31',
          startTime: '18:00',
          endTime: '19:30',
          weekdays: [1, 3, 5, 7],
        })),
      )
      .returning('id')
      .execute();
    const [mine, others] = classes.map((c) => c.id) as [number, number];
    // The test clock is 15:00 on 22-11 in Hanoi: 18:00 today, 18:00 tomorrow, and 06:00 today (already past).
    const session = (idClass: number, startsAt: number) => ({
      idSite,
      idClass,
      startsAt: new Date(startsAt),
      endsAt: new Date(startsAt + 90 * 60 * 1000),
      roomName: `room-${idClass}-${startsAt}`,
    });
    await db()
      .insertInto('liveSessions')
      .values([
        session(mine, now + 3 * HOUR),
        session(mine, now - 9 * HOUR),
        session(mine, now + 27 * HOUR),
        session(others, now + 3 * HOUR),
      ])
      .execute();
    const exam = (name: string, idCreator: number | null, opensIn: number, closesIn: number) => ({
      idSite,
      name,
      opensAt: new Date(now + opensIn * HOUR),
      closesAt: new Date(now + closesIn * HOUR),
      durationMinutes: 45,
      attemptsAllowed: 1,
      passPercent: 50,
      shuffle: false,
      resultsReleased: false,
      isPublic: false,
      factor: 1,
      idCreator,
    });
    await db()
      .insertInto('exams')
      .values([
        exam('Kiểm tra 15 phút', ids.teacher as number, -1, 1),
        exam('Kiểm tra chiều nay', ids.teacher as number, 2, 3),
        exam('Thi giữa kỳ tuần sau', ids.teacher as number, 7 * 24, 7 * 24 + 2),
        exam('Đã đóng', ids.teacher as number, -5, -4),
        exam('Thi của trường', ids.owner as number, -1, 1),
      ])
      .execute();
    const [asked] = await db()
      .insertInto('coursePosts')
      .values([
        { idSite, idCourse: myCourse, idUser: ids.student as number, body: 'Bài 1 câu 3 làm thế nào ạ?' },
        { idSite, idCourse: myCourse, idUser: ids.student as number, body: 'Khi nào có bài 2 ạ?' },
        { idSite, idCourse: otherCourse, idUser: ids.student2 as number, body: 'ສອບເສັງມື້ໃດ?' },
      ])
      .returning('id')
      .execute();
    await db()
      .insertInto('coursePosts')
      .values({
        idSite,
        idCourse: myCourse,
        idUser: ids.teacher as number,
        idQuestion: asked?.id ?? null,
        body: 'Em xem lại ví dụ 2 nhé.',
      })
      .execute();
  });

  it('lists her classes’ sessions today, the exams to watch today and counts questions waiting for her', async () => {
    const { desk } = await dashboard('teacher');
    expect(desk?.sessionsToday).toEqual([
      {
        idClass: expect.any(Number),
        name: 'Toán 10A1 trực tuyến',
        startsAt: '2026-11-21T23:00:00.000Z',
        endsAt: '2026-11-22T00:30:00.000Z',
      },
      {
        idClass: expect.any(Number),
        name: 'Toán 10A1 trực tuyến',
        startsAt: '2026-11-22T11:00:00.000Z',
        endsAt: '2026-11-22T12:30:00.000Z',
      },
    ]);
    expect(desk?.examsToWatch.map((x) => x.name)).toEqual(['Kiểm tra 15 phút', 'Kiểm tra chiều nay']);
    expect(desk?.questionsWaiting).toBe(1);
  });

  it('is a teacher’s only: the owner has none', async () => {
    expect((await dashboard('owner')).desk).toBeNull();
  });
});
