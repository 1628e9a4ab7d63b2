import type { Course, Student, UserGroup, UserSummary } from '@saola/core/api';
import { type Paged, RIGHTS } from '@saola/core/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, grantRights, startWithOwner, type TestServer, userIdOf } from './harness';

/**
 * Data scope at its joints (issue 32): a teacher of personal scope sees the learners of her classes and her
 * courses, so every write that puts a learner there must not let her widen that scope by her own hand.
 */
let t: TestServer;
let owner: string;
let teacher: string;
/** A learner of the demo class Lớp 10A1, whose homeroom teacher is `teacher`. */
let mine: number;
/** A learner the owner adds: in no class and no course of `teacher`. */
let outsider: number;
let myClass: number;
let otherClass: number;
let myCourse: number;
let myPackage: number;

const call = <T>(method: Call['method'], url: string, payload: unknown, token = teacher) =>
  t.call<T>({ method, url, token, payload });

beforeAll(async () => {
  ({ t, owner } = await startWithOwner());
  const db = t.server.connection.db;
  const idOf = async (username: string) =>
    (
      await db
        .selectFrom('users')
        .select('id')
        .where('idSite', '=', 1)
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;
  mine = await idOf('student');
  const added = await call<Student>(
    'POST',
    '/Lms/Student/Add',
    { fullName: 'Lê Văn Xa', username: 'le.van.xa', password: 'Saola@2026x', kind: 'registered' },
    owner,
  );
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  outsider = (added.body.data as Student).id;
  const idTeacher = await idOf('teacher');
  myClass = (
    await db
      .selectFrom('userGroups')
      .select('id')
      .where('idSite', '=', 1)
      .where('name', '=', 'Lớp 10A1')
      .executeTakeFirstOrThrow()
  ).id;
  // As in the demo school: `teacher` is Lớp 10A1's homeroom teacher, so its learners are hers.
  await db
    .updateTable('userGroups')
    .set({ idHomeroomTeacher: idTeacher })
    .where('id', '=', myClass)
    .execute();
  // Another teacher's class, holding the outsider.
  const other = await call<UserGroup>(
    'POST',
    '/Lms/UserGroup/Add',
    { name: 'Lớp 11B2', idMembers: [outsider] },
    owner,
  );
  otherClass = (other.body.data as UserGroup).id;
  myCourse = (
    await db
      .insertInto('courses')
      .values({ idSite: 1, name: 'Toán 10', idTeacher, approval: 'approved' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  myPackage = (
    await db
      .insertInto('coursePackages')
      .values({ idSite: 1, name: 'Gói Toán' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto('coursePackageItems')
    .values({ idSite: 1, idPackage: myPackage, idCourse: myCourse, position: 1 })
    .execute();
  // Her rights, her scope still personal: classes, records and orders, as a homeroom teacher may be given.
  await grantRights(t, 'teacher', [RIGHTS.userGroup, RIGHTS.scoreRecord, RIGHTS.order]);
  teacher = await t.signIn('teacher');
});
afterAll(() => t.close());

/** Whether `teacher` now sees the outsider: in her student list, or as an account. */
const seesOutsider = async () => {
  const list = await call<Paged<Student>>('GET', '/Lms/Student/List', { take: 100 });
  return (list.body.data?.data ?? []).some((s) => s.id === outsider);
};

describe('a personal-scope teacher cannot widen her scope', () => {
  it('adds to a new class of hers only learners she sees (UserGroup/Add)', async () => {
    const refused = await call('POST', '/Lms/UserGroup/Add', {
      name: 'Lớp riêng',
      idMembers: [mine, outsider],
    });
    expect(refused.status).toBe(404);
    expect(refused.body.data).toEqual([{ field: 'idMembers', message: 'The data was not found.' }]);
    expect(await seesOutsider()).toBe(false);
    const classes = await call<Paged<UserGroup>>(
      'GET',
      '/Lms/UserGroup/List',
      { keyword: 'Lớp riêng' },
      owner,
    );
    expect(classes.body.data?.total).toBe(0);
    const saved = await call<UserGroup>('POST', '/Lms/UserGroup/Add', {
      name: 'Lớp riêng',
      idHomeroomTeacher: await userIdOf(t, 'teacher'),
      idMembers: [mine],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });

  it('adds to her own class only learners she sees (UserGroup/Edit)', async () => {
    const current = (await call<UserGroup>('GET', '/Lms/UserGroup/Get', { id: myClass })).body
      .data as UserGroup;
    const payload = {
      id: myClass,
      name: current.name,
      idHomeroomTeacher: current.idHomeroomTeacher,
      idMembers: current.students.map((s) => s.id),
    };
    const refused = await call('PUT', '/Lms/UserGroup/Edit', {
      ...payload,
      idMembers: [...payload.idMembers, outsider],
    });
    expect(refused.status).toBe(404);
    expect(await seesOutsider()).toBe(false);
    expect((await call('PUT', '/Lms/UserGroup/Edit', payload)).status).toBe(200);
  });

  it('enrols in a course she teaches only learners she sees (Enrolment/Add, AddPackage)', async () => {
    const refused = await call('POST', '/Lms/Enrolment/Add', { idCourse: myCourse, idUsers: [outsider] });
    expect(refused.status).toBe(404);
    expect(refused.body.data).toEqual([{ field: 'idUsers', message: 'The data was not found.' }]);
    const viaPackage = await call('POST', '/Lms/Enrolment/AddPackage', {
      idPackage: myPackage,
      idUsers: [outsider],
    });
    expect(viaPackage.status).toBe(404);
    expect(await seesOutsider()).toBe(false);
    const enrolled = await call<{ added: number }>('POST', '/Lms/Enrolment/Add', {
      idCourse: myCourse,
      idUsers: [mine],
    });
    expect(enrolled.body.data).toEqual({ added: 1 });
  });

  it('sells an order only to a learner she sees (Order/Add): paid, it would enrol him', async () => {
    const refused = await call('POST', '/Lms/Order/Add', {
      idUser: outsider,
      paymentType: 'cash',
      idCourses: [myCourse],
    });
    expect(refused.status).toBe(404);
    const sold = await call('POST', '/Lms/Order/Add', {
      idUser: mine,
      paymentType: 'cash',
      idCourses: [myCourse],
    });
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
  });

  it('gathers in a live class only learners and classes she sees (Teaching/Add)', async () => {
    const idTeacher = await userIdOf(t, 'teacher');
    const live = (over: object) => ({
      kind: 'class',
      name: 'Toán 10 trực tuyến',
      idGroup: null,
      idMembers: [],
      idTeacher,
      startDate: '2026-11-23',
      endDate: '2026-12-31',
      startTime: '19:00',
      endTime: '20:30',
      weekdays: [1, 3],
      ...over,
    });
    expect((await call('POST', '/Lms/Teaching/Add', live({ idMembers: [outsider] }))).status).toBe(404);
    expect((await call('POST', '/Lms/Teaching/Add', live({ idGroup: otherClass }))).status).toBe(404);
    expect((await call('POST', '/Lms/Teaching/Add', live({ idMembers: [mine] }))).status).toBe(200);
    expect((await call('POST', '/Lms/Teaching/Add', live({ idGroup: myClass }))).status).toBe(200);
  });

  it('sets an exam only for learners she sees (Exam/Add)', async () => {
    const course = (await call<Course>('POST', '/Lms/Course/Add', { name: 'Lý 10' })).body.data as Course;
    const chapter = await call<{ id: number }>('POST', '/Lms/Curriculum/AddChapter', {
      idCourse: course.id,
      title: 'Chương 1',
    });
    const quiz = await call<{ id: number }>('POST', '/Lms/Curriculum/AddLesson', {
      idChapter: chapter.body.data?.id,
      title: 'Đề thi',
      kind: 'quiz',
    });
    const now = t.clock.now().getTime();
    const exam = (over: object) => ({
      name: 'Kiểm tra',
      idLesson: quiz.body.data?.id,
      opensAt: new Date(now).toISOString(),
      closesAt: new Date(now + 3_600_000).toISOString(),
      durationMinutes: 30,
      attemptsAllowed: 1,
      passPercent: 50,
      ...over,
    });
    const refused = await call('POST', '/Lms/Exam/Add', exam({ idUsers: [outsider] }));
    expect(refused.status).toBe(404);
    expect(refused.body.data).toEqual([{ field: 'idUsers', message: 'The data was not found.' }]);
    const set = await call('POST', '/Lms/Exam/Add', exam({ idUsers: [mine] }));
    expect(set.status, JSON.stringify(set.body)).toBe(200);
  });
});

describe('lists of people follow the caller’s scope (Auth/User/Users, UserTable)', () => {
  it('shows a personal-scope teacher the staff and her learners, not every account', async () => {
    const all = (await call<Paged<UserSummary>>('GET', '/Auth/User/Users', { take: 100 }, owner)).body
      .data as Paged<UserSummary>;
    expect(all.data.some((u) => u.id === outsider)).toBe(true);
    const hers = (await call<Paged<UserSummary>>('GET', '/Auth/User/Users', { take: 100 })).body
      .data as Paged<UserSummary>;
    expect(hers.total).toBeLessThan(all.total);
    expect(hers.data.some((u) => u.id === outsider)).toBe(false);
    expect(hers.data.some((u) => u.id === mine)).toBe(true);
    expect(hers.data.some((u) => u.username === 'owner')).toBe(true);
    const searched = await call<Paged<UserSummary>>('GET', '/Auth/User/Users', { keyword: 'Lê Văn Xa' });
    expect(searched.body.data?.total).toBe(0);
    const table = await call<Paged<UserSummary>>('POST', '/Auth/User/UserTable', { take: 100, filters: {} });
    expect(table.status).toBe(200);
    expect(table.body.data?.data.some((u) => u.id === outsider)).toBe(false);
    expect(table.body.data?.total).toBe(hers.total);
  });
});

describe('a homeroom teacher follows her class’s exams (Exam/List, Get, Results)', () => {
  it('sees and watches the exams set for her class by another, changes only her own, sees no other class’s', async () => {
    const asOwner = <T>(method: Call['method'], url: string, payload: unknown) =>
      call<T>(method, url, payload, owner);
    const course = (await asOwner<Course>('POST', '/Lms/Course/Add', { name: 'Hoá 10' })).body.data as Course;
    const chapter = await asOwner<{ id: number }>('POST', '/Lms/Curriculum/AddChapter', {
      idCourse: course.id,
      title: 'Chương 1',
    });
    const quiz = await asOwner<{ id: number }>('POST', '/Lms/Curriculum/AddLesson', {
      idChapter: chapter.body.data?.id,
      title: 'Đề thi Hoá',
      kind: 'quiz',
    });
    const now = t.clock.now().getTime();
    const examOf = async (name: string, idGroup: number) => {
      const reply = await asOwner<{ id: number }>('POST', '/Lms/Exam/Add', {
        name,
        idLesson: quiz.body.data?.id,
        idGroup,
        // The author also picks a learner outside this class, whom the homeroom teacher does not see.
        idUsers: [outsider],
        opensAt: new Date(now).toISOString(),
        closesAt: new Date(now + 3_600_000).toISOString(),
        durationMinutes: 30,
        attemptsAllowed: 1,
        passPercent: 50,
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.data?.id as number;
    };
    const hers = await examOf('Hoá giữa kỳ 10A1', myClass);
    const other = await examOf('Hoá giữa kỳ 11B2', otherClass);

    const list = await call<Paged<{ id: number; mayChange: boolean }>>('GET', '/Lms/Exam/List', {
      take: 100,
    });
    const listed = (list.body.data?.data ?? []).map((e) => e.id);
    expect(listed).toContain(hers);
    expect(listed).not.toContain(other);
    // The list says so, and offers her no Edit for it.
    expect(list.body.data?.data.find((e) => e.id === hers)?.mayChange).toBe(false);
    expect((await call('GET', '/Lms/Exam/Get', { id: hers })).status).toBe(200);
    expect((await call('GET', '/Lms/Exam/Get', { id: other })).status).toBe(404);
    const watched = await call<{ rows: Array<{ idUser: number | null }> }>('GET', '/Lms/Exam/Results', {
      id: hers,
    });
    expect(watched.status).toBe(200);
    expect(watched.body.data?.rows.map((r) => r.idUser)).toContain(mine);
    expect(watched.body.data?.rows.map((r) => r.idUser)).not.toContain(outsider);
    const read0 = await call<{ users: Array<{ id: number }> }>('GET', '/Lms/Exam/Get', { id: hers });
    expect(read0.body.data?.users.map((u) => u.id)).toEqual([]);
    // The author sees everyone she chose.
    const byOwner = await call<{ rows: Array<{ idUser: number | null }> }>(
      'GET',
      '/Lms/Exam/Results',
      { id: hers },
      owner,
    );
    expect(byOwner.body.data?.rows.map((r) => r.idUser)).toContain(outsider);
    expect((await call('GET', '/Lms/Exam/Results', { id: other })).status).toBe(404);

    // Following is not owning: another teacher's exam stays as its author set it.
    const read = (await call<Record<string, unknown>>('GET', '/Lms/Exam/Get', { id: hers })).body.data ?? {};
    const edited = await call('PUT', '/Lms/Exam/Edit', { ...examFields(read), id: hers, name: 'Đổi tên' });
    expect(edited.status).toBe(404);
    expect((await call('DELETE', '/Lms/Exam/Delete', { ids: [hers] })).status).toBe(404);
    const after = await call<{ name: string }>('GET', '/Lms/Exam/Get', { id: hers }, owner);
    expect(after.body.data?.name).toBe('Hoá giữa kỳ 10A1');
  });
});

/** The fields an exam's edit payload takes, from an exam as read back. */
const examFields = (e: Record<string, unknown>) => ({
  name: e.name,
  idLesson: e.idLesson,
  idGroup: e.idGroup,
  opensAt: e.opensAt,
  closesAt: e.closesAt,
  durationMinutes: e.durationMinutes,
  attemptsAllowed: e.attemptsAllowed,
  passPercent: e.passPercent,
});

describe('the detail report’s Teacher filter for a personal-scope teacher', () => {
  it('offers the school’s teachers through a list she may call, where the teacher list refuses her', async () => {
    expect((await call('GET', '/Lms/Teacher/List', { take: 20 })).status).toBe(403);
    const reply = await call<Paged<UserSummary>>('GET', '/Auth/User/Users', { idType: 3, take: 20 });
    expect(reply.status).toBe(200);
    const rows = reply.body.data?.data ?? [];
    expect(rows.some((u) => u.username === 'teacher')).toBe(true);
    expect(rows.every((u) => u.idType === 3)).toBe(true);
  });
});
