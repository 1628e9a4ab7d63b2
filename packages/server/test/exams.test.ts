import type {
  Chapter,
  Course,
  Exam,
  ExamAttempt,
  ExamResults,
  ExamReview,
  ExamSubmitted,
  Lesson,
  MyExam,
  MyNoteRecord,
  MyScores,
  PublicTest,
  PublicTestAbout,
  PublicTestResult,
  UserGroup,
} from '@saola/core/api';
import { ID_TYPE } from '@saola/core/constants';
import type { Paged } from '@saola/core/http';
import type { FieldError } from '@saola/core/validate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSessions } from '../bench/data';
import { newAccount } from '../src/db/records';
import { forgetExpired } from '../src/db/retention';
import {
  type Call,
  dataOf as data,
  demoPasswordHash,
  type OwnerCall,
  startWithOwner,
  type TestServer,
} from './harness';
import { twoOptionQuestion } from './questions';

let t: TestServer;
let owner: string;
let call: OwnerCall;
let student: string;
let student2: string;
let quiz: Lesson;
/** A second quiz, asked only by the review tests' exams: the other tests' exams on `quiz` are still open. */
let reviewQuiz: Lesson;
let group: UserGroup;
let idStudent: number;
let idStudent2: number;

const fieldsOf = (body: { data?: unknown }) => ((body.data ?? []) as FieldError[]).map((f) => f.field);

const HOUR = 3_600_000;
const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();
const questions = [
  twoOptionQuestion('2 + 2 = ?', ['3', '4'], 'b'),
  { kind: 'truefalse', prompt: 'Hà Nội là thủ đô của Việt Nam.', options: [], correct: ['true'], points: 1 },
  { kind: 'short', prompt: 'ນະຄອນຫຼວງຂອງລາວ?', options: [], correct: ['Vientiane'], points: 1 },
];
const allRight = (attempt: ExamAttempt) =>
  attempt.questions.map((q) => ({
    idQuestion: q.id,
    choices: q.kind === 'single' ? ['b'] : q.kind === 'truefalse' ? ['true'] : ['vientiane'],
  }));

const idOf = async (username: string, idSite?: number) => {
  let query = t.server.connection.db.selectFrom('users').select('id').where('username', '=', username);
  if (idSite) query = query.where('idSite', '=', idSite);
  return (await query.orderBy('id').executeTakeFirstOrThrow()).id;
};

const examFor = (extra: object = {}) => ({
  name: 'Kiểm tra giữa kỳ Toán 10',
  idLesson: quiz.id,
  idGroup: group.id,
  opensAt: at(-HOUR),
  closesAt: at(2 * HOUR),
  durationMinutes: 30,
  attemptsAllowed: 1,
  passPercent: 50,
  ...extra,
});
/** The second school, made once for the file's tests that need it. */
let other: ReturnType<TestServer['addOtherSite']> | undefined;
const otherSite = () => {
  other ??= t.addOtherSite();
  return other;
};
const addExam = (extra: object = {}) => data<Exam>(call('POST', '/Lms/Exam/Add', examFor(extra)));

beforeAll(async () => {
  ({ t, owner, call } = await startWithOwner());
  student = await t.signIn('student');
  student2 = await t.signIn('student2');
  idStudent = await idOf('student');
  idStudent2 = await idOf('student2');
  const course = await data<Course>(call('POST', '/Lms/Course/Add', { name: 'Toán 10' }));
  const chapter = await data<Chapter>(
    call('POST', '/Lms/Curriculum/AddChapter', { idCourse: course.id, title: 'Chương 1' }),
  );
  const addQuiz = async (title: string) => {
    const lesson = await data<Lesson>(
      call('POST', '/Lms/Curriculum/AddLesson', { idChapter: chapter.id, title, kind: 'quiz' }),
    );
    const saved = await call('PUT', '/Lms/Quiz/Save', {
      idLesson: lesson.id,
      passPercent: 50,
      attemptsAllowed: null,
      timeLimitMinutes: null,
      shuffle: false,
      showAnswers: 'never',
      questions,
    });
    expect(saved.status).toBe(200);
    return lesson;
  };
  quiz = await addQuiz('Đề thi');
  reviewQuiz = await addQuiz('Đề ôn');
  group = await data<UserGroup>(
    call('POST', '/Lms/UserGroup/Add', { name: 'Lớp 10A1 (thi)', idMembers: [idStudent] }),
  );
  expect(group?.id).toBeTruthy();
});
afterAll(() => t.close());

