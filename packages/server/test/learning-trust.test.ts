import type {
  Chapter,
  Course,
  Lesson,
  LessonProgress,
  LessonView,
  QuizAttempt,
  QuizOverview,
  QuizResult,
} from '@saola/core/api';
import { measure } from '@saola/core/learning';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf as data, type OwnerCall, startWithOwner, type TestServer } from './harness';
import { twoOptionQuestion } from './questions';

// What a learner's own client may claim and what it may not: lesson lengths, watch time, quiz answers.

let t: TestServer;
let call: OwnerCall;
const learners: Record<string, string> = {};
let course: Course;
let chapter: Chapter;

const seconds = (s: number) => t.clock.advance(s * 1000);
const add = (payload: object) =>
  data<Lesson>(call('POST', '/Lms/Curriculum/AddLesson', { idChapter: chapter.id, ...payload }));
/** A YouTube lesson whose author's player measured `duration` seconds. */
const youtube = (title: string, duration = 300) =>
  add({ title, kind: 'youtube', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ', duration });
/** A YouTube lesson saved before authors gave lengths: the server knows none. */
const untimed = async (title: string) => {
  const lesson = await youtube(title);
  await t.server.connection.db
    .updateTable('courseLessons')
    .set({ duration: null })
    .where('id', '=', lesson.id)
    .execute();
  return lesson;
};
const open = (idLesson: number, who: string) =>
  data<LessonView>(call('GET', '/Lms/Learning/Lesson', { idCourse: course.id, idLesson }, learners[who]));
const report = (
  idLesson: number,
  who: string,
  intervals: Array<[number, number]>,
  extra: { rate?: number; duration?: number; token?: string } = {},
) =>
  data<LessonProgress>(
    call(
      'POST',
      '/Lms/Learning/Progress',
      {
        idLesson,
        intervals,
        position: intervals.at(-1)?.[1] ?? 0,
        rate: extra.rate ?? 1,
        ...(extra.duration ? { duration: extra.duration } : {}),
      },
      extra.token ?? learners[who],
    ),
  );

beforeAll(async () => {
  ({ t, call } = await startWithOwner());
  for (const who of ['student', 'student2', 'student3', 'student4']) learners[who] = await t.signIn(who);
  course = await data<Course>(call('POST', '/Lms/Course/Add', { name: 'Nghe hiểu', opening: 'all' }));
  chapter = await data<Chapter>(
    call('POST', '/Lms/Curriculum/AddChapter', { idCourse: course.id, title: 'Unit 1' }),
  );
  const ids = await t.server.connection.db
    .selectFrom('users')
    .select('id')
    .where('username', 'in', Object.keys(learners))
    .where('idSite', '=', 1)
    .execute();
  await call('POST', '/Lms/Enrolment/Add', { idCourse: course.id, idUsers: ids.map((u) => u.id) });
});
afterAll(() => t.close());

describe('a YouTube lesson’s length', () => {
  it('is never a learner’s first report: one who lies about it completes nothing', async () => {
    for (const lesson of [await untimed('Speaking 1'), await youtube('Speaking 2', 300)]) {
      await open(lesson.id, 'student');
      seconds(1.5);
      const lied = await report(lesson.id, 'student', [[0, 1]], { rate: 2, duration: 1 });
      expect(lied.completed).toBe(false);
      seconds(5);
      const again = await report(lesson.id, 'student', [[0, 1]], { rate: 2, duration: 1 });
      expect(again.completed).toBe(false);
      expect(again.percent).toBeLessThan(100);
      expect(again.courseProgress).toBe(0);
    }
  });

  it('is the author’s: honest watching completes the lesson at the threshold of it', async () => {
    const lesson = await youtube('Speaking 3', 60);
    await open(lesson.id, 'student2');
    seconds(30);
    expect(await report(lesson.id, 'student2', [[0, 30]])).toMatchObject({ completed: false, percent: 50 });
    seconds(20);
    expect(await report(lesson.id, 'student2', [[0, 50]])).toMatchObject({ completed: true, percent: 100 });
  });

  it('is not lowered by a learner who reports a longer one first, then a shorter one', async () => {
    const lesson = await youtube('Speaking 4', 120);
    await open(lesson.id, 'student3');
    seconds(12);
    const longer = await report(lesson.id, 'student3', [[0, 12]], { duration: 1000 });
    expect(longer).toMatchObject({ completed: false, percent: 10 });
    seconds(12);
    const shorter = await report(lesson.id, 'student3', [[0, 24]], { duration: 24 });
    expect(shorter).toMatchObject({ completed: false, percent: 20 });
    // Nor by learners who agree on another length: the author's stays.
    for (const who of ['student', 'student2', 'student4']) {
      await open(lesson.id, who);
      seconds(10);
      await report(lesson.id, who, [[0, 10]], { duration: 24 });
    }
    expect((await open(lesson.id, 'student3')).lesson.duration).toBe(120);
    seconds(1);
    expect(await report(lesson.id, 'student3', [[0, 25]], { duration: 24 })).toMatchObject({
      completed: false,
    });
  });
});

describe('a YouTube lesson saved before authors gave its length', () => {
  it('keeps a length a player reports to its learner, so a forged one decides nothing for others', async () => {
    const lesson = await untimed('Listening 1');
    await open(lesson.id, 'student');
    seconds(1.5);
    await report(lesson.id, 'student', [[0, 1]], { rate: 2, duration: 1 });

    const other = await open(lesson.id, 'student2');
    expect(other.lesson.duration).toBeNull();
    seconds(1.5);
    const honest = await report(lesson.id, 'student2', [[0, 3]], { rate: 2, duration: 300 });
    expect(honest).toMatchObject({ completed: false, percent: 1 });
    expect((await open(lesson.id, 'student2')).lesson.duration).toBe(300);
  });

  it('never lets a learner shorten the length their own player reported', async () => {
    const lesson = await untimed('Listening 2');
    await open(lesson.id, 'student3');
    seconds(10);
    await report(lesson.id, 'student3', [[0, 10]], { duration: 300 });
    seconds(1.5);
    const shortened = await report(lesson.id, 'student3', [[0, 11.5]], { rate: 2, duration: 11 });
    expect(shortened).toMatchObject({ completed: false, percent: 3 });
  });

  it('trusts a length once three learners’ players agree on it within 2 s', async () => {
    const lesson = await untimed('Listening 3');
    const claim = async (who: string, duration: number) => {
      await open(lesson.id, who);
      seconds(10);
      await report(lesson.id, who, [[0, 10]], { duration });
    };
    await claim('student', 300);
    await claim('student2', 301.5);
    await claim('student3', 250);
    expect((await open(lesson.id, 'student4')).lesson.duration).toBeNull();
    await claim('student3', 299);
    expect((await open(lesson.id, 'student4')).lesson.duration).toBe(300);
    seconds(1.5);
    const forged = await report(lesson.id, 'student4', [[0, 1]], { rate: 2, duration: 1 });
    expect(forged).toMatchObject({ completed: false, percent: 0 });
  });
});

describe('watch time', () => {
  it('is the learner’s across lessons and devices: parallel lessons share one wall clock', async () => {
    const lessons = [
      await youtube('Talk 1', 600),
      await youtube('Talk 2', 600),
      await youtube('Talk 3', 600),
    ];
    const phone = await t.signIn('student4', { device: 'phone' });
    for (const lesson of lessons) await open(lesson.id, 'student4');
    seconds(60);
    const replies = await Promise.all(
      lessons.map((lesson, i) =>
        report(lesson.id, 'student4', [[0, 60]], { duration: 600, ...(i % 2 ? { token: phone } : {}) }),
      ),
    );
    const total = replies.reduce((sum, r) => sum + measure(r.watched), 0);
    expect(total).toBeGreaterThanOrEqual(60);
    expect(total).toBeLessThanOrEqual(63);

    seconds(30);
    const fast = await Promise.all(
      lessons.map((lesson) => report(lesson.id, 'student4', [[0, 600]], { rate: 2, duration: 600 })),
    );
    const after = fast.reduce((sum, r) => sum + measure(r.watched), 0);
    expect(after - total).toBeGreaterThanOrEqual(60);
    expect(after - total).toBeLessThanOrEqual(63);
  });
});

describe('a quiz', () => {
  const questions = [
    twoOptionQuestion('“Hello” means?', ['Xin chào', 'Tạm biệt'], 'a'),
    {
      kind: 'truefalse',
      prompt: '“Good night” greets on arrival.',
      options: [],
      correct: ['false'],
      points: 1,
    },
  ];
  const save = (idLesson: number, settings: object) =>
    call('PUT', '/Lms/Quiz/Save', {
      idLesson,
      passPercent: 50,
      attemptsAllowed: 2,
      timeLimitMinutes: null,
      shuffle: false,
      showAnswers: false,
      questions,
      ...settings,
    });
  const start = (idLesson: number, who: string) =>
    data<QuizAttempt>(call('POST', '/Lms/Quiz/Start', { idLesson }, learners[who]));
  const submit = (attempt: QuizAttempt, who: string, choices: string[][] = []) =>
    data<QuizResult>(
      call(
        'POST',
        '/Lms/Quiz/Submit',
        {
          idAttempt: attempt.id,
          answers: attempt.questions.flatMap((q, i) =>
            choices[i] ? [{ idQuestion: q.id, choices: choices[i] }] : [],
          ),
        },
        learners[who],
      ),
    );

  it('grades an attempt against the questions it was given, whatever the author saves meanwhile', async () => {
    const quiz = await add({ title: 'Check 1', kind: 'quiz' });
    await save(quiz.id, {});
    const right = await start(quiz.id, 'student');
    const blank = await start(quiz.id, 'student2');
    await save(quiz.id, { questions: questions.map((q) => ({ ...q, prompt: `${q.prompt} (v2)` })) });

    const resumed = await start(quiz.id, 'student');
    expect(resumed).toEqual(right);
    expect(await submit(right, 'student', [['a'], ['false']])).toMatchObject({
      score: 3,
      maxScore: 3,
      passed: true,
    });
    expect(await submit(blank, 'student2')).toMatchObject({ score: 0, maxScore: 3, passed: false });
    const overview = await data<QuizOverview>(
      call('GET', '/Lms/Quiz/Overview', { idLesson: quiz.id }, learners.student2),
    );
    expect(overview.passed).toBe(false);
  });

  it('shows the answers after the last attempt, not after a blank first one (the old “show answers”)', async () => {
    const quiz = await add({ title: 'Check 2', kind: 'quiz' });
    await save(quiz.id, { showAnswers: true });
    const first = await submit(await start(quiz.id, 'student'), 'student');
    expect(first.review).toBeNull();
    const overview = async () =>
      data<QuizOverview>(call('GET', '/Lms/Quiz/Overview', { idLesson: quiz.id }, learners.student));
    expect((await overview()).attempts[0]?.review).toBeNull();
    const last = await submit(await start(quiz.id, 'student'), 'student');
    expect(last.review?.map((r) => r.correct)).toEqual([['a'], ['false']]);
    expect((await overview()).attempts.map((a) => a.review?.length)).toEqual([2, 2]);
    expect((await overview()).showAnswers).toBe('afterLastAttempt');
  });

  it('shows the answers after every attempt only when the author chose so, and never when not', async () => {
    const always = await add({ title: 'Check 3', kind: 'quiz' });
    expect((await save(always.id, { showAnswers: 'always' })).status).toBe(200);
    expect((await submit(await start(always.id, 'student'), 'student')).review).toHaveLength(2);

    const never = await add({ title: 'Check 4', kind: 'quiz' });
    expect((await save(never.id, { showAnswers: 'never', attemptsAllowed: 1 })).status).toBe(200);
    expect((await submit(await start(never.id, 'student'), 'student')).review).toBeNull();
  });
});
