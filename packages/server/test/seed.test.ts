import type {
  Certificate,
  CertificateCheck,
  CourseOutline,
  LessonView,
  MyCourse,
  MyScores,
  StudyRow,
} from '@saola/core/api';
import type { Paged } from '@saola/core/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, startTestServer, type TestServer } from './harness';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ seed: 'demo' });
});
afterAll(() => t.close());

const get = async <T>(url: string, token: string, payload: object = {}) =>
  (await t.call<T>({ method: 'GET' as Call['method'], url, token, payload })).body.data as T;

describe('the demo school', () => {
  it('teaches live: classes with generated sessions, a learner schedule and an attendance sheet', async () => {
    const owner = await t.signIn('owner');
    const classes = await get<Paged<{ id: number; name: string; sessions: number }>>(
      '/Lms/Teaching/List',
      owner,
    );
    expect(classes.total).toBe(3);
    const maths = classes.data.find((c) => c.name.startsWith('Toán 10')) as { id: number; sessions: number };
    expect(maths.sessions).toBeGreaterThan(20);
    const sheet = await get<{ learners: Array<{ marks: Array<{ status: string }> }> }>(
      '/Lms/Teaching/Attendance',
      owner,
      { id: maths.id },
    );
    const statuses = new Set(sheet.learners.flatMap((l) => l.marks.map((m) => m.status)));
    expect([...statuses].sort()).toEqual(['absent', 'late', 'onTime']);
    const learner = await t.signIn('student');
    const mine = await get<Paged<unknown>>('/Lms/Schedule/List', learner, { upcoming: true });
    expect(mine.total).toBeGreaterThan(10);
  });

  it('has courses in three languages with lessons of every kind and learners at different points', async () => {
    const owner = await t.signIn('owner');
    const rows = await get<Paged<StudyRow>>('/Lms/Study/List', owner, {
      sort: 'progress',
      direction: 'desc',
    });
    expect(rows.total).toBe(9);
    expect(rows.data.find((r) => r.username === 'student3')).toMatchObject({
      progress: 100,
      completedLessons: 6,
      lessons: 6,
    });

    const learner = await t.signIn('student4');
    const mine = await get<Paged<MyCourse>>('/Lms/Learning/MyCourses', learner);
    expect(mine.data.map((c) => [c.name, c.enrolled, c.progress])).toEqual([
      ['English for Everyday Conversation', true, 25],
      ['Toán 10 — Mệnh đề và tập hợp', true, 33],
      ['ພາສາລາວເບື້ອງຕົ້ນ', false, 0],
    ]);
    const maths = mine.data.find((c) => c.name.startsWith('Toán')) as MyCourse;
    const outline = await get<CourseOutline>('/Lms/Learning/Course', learner, { idCourse: maths.idCourse });
    expect(outline.chapters.flatMap((c) => c.lessons.map((l) => l.kind))).toEqual([
      'text',
      'video',
      'youtube',
      'text',
      'quiz',
      'quiz',
    ]);
    const video = await get<LessonView>('/Lms/Learning/Lesson', learner, {
      idCourse: maths.idCourse,
      idLesson: outline.chapters[0]?.lessons[1]?.id,
    });
    expect(video.lesson.duration).toBe(8);
    const mp4 = await t.server.app.inject({
      method: 'GET',
      url: new URL(video.lesson.media?.mp4Url as string).pathname,
    });
    expect(mp4.statusCode).toBe(200);
    expect(mp4.headers['content-type']).toBe('video/mp4');
    // The student of the host tests starts with nothing.
    const fresh = await get<Paged<MyCourse>>('/Lms/Learning/MyCourses', await t.signIn('student'));
    expect(fresh.data.filter((c) => c.enrolled)).toEqual([]);
  });

  it('gives certificates only for completed courses: Lê Hoàng Nam’s Toán 10 and the Lao learner’s Lao course', async () => {
    const owner = await t.signIn('owner');
    const all = await get<Paged<Certificate>>('/Lms/Certificate/List', owner);
    expect(all.data.map((c) => [c.learnerName, c.courseName]).sort()).toEqual([
      ['Lê Hoàng Nam', 'Toán 10 — Mệnh đề và tập hợp'],
      ['ສົມສັກ ພົມມະວົງ', 'ພາສາລາວເບື້ອງຕົ້ນ'],
    ]);
    for (const username of ['student3', 'student2']) {
      const token = await t.signIn(username);
      const mine = await get<Paged<Certificate>>('/Lms/Certificate/Mine', token);
      const courses = await get<Paged<MyCourse>>('/Lms/Learning/MyCourses', token);
      for (const cert of mine.data)
        expect(courses.data.find((c) => c.idCourse === cert.idCourse)).toMatchObject({
          enrolled: true,
          progress: 100,
        });
      const check = await get<CertificateCheck>('/Lms/Certificate/Verify', '', { code: mine.data[0]?.code });
      expect(check.status).toBe('valid');
    }
    const none = await get<Paged<Certificate>>('/Lms/Certificate/Mine', await t.signIn('student'));
    expect(none.total).toBe(0);
  });

  it('greets each learner in her language, with one name per subject and Lao terms for the Lao learner', async () => {
    await t.server.jobs.runDue();
    const greetings = { student: 'Chào mừng', student4: 'Welcome to', student2: 'ຍິນດີຕ້ອນຮັບ' };
    for (const [username, greeting] of Object.entries(greetings)) {
      const inbox = await get<Paged<{ title: string }>>(
        '/Auth/Notification/MyNotification',
        await t.signIn(username),
        { take: 50 },
      );
      const welcomes = inbox.data.filter((n) => /Saola/.test(n.title));
      expect(
        welcomes.map((n) => n.title.startsWith(greeting)),
        username,
      ).toEqual([true]);
    }
    const student = await get<MyScores>('/Lms/Transcript/MyScores', await t.signIn('student'));
    expect([...new Set(student.scores.map((s) => s.subject))].sort()).toEqual(['Tiếng Anh', 'Toán học']);
    const lao = await get<MyScores>('/Lms/Transcript/MyScores', await t.signIn('student2'));
    expect(lao.terms).toEqual(['ພາກຮຽນທີ 1']);
  });
});