it("runs the server's statements without JIT compilation (it cost a learner's exam list 50 ms of 52)", async () => {
  const { rows } = await sql<{ jit: string; available: boolean }>`
    select current_setting('jit') as jit, pg_jit_available() as available`.execute(t.server.connection.db);
  // PGlite is built without a JIT provider; PostgreSQL has one and must not use it.
  expect(rows[0]?.jit === 'off' || rows[0]?.available === false).toBe(true);
});

describe('scheduling exams', () => {
  it('adds an exam for a class and chosen learners, lists it with its state and reads it back', async () => {
    const exam = await addExam({ idUsers: [idStudent2], term: 'HK1', factor: 2 });
    expect(exam).toMatchObject({
      name: 'Kiểm tra giữa kỳ Toán 10',
      lessonTitle: 'Đề thi',
      groupName: 'Lớp 10A1 (thi)',
      takers: 2,
      submitted: 0,
      state: 'open',
      factor: 2,
      term: 'HK1',
      users: [expect.objectContaining({ id: idStudent2 })],
    });
    const list = await data<Paged<Exam>>(
      call('GET', '/Lms/Exam/List', { state: 'open', keyword: 'giữa kỳ' }),
    );
    expect(list.data.map((e) => e.id)).toContain(exam.id);
    const upcoming = await data<Paged<Exam>>(call('GET', '/Lms/Exam/List', { state: 'upcoming' }));
    expect(upcoming.data.map((e) => e.id)).not.toContain(exam.id);
    const edited = await data<Exam>(
      call('PUT', '/Lms/Exam/Edit', { id: exam.id, ...examFor({ idUsers: [], durationMinutes: 45 }) }),
    );
    expect(edited).toMatchObject({ durationMinutes: 45, takers: 1, users: [] });
    expect((await call('DELETE', '/Lms/Exam/Delete', { ids: [exam.id] })).status).toBe(200);
    expect((await call('GET', '/Lms/Exam/Get', { id: exam.id })).status).toBe(404);
  });

  it('refuses a window that closes before it opens, a lesson that is not a quiz and no takers', async () => {
    const before = (await data<Paged<Exam>>(call('GET', '/Lms/Exam/List', {}))).total;
    const backwards = await call('POST', '/Lms/Exam/Add', examFor({ opensAt: at(HOUR), closesAt: at(0) }));
    expect(backwards.status).toBe(400);
    expect(fieldsOf(backwards.body)).toEqual(['closesAt']);
    const nobody = await call('POST', '/Lms/Exam/Add', examFor({ idGroup: null }), owner, {
      locale: 'vi-VN',
    });
    expect(fieldsOf(nobody.body)).toEqual(['idGroup']);
    expect(JSON.stringify(nobody.body.data)).toContain('Hãy chọn một lớp');
    const bad = await call('POST', '/Lms/Exam/Add', examFor({ durationMinutes: 0, opensAt: 'soon' }));
    expect(bad.status).toBe(400);
    expect((await data<Paged<Exam>>(call('GET', '/Lms/Exam/List', {}))).total).toBe(before);
  });
});

