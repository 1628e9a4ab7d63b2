import type { Course, CourseCategory, CourseSummary } from '@saola/core/api';
import type { Paged } from '@saola/core/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, CLEANED_HTML, HOSTILE_HTML, startWithOwner, type TestServer, userIdOf } from './harness';

let t: TestServer;
let owner: string;
let teacher: string;
let student: string;
let idTeacher: number;
let idOwner: number;

beforeAll(async () => {
  ({ t, owner } = await startWithOwner());
  teacher = await t.signIn('teacher');
  student = await t.signIn('student');
  const users = await t.server.connection.db.selectFrom('users').select(['id', 'username']).execute();
  idTeacher = users.find((u) => u.username === 'teacher')?.id as number;
  idOwner = users.find((u) => u.username === 'owner')?.id as number;
});
afterAll(() => t.close());

const call = <T>(method: Call['method'], url: string, token: string, payload?: unknown, host?: string) =>
  t.call<T>({ method, url, token, payload, ...(host ? { host } : {}) });
const addCategory = (name: string, idParent?: number, token = owner) =>
  call<CourseCategory>('POST', '/Lms/CourseCategory/Add', token, { name, ...(idParent ? { idParent } : {}) });
const addCourse = (payload: object, token = owner) => call<Course>('POST', '/Lms/Course/Add', token, payload);
const list = (payload: object = {}, token = owner) =>
  call<Paged<CourseSummary>>('GET', '/Lms/Course/List', token, payload);

describe('course categories', () => {
  it('builds a tree, refuses a cycle, and keeps courses when a category in use is deleted', async () => {
    const science = (await addCategory('Khoa học tự nhiên')).body.data as CourseCategory;
    const physics = (await addCategory('Vật lý', science.id)).body.data as CourseCategory;
    const optics = (await addCategory('Quang học', physics.id)).body.data as CourseCategory;
    expect(physics).toMatchObject({ name: 'Vật lý', idParent: science.id, courses: 0 });

    const cycle = await call('PUT', '/Lms/CourseCategory/Edit', owner, {
      id: science.id,
      name: 'KHTN',
      idParent: optics.id,
    });
    expect(cycle.status).toBe(400);
    expect(cycle.body.data).toEqual([
      {
        field: 'idParent',
        message: 'A category cannot be placed inside itself or one of its subcategories.',
      },
    ]);

    const course = (await addCourse({ name: 'Vật lý 10', idCategory: physics.id })).body.data as Course;
    // Filtering by a category takes in its subcategories.
    expect((await list({ idCategory: science.id })).body.data?.data.map((c) => c.id)).toEqual([course.id]);

    const refused = await call('DELETE', '/Lms/CourseCategory/Delete', owner, { id: physics.id });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual([
      {
        field: 'moveTo',
        message: 'The category has 1 course. Choose a category to move it to before deleting it.',
      },
    ]);
    const deleted = await call<{ moved: number }>('DELETE', '/Lms/CourseCategory/Delete', owner, {
      id: physics.id,
      moveTo: science.id,
    });
    expect(deleted.body.data).toEqual({ deleted: 1, moved: 1 });
    const tree =
      (await call<Paged<CourseCategory>>('GET', '/Lms/CourseCategory/List', owner, {})).body.data?.data ?? [];
    expect(tree.find((c) => c.id === optics.id)?.idParent).toBe(science.id);
    expect(tree.find((c) => c.id === science.id)?.courses).toBe(1);
  });

  it('refuses a second category of the same name beside the first, ignoring case and spaces, in the caller’s language', async () => {
    const first = await addCategory('Ngoại ngữ');
    expect(first.status).toBe(200);
    const twin = await addCategory('  ngoại NGỮ ');
    expect(twin.status).toBe(400);
    expect(twin.body.data).toEqual([
      { field: 'name', message: 'A category with this name already exists here.' },
    ]);
    // The same name under another parent is another place, and renaming to one's own name is no clash.
    const under = await addCategory('Ngoại ngữ', first.body.data?.id);
    expect(under.status).toBe(200);
    const other = await addCategory('Tin học');
    const rename = (id: number, name: string) =>
      call('PUT', '/Lms/CourseCategory/Edit', owner, { id, name, idParent: null });
    expect((await rename(other.body.data?.id as number, 'NGOẠI NGỮ')).status).toBe(400);
    expect((await rename(first.body.data?.id as number, 'Ngoại Ngữ')).status).toBe(200);
  });

  it('is the owner’s to change unless a teacher is granted the right; another school’s parent is not found', async () => {
    expect((await addCategory('Ngữ văn', undefined, teacher)).status).toBe(403);
    const other = await t.addOtherSite();
    const otherOwner = await t.signIn('owner', { host: other.host });
    const theirs = await call<CourseCategory>(
      'POST',
      '/Lms/CourseCategory/Add',
      otherOwner,
      { name: 'Theirs' },
      other.host,
    );
    expect((await addCategory('Mine', theirs.body.data?.id)).status).toBe(404);
  });
});

