import type { Course, CoursePackage, CoursePackageSummary } from '@saola/core/api';
import type { Paged } from '@saola/core/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLEANED_HTML,
  HOSTILE_HTML,
  type OwnerCall,
  startWithOwner,
  type TestServer,
  userIdOf,
} from './harness';

let t: TestServer;
let call: OwnerCall;
let courses: Course[];

beforeAll(async () => {
  ({ t, call } = await startWithOwner());
  courses = [];
  for (const name of ['Toán 10', 'Vật lý 10', 'Hóa học 10'])
    courses.push((await call<Course>('POST', '/Lms/Course/Add', { name })).body.data as Course);
});
afterAll(() => t.close());

const ids = () => courses.map((c) => c.id);

describe('course packages', () => {
  it('offers several courses together at one price, in the order chosen', async () => {
    const [maths, physics, chemistry] = ids() as [number, number, number];
    const created = await call<CoursePackage>('POST', '/Lms/CoursePackage/Add', {
      name: 'Combo Khoa học tự nhiên 10',
      about: '<p>Ba môn tự nhiên lớp 10.</p>',
      benefits: ['Tiết kiệm 30%'],
      price: 2_000_000,
      idCourses: [physics, maths, chemistry],
    });
    expect(created.body.data).toMatchObject({
      name: 'Combo Khoa học tự nhiên 10',
      price: 2_000_000,
      benefits: ['Tiết kiệm 30%'],
      courses: [
        { id: physics, name: 'Vật lý 10' },
        { id: maths, name: 'Toán 10' },
        { id: chemistry, name: 'Hóa học 10' },
      ],
    });
    const edited = await call<CoursePackage>('PUT', '/Lms/CoursePackage/Edit', {
      id: created.body.data?.id,
      name: 'Combo Tự nhiên 10',
      price: 1_800_000,
      idCourses: [maths],
    });
    expect(edited.body.data?.courses.map((c) => c.name)).toEqual(['Toán 10']);
    const list = await call<Paged<CoursePackageSummary>>('GET', '/Lms/CoursePackage/List', {
      keyword: 'combo',
    });
    expect(list.body.data?.data).toEqual([
      expect.objectContaining({ name: 'Combo Tự nhiên 10', courses: 1, price: 1_800_000 }),
    ]);
  });

  it('takes only this school’s courses, saving nothing otherwise', async () => {
    const other = await t.addOtherSite();
    const otherOwner = await t.signIn('owner', { host: other.host });
    const theirs = (
      await call<Course>('POST', '/Lms/Course/Add', { name: 'Theirs' }, otherOwner, { host: other.host })
    ).body.data as Course;
    const refused = await call('POST', '/Lms/CoursePackage/Add', {
      name: 'X',
      price: 0,
      idCourses: [ids()[0], theirs.id],
    });
    expect(refused.status).toBe(404);
    const list = await call<Paged<CoursePackageSummary>>('GET', '/Lms/CoursePackage/List', { keyword: 'X' });
    expect(list.body.data?.total).toBe(0);
  });

  it('is the owner’s to change, and deletes several at once', async () => {
    const teacher = await t.signIn('teacher');
    expect(
      (await call('POST', '/Lms/CoursePackage/Add', { name: 'Y', price: 0, idCourses: [] }, teacher)).status,
    ).toBe(403);
    const a = (
      await call<CoursePackage>('POST', '/Lms/CoursePackage/Add', { name: 'A', price: 0, idCourses: [] })
    ).body.data;
    const gone = await call('DELETE', '/Lms/CoursePackage/Delete', { ids: [a?.id] });
    expect(gone.body.data).toEqual({ deleted: 1 });
    // Deleting a course takes it out of every package.
    const b = (
      await call<CoursePackage>('POST', '/Lms/CoursePackage/Add', { name: 'B', price: 0, idCourses: ids() })
    ).body.data;
    await call('DELETE', '/Lms/Course/Delete', { ids: [ids()[2]] });
    const after = await call<CoursePackage>('GET', '/Lms/CoursePackage/Get', { id: b?.id });
    expect(after.body.data?.courses).toHaveLength(2);
  });

  it('enrols students in every course of a package, once each, and only the school’s own students', async () => {
    const [maths, physics] = ids() as [number, number];
    const pack = (
      await call<CoursePackage>('POST', '/Lms/CoursePackage/Add', {
        name: 'Gói ôn thi',
        price: 0,
        idCourses: [maths, physics],
      })
    ).body.data as CoursePackage;
    const db = t.server.connection.db;
    const learners = await db
      .selectFrom('users')
      .select('id')
      .where('username', 'in', ['student', 'student2'])
      .where('idSite', '=', 1)
      .execute();
    const idUsers = learners.map((u) => u.id);
    await call('POST', '/Lms/Enrolment/Add', { idCourse: maths, idUsers: [idUsers[0]] });
    const reply = await call<{ added: number; courses: number }>('POST', '/Lms/Enrolment/AddPackage', {
      idPackage: pack.id,
      idUsers,
    });
    expect(reply.body, JSON.stringify(reply.body)).toMatchObject({ data: { added: 3, courses: 2 } });
    const teacherId = await userIdOf(t, 'teacher');
    expect(
      (await call('POST', '/Lms/Enrolment/AddPackage', { idPackage: pack.id, idUsers: [teacherId] })).status,
    ).toBe(404);
    const teacher = await t.signIn('teacher');
    expect(
      (await call('POST', '/Lms/Enrolment/AddPackage', { idPackage: pack.id, idUsers }, teacher)).status,
    ).toBe(403);
  });

  it('keeps only safe formatting and links of a package’s about text', async () => {
    const course = (await call<Course>('POST', '/Lms/Course/Add', { name: 'Sinh học 10' })).body
      .data as Course;
    const created = await call<CoursePackage>('POST', '/Lms/CoursePackage/Add', {
      name: 'Combo an toàn',
      about: HOSTILE_HTML,
      price: 1,
      idCourses: [course.id],
    });
    expect(created.body.data?.about).toBe(CLEANED_HTML);
    const edited = await call<CoursePackage>('PUT', '/Lms/CoursePackage/Edit', {
      id: created.body.data?.id,
      name: 'Combo an toàn',
      about: `<p>Mới</p>${HOSTILE_HTML}`,
      price: 1,
      idCourses: [course.id],
    });
    expect(edited.body.data?.about).toBe(`<p>Mới</p>${CLEANED_HTML}`);
  });
});