describe('taking an exam', () => {
  it('lets a learner start and submit once; parallel starts and submits with one attempt left share one', async () => {
    const exam = await addExam();
    const mine = await data<Paged<MyExam>>(call('GET', '/Lms/Exam/MyExams', {}, student));
    expect(mine.data.find((e) => e.id === exam.id)).toMatchObject({
      state: 'open',
      questions: 3,
      attemptsUsed: 0,
    });
    // Not given to student2: not found.
    expect((await call('POST', '/Lms/Exam/Start', { id: exam.id }, student2)).status).toBe(404);
    const starts = await Promise.all(
      [1, 2, 3].map(() => call<ExamAttempt>('POST', '/Lms/Exam/Start', { id: exam.id }, student)),
    );
    expect(starts.map((s) => s.status)).toEqual([200, 200, 200]);
    const ids = new Set(starts.map((s) => s.body.data?.id));
    expect(ids.size).toBe(1);
    const attempt = starts[0]?.body.data as ExamAttempt;
    expect(JSON.stringify(attempt)).not.toContain('correct');
    expect(Date.parse(attempt.deadline) - Date.parse(attempt.startedAt)).toBe(30 * 60_000);
    const rows = await t.server.connection.db
      .selectFrom('examAttempts')
      .where('idExam', '=', exam.id)
      .select('id')
      .execute();
    expect(rows).toHaveLength(1);
    // The same answers sent twice at once (a double click): which request arrives first is the race's, so
    // both carry what the learner chose, and one grading must come of them.
    const submits = await Promise.all(
      [1, 2].map(() =>
        call<ExamSubmitted>(
          'POST',
          '/Lms/Exam/Submit',
          { idAttempt: attempt.id, answers: allRight(attempt) },
          student,
        ),
      ),
    );
    expect(submits.map((s) => s.status)).toEqual([200, 200]);
    // Graded once: both replies tell the same submission; the score waits for the release.
    expect(submits[0]?.body.data).toMatchObject({ score: null, passed: null });
    expect(submits[0]?.body.data?.submittedAt).toBe(submits[1]?.body.data?.submittedAt);
    const again = await call('POST', '/Lms/Exam/Start', { id: exam.id }, student);
    expect(again.status).toBe(400);
    const results = await data<ExamResults>(call('GET', '/Lms/Exam/Results', { id: exam.id }));
    expect(results.rows).toEqual([
      expect.objectContaining({
        idUser: idStudent,
        status: 'submitted',
        attempts: 1,
        score: 4,
        maxScore: 4,
        passed: true,
      }),
    ]);
    const hidden = await data<Paged<MyExam>>(call('GET', '/Lms/Exam/MyExams', {}, student));
    expect(hidden.data.find((e) => e.id === exam.id)).toMatchObject({ submitted: true, result: null });
    await call('PUT', '/Lms/Exam/Edit', { id: exam.id, ...examFor({ resultsReleased: true }) });
    const shown = await data<Paged<MyExam>>(call('GET', '/Lms/Exam/MyExams', {}, student));
    expect(shown.data.find((e) => e.id === exam.id)?.result).toEqual({ score: 4, maxScore: 4, passed: true });
  });

  it('refuses answers after the deadline (one second late) and counts the attempt as used', async () => {
    const exam = await addExam({ durationMinutes: 10, attemptsAllowed: 2 });
    const attempt = await data<ExamAttempt>(call('POST', '/Lms/Exam/Start', { id: exam.id }, student));
    t.clock.advance(10 * 60_000 + 1000);
    const late = await call(
      'POST',
      '/Lms/Exam/Submit',
      { idAttempt: attempt.id, answers: allRight(attempt) },
      student,
    );
    expect(late.status).toBe(400);
    const results = await data<ExamResults>(call('GET', '/Lms/Exam/Results', { id: exam.id }));
    expect(results.rows[0]).toMatchObject({ score: 0, status: 'submitted' });
    // The second attempt is new, and its answers on time count.
    const second = await data<ExamAttempt>(call('POST', '/Lms/Exam/Start', { id: exam.id }, student));
    expect(second.id).not.toBe(attempt.id);
    const onTime = await call(
      'POST',
      '/Lms/Exam/Submit',
      { idAttempt: second.id, answers: allRight(second) },
      student,
    );
    expect(onTime.status).toBe(200);
    expect((await call('POST', '/Lms/Exam/Start', { id: exam.id }, student)).status).toBe(400);
  });

  it('ends an attempt at the window close, refusing a submit one second after closing, and a start after it', async () => {
    const exam = await addExam({ opensAt: at(-HOUR), closesAt: at(5 * 60_000), durationMinutes: 60 });
    const attempt = await data<ExamAttempt>(call('POST', '/Lms/Exam/Start', { id: exam.id }, student));
    expect(attempt.deadline).toBe(exam.closesAt);
    t.clock.advance(5 * 60_000 + 1000);
    const late = await call(
      'POST',
      '/Lms/Exam/Submit',
      { idAttempt: attempt.id, answers: allRight(attempt) },
      student,
    );
    expect(late.status).toBe(400);
    const start = await call('POST', '/Lms/Exam/Start', { id: exam.id }, student, { locale: 'en-US' });
    expect(start.status).toBe(400);
    expect(start.body.message).toBe('The exam is closed.');
  });

  it('refuses a start before the window opens', async () => {
    const exam = await addExam({ opensAt: at(HOUR), closesAt: at(2 * HOUR) });
    const early = await call('POST', '/Lms/Exam/Start', { id: exam.id }, student);
    expect(early.status).toBe(400);
    const mine = await data<Paged<MyExam>>(call('GET', '/Lms/Exam/MyExams', { state: 'upcoming' }, student));
    expect(mine.data.map((e) => e.id)).toContain(exam.id);
  });

  it("answers 404 for another learner's attempt and for another school's exam, changing nothing", async () => {
    const exam = await addExam({ idUsers: [idStudent2], attemptsAllowed: 3 });
    const attempt = await data<ExamAttempt>(call('POST', '/Lms/Exam/Start', { id: exam.id }, student));
    const stolen = await call('POST', '/Lms/Exam/Submit', { idAttempt: attempt.id, answers: [] }, student2);
    expect(stolen.status).toBe(404);
    const other = await otherSite();
    const otherOwner = await t.signIn('owner', { host: other.host });
    const otherStudent = await t.signIn('student', { host: other.host });
    const host = { host: other.host };
    expect((await call('GET', '/Lms/Exam/Get', { id: exam.id }, otherOwner, host)).status).toBe(404);
    expect((await call('GET', '/Lms/Exam/Results', { id: exam.id }, otherOwner, host)).status).toBe(404);
    expect(
      (await call('PUT', '/Lms/Exam/Edit', { id: exam.id, ...examFor() }, otherOwner, host)).status,
    ).toBe(404);
    expect((await call('DELETE', '/Lms/Exam/Delete', { ids: [exam.id] }, otherOwner, host)).status).toBe(404);
    expect((await call('POST', '/Lms/Exam/Start', { id: exam.id }, otherStudent, host)).status).toBe(404);
    expect(
      (await call('POST', '/Lms/Exam/Submit', { idAttempt: attempt.id, answers: [] }, otherStudent, host))
        .status,
    ).toBe(404);
    const added = await call('POST', '/Lms/Exam/Add', examFor(), otherOwner, host);
    expect(added.status).toBe(404);
    expect((await call('GET', '/Lms/Exam/Get', { id: exam.id })).status).toBe(200);
    const open = await t.server.connection.db
      .selectFrom('examAttempts')
      .where('id', '=', attempt.id)
      .select('submittedAt')
      .executeTakeFirstOrThrow();
    expect(open.submittedAt).toBeNull();
  });
});