describe('courses', () => {
  it('an owner creates a paid course for a teacher; the list searches, filters, sorts and pages', async () => {
    const created = await addCourse({
      name: 'Tiếng Anh giao tiếp',
      welcome: 'Chào mừng các em!',
      about: '<p>Khóa học <strong>giao tiếp</strong> cơ bản.</p>',
      benefits: ['Tự tin giao tiếp', 'Phát âm chuẩn'],
      idTeacher,
      isPaid: true,
      price: 1_500_000,
      isTrial: true,
      opening: 'sequential',
      visibility: 'public',
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      name: 'Tiếng Anh giao tiếp',
      benefits: ['Tự tin giao tiếp', 'Phát âm chuẩn'],
      teacherName: 'Trần Văn Minh',
      isPaid: true,
      price: 1_500_000,
      opening: 'sequential',
      approval: 'approved',
      students: 0,
    });
    await addCourse({ name: 'Toán 10', idTeacher, visibility: 'public' });
    await addCourse({ name: 'Lịch sử 10', idTeacher: idOwner });

    const found = await list({ keyword: 'tiếng anh' });
    expect(found.body.data?.data.map((c) => c.name)).toEqual(['Tiếng Anh giao tiếp']);
    const paid = await list({ isPaid: true });
    expect(paid.body.data?.data.every((c) => c.isPaid)).toBe(true);
    const byName = await list({ sort: 'name', take: 2, page: 1 });
    expect(byName.body.data?.total).toBeGreaterThanOrEqual(4);
    expect(byName.body.data?.data.map((c) => c.name)).toEqual(['Lịch sử 10', 'Tiếng Anh giao tiếp']);
    const page2 = await list({ sort: 'name', take: 2, page: 2 });
    expect(page2.body.data?.data.map((c) => c.name)).toEqual(['Toán 10', 'Vật lý 10']);
  });

  it('refuses a paid course without a price and a non-teacher as its teacher, in the caller’s language', async () => {
    const free = await t.call({
      method: 'POST',
      url: '/Lms/Course/Add',
      token: owner,
      payload: { name: 'X', isPaid: true },
      locale: 'vi-VN',
    });
    expect(free.body.data).toEqual([{ field: 'price', message: 'Khóa học có phí cần giá bán lớn hơn 0.' }]);
    const idStudent = await userIdOf(t, 'student');
    const notTeacher = await addCourse({ name: 'X', idTeacher: idStudent });
    expect(notTeacher.body.data).toEqual([
      { field: 'idTeacher', message: 'The person chosen is not a teacher of this school.' },
    ]);
    expect((await addCourse({ name: '' })).status).toBe(400);
  });

  it('a teacher sees and edits only the courses they teach', async () => {
    const mine = await list({}, teacher);
    expect(mine.body.data?.data.every((c) => c.idTeacher === idTeacher)).toBe(true);
    const history = (await list({ keyword: 'Lịch sử' })).body.data?.data[0] as CourseSummary;
    expect((await call('GET', '/Lms/Course/Get', teacher, { id: history.id })).status).toBe(403);
    expect(
      (await call('PUT', '/Lms/Course/Edit', teacher, { id: history.id, name: 'Mine now' })).status,
    ).toBe(403);
    expect((await call('DELETE', '/Lms/Course/Delete', teacher, { ids: [history.id] })).status).toBe(403);
    // Whatever teacher a teacher names, the course is theirs.
    expect((await addCourse({ name: 'Hóa học', idTeacher: idOwner }, teacher)).status).toBe(403);
    const own = await addCourse({ name: 'Hóa học 10' }, teacher);
    expect(own.body.data).toMatchObject({ idTeacher, approval: 'approved' });
  });

  it('waits for an owner’s approval when the school asks for it; a denial says why, a resubmission waits again', async () => {
    await t.server.connection.db.updateTable('sites').set({ courseApprovalRequired: true }).execute();
    t.server.services.sites.forget();
    const course = (await addCourse({ name: 'Sinh học 10' }, teacher)).body.data as Course;
    expect(course.approval).toBe('pending');
    expect(
      (await call('PUT', '/Lms/Course/Approve', teacher, { id: course.id, approval: 'approved' })).status,
    ).toBe(403);
    const noReason = await call('PUT', '/Lms/Course/Approve', owner, { id: course.id, approval: 'denied' });
    expect(noReason.body.data).toEqual([{ field: 'reason', message: 'Say why the course is denied.' }]);
    const denied = await call<Course>('PUT', '/Lms/Course/Approve', owner, {
      id: course.id,
      approval: 'denied',
      reason: 'Thiếu đề cương',
    });
    expect(denied.body.data).toMatchObject({ approval: 'denied', denialReason: 'Thiếu đề cương' });
    const resubmitted = await call<Course>('PUT', '/Lms/Course/Edit', teacher, {
      id: course.id,
      name: 'Sinh học 10 (đủ đề cương)',
    });
    expect(resubmitted.body.data).toMatchObject({ approval: 'pending', denialReason: null });
    expect((await list({ approval: 'pending' })).body.data?.data.map((c) => c.id)).toEqual([course.id]);
  });

  it('deletes several at once, and nothing when one id is not the school’s', async () => {
    const a = (await addCourse({ name: 'Xóa 1' })).body.data as Course;
    const b = (await addCourse({ name: 'Xóa 2' })).body.data as Course;
    expect((await call('DELETE', '/Lms/Course/Delete', owner, { ids: [a.id, 999_999] })).status).toBe(404);
    const gone = await call('DELETE', '/Lms/Course/Delete', owner, { ids: [a.id, b.id] });
    expect(gone.body.data).toEqual({ deleted: 2 });
    expect((await call('GET', '/Lms/Course/Get', owner, { id: a.id })).status).toBe(404);
  });

  it('never shows a student the admin catalogue', async () => {
    expect((await list({}, student)).status).toBe(403);
  });
});

