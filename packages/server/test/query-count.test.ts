import type { Course } from '@saola/core/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, startWithOwner, type TestServer } from './harness';

let t: TestServer;
let owner: string;
let course: Course;

beforeAll(async () => {
  ({ t, owner } = await startWithOwner());
  const db = t.server.connection.db;
  const hash = (await db.selectFrom('users').select('passwordHash').executeTakeFirstOrThrow()).passwordHash;
  // Enough rows that a small page and a large one differ: 60 students, 60 courses, 60 enrolments, 60 lessons.
  const students = await db
    .insertInto('users')
    .values(
      Array.from({ length: 60 }, (_, i) => ({
        idSite: 1,
        username: `hs${i}`,
        fullName: `Học sinh ${i}`,
        passwordHash: hash,
        idType: 4,
      })),
    )
    .returning('id')
    .execute();
  for (let i = 0; i < 60; i++) await call('POST', '/Lms/Course/Add', { name: `Khóa học ${i}` });
  course = (await call<Course>('POST', '/Lms/Course/Add', { name: 'Khóa học lớn' })).body.data as Course;
  await call('POST', '/Lms/Enrolment/Add', { idCourse: course.id, idUsers: students.map((s) => s.id) });
  for (let c = 0; c < 3; c++) {
    const chapter = (
      await call<{ id: number }>('POST', '/Lms/Curriculum/AddChapter', {
        idCourse: course.id,
        title: `Chương ${c}`,
      })
    ).body.data;
    for (let l = 0; l < 20; l++)
      await call('POST', '/Lms/Curriculum/AddLesson', {
        idChapter: chapter?.id,
        title: `Bài ${l}`,
        kind: 'text',
      });
  }
});
afterAll(() => t.close());

const call = <T>(method: Call['method'], url: string, payload?: unknown) =>
  t.call<T>({ method, url, token: owner, payload });

/** How many statements one request sends. */
async function cost(url: string, payload: object): Promise<number> {
  t.queries.count = 0;
  const reply = await call('GET', url, payload);
  expect(reply.status, url).toBe(200);
  return t.queries.count;
}

describe('a request costs the same number of queries whatever its page size', () => {
  it.each([
    ['/Lms/Course/List', {}],
    ['/Lms/Student/List', {}],
    ['/Lms/CourseCategory/List', {}],
    ['/Lms/CoursePackage/List', {}],
    ['/Lms/Enrolment/List', () => ({ idCourse: course.id })],
    ['/Auth/Notification/MyNotification', {}],
    ['/Lms/Study/List', {}],
    ['/Lms/Review/AdminList', {}],
    ['/Lms/Question/AdminList', {}],
    ['/Lms/Learning/MyCourses', {}],
  ] as const)('%s', async (url, extra) => {
    const payload = typeof extra === 'function' ? extra() : extra;
    const small = await cost(url, { ...payload, take: 5 });
    const large = await cost(url, { ...payload, take: 50 });
    expect(large).toBe(small);
    // At least the session lookup and the list itself; never one statement per row.
    expect(small).toBeGreaterThanOrEqual(2);
    expect(small).toBeLessThanOrEqual(4);
  });

  it('loads a curriculum of 60 lessons in a fixed number of queries', async () => {
    expect(await cost('/Lms/Curriculum/Get', { idCourse: course.id })).toBeLessThanOrEqual(4);
  });

  it('shows a learner’s course of 60 lessons and opens a lesson in a fixed number of queries', async () => {
    // The owner previews as staff: the same reads a learner's request makes.
    expect(await cost('/Lms/Learning/Course', { idCourse: course.id })).toBeLessThanOrEqual(7);
    expect(await cost('/Lms/Learning/Lesson', { idCourse: course.id })).toBeLessThanOrEqual(7);
  });
});