describe('reviewing answers after the close', () => {
  const review = (id: number, token: string, extra: Partial<Call> = {}) =>
    call<ExamReview>('GET', '/Lms/Exam/Review', { id }, token, extra);
  const mine = async (token: string) =>
    (await data<Paged<MyExam>>(call('GET', '/Lms/Exam/MyExams', { take: 100 }, token))).data;

  it('shows her own answers beside the correct ones from one second after the close, not one second before', async () => {
    const exam = await addExam({
      idLesson: reviewQuiz.id,
      idUsers: [idStudent2],
      closesAt: at(10 * 60_000),
      durationMinutes: 60,
      showAnswers: true,
    });
    expect(exam.showAnswers).toBe(true);
    const attempt = await data<ExamAttempt>(call('POST', '/Lms/Exam/Start', { id: exam.id }, student));
    const answers = attempt.questions.map((q) => ({
      idQuestion: q.id,
      choices: q.kind === 'single' ? ['a'] : q.kind === 'truefalse' ? ['true'] : ['Vientiane'],
    }));
    const sent = await call('POST', '/Lms/Exam/Submit', { idAttempt: attempt.id, answers }, student);
    expect(sent.status).toBe(200);
    expect((await mine(student)).find((e) => e.id === exam.id)?.reviewable).toBe(false);

    t.clock.set(new Date(Date.parse(exam.closesAt) - 1000));
    const early = await review(exam.id, student, { locale: 'en-US' });
    expect(early.status).toBe(403);
    expect(early.body.message).toBe('Answers are shown once the exam has closed.');
    expect(JSON.stringify(early.body)).not.toMatch(/correct|chosen|Vientiane/);

    t.clock.advance(2000);
    expect((await mine(student)).find((e) => e.id === exam.id)?.reviewable).toBe(true);
    const shown = await review(exam.id, student);
    expect(shown.status).toBe(200);
    const byKind = Object.fromEntries((shown.body.data as ExamReview).questions.map((q) => [q.kind, q]));
    expect(byKind.single).toMatchObject({ chosen: ['a'], correct: ['b'], right: false, prompt: '2 + 2 = ?' });
    expect(byKind.truefalse).toMatchObject({ chosen: ['true'], correct: ['true'], right: true });
    expect(byKind.short).toMatchObject({ chosen: ['Vientiane'], correct: ['Vientiane'], right: true });
    // Results not released: the review shows answers, not the score.
    expect(shown.body.data).toMatchObject({ id: exam.id, score: null, maxScore: null, passed: null });

    // Student 2 takes the exam but submitted nothing: there is no attempt of hers, and nobody else's is shown.
    const other = await review(exam.id, student2);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toMatch(/correct|chosen|Vientiane/);
    expect((await mine(student2)).find((e) => e.id === exam.id)?.reviewable).toBe(false);
    // Staff use the results list, not a learner's review.
    expect((await review(exam.id, owner)).status).toBe(403);
  });

  it('refuses an exam that does not show answers, and another school’s exam', async () => {
    const exam = await addExam({
      idLesson: reviewQuiz.id,
      closesAt: at(10 * 60_000),
      durationMinutes: 60,
      resultsReleased: true,
    });
    expect(exam.showAnswers).toBe(false);
    const attempt = await data<ExamAttempt>(call('POST', '/Lms/Exam/Start', { id: exam.id }, student));
    await call('POST', '/Lms/Exam/Submit', { idAttempt: attempt.id, answers: allRight(attempt) }, student);
    t.clock.advance(11 * 60_000);
    const hidden = await review(exam.id, student, { locale: 'lo-LA' });
    expect(hidden.status).toBe(403);
    expect(hidden.body.message).toBe('ການສອບເສັງນີ້ບໍ່ສະແດງຄຳຕອບ.');
    expect((await mine(student)).find((e) => e.id === exam.id)).toMatchObject({
      reviewable: false,
      result: { score: 4, maxScore: 4, passed: true },
    });
    await call('PUT', '/Lms/Exam/Edit', {
      id: exam.id,
      ...examFor({
        idLesson: reviewQuiz.id,
        showAnswers: true,
        resultsReleased: true,
        opensAt: at(-2 * HOUR),
        closesAt: at(-60_000),
      }),
    });
    const shown = await review(exam.id, student);
    expect(shown.body.data).toMatchObject({ score: 4, maxScore: 4, passed: true });
    const other = await otherSite();
    const otherStudent = await t.signIn('student', { host: other.host });
    const leaked = await review(exam.id, otherStudent, { host: other.host });
    expect(leaked.status).toBe(404);
    expect(JSON.stringify(leaked.body)).not.toMatch(/correct|chosen/);
  });
});