describe('rich text', () => {
  it('keeps only safe formatting and links of a course’s about text, on adding and on editing', async () => {
    const added = (await addCourse({ name: 'An toàn', about: HOSTILE_HTML })).body.data as Course;
    expect(added.about).toBe(CLEANED_HTML);
    const edited = await call<Course>('PUT', '/Lms/Course/Edit', owner, {
      id: added.id,
      name: 'An toàn',
      about: `<p>Mới</p>${HOSTILE_HTML}`,
    });
    expect(edited.body.data?.about).toBe(`<p>Mới</p>${CLEANED_HTML}`);
    const stored = await t.server.connection.db
      .selectFrom('courses')
      .select('about')
      .where('id', '=', added.id)
      .executeTakeFirstOrThrow();
    expect(stored.about).toBe(`<p>Mới</p>${CLEANED_HTML}`);
  });
});

describe('enrolments', () => {
  it('enrols students once each, lists them with progress, removes them; the dashboard follows', async () => {
    const course = (await addCourse({ name: 'Ngữ văn 10', idTeacher })).body.data as Course;
    const students = await t.server.connection.db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('idType', '=', 4)
      .where('idSite', '=', 1)
      .orderBy('username')
      .execute();
    const ids = students.slice(0, 3).map((s) => s.id);
    // Learners she does not see yet are not hers to bring in; the owner's are (scope-joints.test.ts).
    const refused = await call('POST', '/Lms/Enrolment/Add', teacher, { idCourse: course.id, idUsers: ids });
    expect(refused.status).toBe(404);
    const added = await call<{ added: number }>('POST', '/Lms/Enrolment/Add', owner, {
      idCourse: course.id,
      idUsers: ids,
    });
    expect(added.body.data).toEqual({ added: 3 });
    const again = await call<{ added: number }>('POST', '/Lms/Enrolment/Add', owner, {
      idCourse: course.id,
      idUsers: ids,
    });
    expect(again.body.data).toEqual({ added: 0 });

    const listed = await call<Paged<{ username: string; progress: number }>>(
      'GET',
      '/Lms/Enrolment/List',
      teacher,
      {
        idCourse: course.id,
      },
    );
    expect(listed.body.data?.total).toBe(3);
    expect(listed.body.data?.data[0]).toMatchObject({ progress: 0 });
    expect((await list({ keyword: 'Ngữ văn 10' })).body.data?.data[0]?.students).toBe(3);

    const learner = await t.signIn(students[0]?.username as string);
    const home = await call<{ continueLearning: Array<{ name: string }> }>(
      'GET',
      '/Lms/Dashboard/Student',
      learner,
    );
    expect(home.body.data?.continueLearning.map((c) => c.name)).toContain('Ngữ văn 10');

    const removed = await call('DELETE', '/Lms/Enrolment/Delete', owner, {
      idCourse: course.id,
      idUsers: [ids[0]],
    });
    expect(removed.body.data).toEqual({ removed: 1 });
    const after = await call<{ continueLearning: Array<{ name: string }> }>(
      'GET',
      '/Lms/Dashboard/Student',
      learner,
    );
    expect(after.body.data?.continueLearning.map((c) => c.name)).not.toContain('Ngữ văn 10');
  });

  it('enrols only this school’s students, in courses the caller manages', async () => {
    const history = (await list({ keyword: 'Lịch sử' })).body.data?.data[0] as CourseSummary;
    const idStudent = await userIdOf(t, 'student');
    expect(
      (await call('POST', '/Lms/Enrolment/Add', teacher, { idCourse: history.id, idUsers: [idStudent] }))
        .status,
    ).toBe(403);
    expect(
      (await call('POST', '/Lms/Enrolment/Add', owner, { idCourse: history.id, idUsers: [idTeacher] }))
        .status,
    ).toBe(404);
    const stranger = await t.server.connection.db
      .selectFrom('users')
      .select('id')
      .where('idSite', '!=', 1)
      .where('idType', '=', 4)
      .executeTakeFirstOrThrow();
    expect(
      (await call('POST', '/Lms/Enrolment/Add', owner, { idCourse: history.id, idUsers: [stranger.id] }))
        .status,
    ).toBe(404);
    const learner = await t.signIn('student');
    expect((await call('GET', '/Lms/Enrolment/List', learner, { idCourse: history.id })).status).toBe(403);
  });

  it('gives no one a course that is not approved: no enrolling into it, and enrolled learners lose it', async () => {
    await t.server.connection.db.updateTable('sites').set({ courseApprovalRequired: true }).execute();
    t.server.services.sites.forget();
    const idStudent = await userIdOf(t, 'student');
    const course = (await addCourse({ name: 'Địa lý 10' }, teacher)).body.data as Course;
    expect(course.approval).toBe('pending');
    const enrol = (token = teacher) =>
      t.call({
        method: 'POST',
        url: '/Lms/Enrolment/Add',
        token,
        locale: 'vi-VN',
        payload: { idCourse: course.id, idUsers: [idStudent] },
      });
    const pending = await enrol();
    expect(pending.status).toBe(400);
    expect(pending.body.message).toBe('Khóa học chưa được duyệt nên chưa thể ghi danh học viên.');
    expect((await enrol(owner)).status).toBe(400);
    const approve = (approval: string) =>
      call('PUT', '/Lms/Course/Approve', owner, { id: course.id, approval, reason: 'Thiếu đề cương' });
    await approve('denied');
    expect((await enrol()).status).toBe(400);

    await approve('approved');
    expect((await enrol(owner)).body.data).toEqual({ added: 1 });
    const learner = await t.signIn('student');
    const open = () => call('GET', '/Lms/Learning/Course', learner, { idCourse: course.id });
    const mine = async () =>
      (
        await call<Paged<{ idCourse: number }>>('GET', '/Lms/Learning/MyCourses', learner, {})
      ).body.data?.data.map((c) => c.idCourse);
    const home = async () =>
      (
        await call<{ continueLearning: Array<{ idCourse: number }> }>(
          'GET',
          '/Lms/Dashboard/Student',
          learner,
        )
      ).body.data?.continueLearning.map((c) => c.idCourse);
    expect((await open()).status).toBe(200);
    expect(await mine()).toContain(course.id);
    expect(await home()).toContain(course.id);

    await approve('denied');
    expect((await open()).status).toBe(404);
    expect(await mine()).not.toContain(course.id);
    expect(await home()).not.toContain(course.id);
    expect((await call('GET', '/Lms/Learning/Course', teacher, { idCourse: course.id })).status).toBe(200);
  });
});