describe('the exam rush', () => {
  it('holds when 120 learners start the same exam at once and each submits: one attempt each, no error', async () => {
    const db = t.server.connection.db;
    const hash = await demoPasswordHash(db);
    const learners = await db
      .insertInto('users')
      .values(
        Array.from({ length: 120 }, (_, i) =>
          newAccount({
            idSite: 1,
            username: `rush${i}`,
            fullName: `Học viên ${i}`,
            idType: ID_TYPE.STUDENT,
            passwordHash: hash,
          }),
        ),
      )
      .returning('id')
      .execute();
    const idUsers = learners.map((l) => l.id);
    const exam = await addExam({ idGroup: null, idUsers, shuffle: true });
    const tokens = await openSessions(db, idUsers, t.clock.now());
    const replies = await Promise.all(
      tokens.map(async (token) => {
        const started = await call<ExamAttempt>('POST', '/Lms/Exam/Start', { id: exam.id }, token);
        const attempt = started.body.data as ExamAttempt;
        const submitted = await call(
          'POST',
          '/Lms/Exam/Submit',
          { idAttempt: attempt.id, answers: allRight(attempt) },
          token,
        );
        return [started.status, submitted.status];
      }),
    );
    expect(replies.flat().every((status) => status === 200)).toBe(true);
    const attempts = await db
      .selectFrom('examAttempts')
      .where('idExam', '=', exam.id)
      .select(['idUser', 'score'])
      .execute();
    expect(attempts).toHaveLength(120);
    expect(new Set(attempts.map((a) => a.idUser)).size).toBe(120);
    expect(attempts.every((a) => a.score === 4)).toBe(true);
  });
});

describe('the public test', () => {
  it('gives a visitor the open public test without answers, grades it once and refuses it late', async () => {
    const none = await call<PublicTest | null>('GET', '/Lms/PublicTest/Get', {}, undefined);
    expect(none.status).toBe(200);
    expect((await call('GET', '/Lms/PublicTest/About', {}, undefined)).body.data).toBeNull();
    const exam = await addExam({
      name: 'Placement test',
      idGroup: null,
      isPublic: true,
      durationMinutes: 15,
    });
    const about = await data<PublicTestAbout>(call('GET', '/Lms/PublicTest/About', {}, undefined));
    const test = await data<PublicTest>(call('GET', '/Lms/PublicTest/Get', {}, undefined));
    expect(test).toMatchObject({ id: exam.id, name: 'Placement test' });
    // The start card's facts, and nothing a visitor could read ahead of the clock.
    expect(about).toEqual({
      id: exam.id,
      name: 'Placement test',
      description: exam.description,
      durationMinutes: 15,
      questionCount: test.questions.length,
      passPercent: exam.passPercent,
    });
    expect(JSON.stringify(test)).not.toContain('correct');
    const answers = allRight(test as unknown as ExamAttempt);
    const result = await call<PublicTestResult>(
      'POST',
      '/Lms/PublicTest/Submit',
      { ticket: test.ticket, fullName: 'Khăm Phoumy', answers },
      undefined,
    );
    expect(result.body.data).toEqual({ score: 4, maxScore: 4, passed: true, passPercent: exam.passPercent });
    const twice = await call(
      'POST',
      '/Lms/PublicTest/Submit',
      { ticket: test.ticket, fullName: 'X', answers },
      undefined,
    );
    expect(twice.status).toBe(400);
    const forged = await call(
      'POST',
      '/Lms/PublicTest/Submit',
      { ticket: `${exam.id}.${Date.now()}.forged`, fullName: 'X', answers },
      undefined,
    );
    expect(forged.status).toBe(400);
    const late = await data<PublicTest>(call('GET', '/Lms/PublicTest/Get', {}, undefined));
    t.clock.advance(15 * 60_000 + 1000);
    const lateReply = await call(
      'POST',
      '/Lms/PublicTest/Submit',
      { ticket: late.ticket, fullName: 'Late', answers },
      undefined,
    );
    expect(lateReply.status).toBe(400);
    const results = await data<ExamResults>(call('GET', '/Lms/Exam/Results', { id: exam.id }));
    expect(results.rows).toEqual([
      expect.objectContaining({ idUser: null, fullName: 'Khăm Phoumy', score: 4 }),
    ]);
  });
});

describe('the public test’s limits per address', () => {
  it('lets one address begin 30 times and hand in 5 times per 10 minutes, then answers 429 with Retry-After', async () => {
    t.clock.advance(11 * 60_000); // past the window of the tests before
    const since = t.clock.now();
    const begin = () => call('GET', '/Lms/PublicTest/Get', {}, undefined);
    for (let i = 0; i < 30; i++) expect((await begin()).status).toBe(200);
    const refused = await call('GET', '/Lms/PublicTest/Get', {}, undefined, { locale: 'vi-VN' });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('600');
    expect(refused.body.message).toBe('Có quá nhiều yêu cầu từ mạng của bạn. Vui lòng thử lại sau 10 phút.');

    // A burst of hand-ins (forged tickets count too) is counted one at a time: exactly five get through.
    const forged = { ticket: '1.1.forged', fullName: 'X', answers: [] };
    const burst = await Promise.all(
      Array.from({ length: 8 }, () => call('POST', '/Lms/PublicTest/Submit', forged, undefined)),
    );
    expect(burst.filter((r) => r.status === 400)).toHaveLength(5);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(3);

    t.clock.advance(4 * 60_000);
    const later = await call('POST', '/Lms/PublicTest/Submit', forged, undefined, { locale: 'lo-LA' });
    expect(later.status).toBe(429);
    expect(Number(later.headers['retry-after'])).toBe(360);
    expect(later.body.message).toContain('6 ນາທີ');
    t.clock.advance(6 * 60_000 + 1000);
    expect((await begin()).status).toBe(200);
    expect((await call('POST', '/Lms/PublicTest/Submit', forged, undefined)).status).toBe(400);

    // The counts live in the database (shared by every server process) and are swept after a day.
    const db = t.server.connection.db;
    const kept = () =>
      db
        .selectFrom('accountRequests')
        .where('kind', 'in', ['publicTestGet', 'publicTestSubmit'])
        .select('createdAt')
        .execute();
    expect((await kept()).filter((r) => new Date(r.createdAt) >= since)).toHaveLength(30 + 5 + 2);
    await forgetExpired(db, new Date(t.clock.now().getTime() + 2 * 86_400_000));
    expect(await kept()).toHaveLength(0);
  });
});

describe("the learner's own scores and notes", () => {
  it('shows her score records and released exam scores with weighted term averages; never another learner’s', async () => {
    const record = (idUser: number, subject: string, score: number, factor: number) =>
      call('POST', '/Lms/ScoreRecord/Add', { idUser, subject, score, factor, term: 'HK1' });
    expect((await record(idStudent, 'Ngữ văn', 8, 1)).status).toBe(200);
    await record(idStudent, 'Ngữ văn', 6, 2);
    await record(idStudent2, 'Ngữ văn', 2, 1);
    const subject = await data<{ id: number }>(call('POST', '/Lms/Subject/Add', { name: 'Vật lý' }));
    const exam = await addExam({ idSubject: subject.id, term: 'HK1', factor: 2, resultsReleased: true });
    const attempt = await data<ExamAttempt>(call('POST', '/Lms/Exam/Start', { id: exam.id }, student));
    const answers = allRight(attempt).slice(0, 1); // 2 of 4 points
    await call('POST', '/Lms/Exam/Submit', { idAttempt: attempt.id, answers }, student);
    const mine = await data<MyScores>(call('GET', '/Lms/Transcript/MyScores', { term: 'HK1' }, student));
    expect(
      mine.scores
        .filter((s) => s.source === 'record')
        .map((s) => s.score)
        .sort(),
    ).toEqual([6, 8]);
    expect(mine.scores.find((s) => s.source === 'exam')).toMatchObject({
      subject: 'Vật lý',
      score: 5,
      factor: 2,
    });
    // (8×1 + 6×2) / 3 = 6.67 → 6.7
    expect(mine.averages).toEqual(
      expect.arrayContaining([
        { term: 'HK1', subject: 'Ngữ văn', average: 6.7, scores: 2 },
        { term: 'HK1', subject: 'Vật lý', average: 5, scores: 1 },
      ]),
    );
    expect(mine.terms).toContain('HK1');
    const theirs = await data<MyScores>(call('GET', '/Lms/Transcript/MyScores', {}, student2));
    expect(theirs.scores.map((s) => s.score)).toEqual([2]);
    // Staff have no transcript of their own here: the endpoint is the learner's.
    expect((await call('GET', '/Lms/Transcript/MyScores', {})).status).toBe(403);
  });

  it('lists only her own notes, newest day first', async () => {
    await call('POST', '/Lms/NoteRecord/Add', {
      idUser: idStudent,
      notedOn: '2026-11-02',
      content: 'Tiến bộ rõ rệt.',
    });
    await call('POST', '/Lms/NoteRecord/Add', {
      idUser: idStudent,
      notedOn: '2026-11-20',
      content: 'Cần tập trung hơn.',
    });
    await call('POST', '/Lms/NoteRecord/Add', {
      idUser: idStudent2,
      notedOn: '2026-11-21',
      content: 'Riêng tư.',
    });
    const mine = await data<Paged<MyNoteRecord>>(call('GET', '/Lms/NoteRecord/Mine', {}, student));
    expect(mine.data.map((n) => n.content)).toEqual(['Cần tập trung hơn.', 'Tiến bộ rõ rệt.']);
    expect(mine.data[0]).toMatchObject({ notedOn: '2026-11-20', teacherName: expect.any(String) });
    const found = await data<Paged<MyNoteRecord>>(
      call('GET', '/Lms/NoteRecord/Mine', { keyword: 'tiến bộ' }, student),
    );
    expect(found.total).toBe(1);
  });
});
