import type {
  Chapter,
  Course,
  Exam,
  ExamAttempt,
  ExamResults,
  ExamReview,
  Lesson,
  MyExam,
  MyScores,
  QuizAttempt,
  QuizOverview,
  QuizResult,
} from '@saola/core/api';
import type { Paged } from '@saola/core/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Call, dataOf as data, type OwnerCall, startWithOwner, type TestServer } from './harness';
import { twoOptionQuestion } from './questions';

// Exam secrecy (issue 32): an exam asks a course quiz lesson's questions, so while it stands the lesson must
// not answer them to its takers, through the lesson or through another exam on the same questions.

let t: TestServer;
let call: OwnerCall;
let chapter: Chapter;
const learners: Record<string, string> = {};
const ids: Record<string, number> = {};

const HOUR = 3_600_000;
const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();
/** Anything in a reply that gives an answer away: a review's correct options or the accepted text. */
const ANSWERS = /correct|Mekong/;
const questions = [
  twoOptionQuestion('Thủ đô của Pháp?', ['Paris', 'Lyon'], 'a'),
  { kind: 'truefalse', prompt: 'Sông Hồng chảy qua Viêng Chăn.', options: [], correct: ['false'], points: 1 },
  { kind: 'short', prompt: 'ແມ່ນ້ຳໃດໄຫຼຜ່ານວຽງຈັນ?', options: [], correct: ['Mekong'], points: 1 },
];
const allRight = (attempt: { questions: Array<{ id: number; kind: string }> }) =>
  attempt.questions.map((q) => ({
    idQuestion: q.id,
    choices: q.kind === 'single' ? ['a'] : q.kind === 'truefalse' ? ['false'] : ['mekong'],
  }));

/** A course quiz lesson with two attempts that shows its answers after the last one. */
async function courseQuiz(title: string) {
  const quiz = await data<Lesson>(
    call('POST', '/Lms/Curriculum/AddLesson', { idChapter: chapter.id, title, kind: 'quiz' }),
  );
  const saved = await call('PUT', '/Lms/Quiz/Save', {
    idLesson: quiz.id,
    passPercent: 50,
    attemptsAllowed: 2,
    timeLimitMinutes: null,
    shuffle: false,
    showAnswers: 'afterLastAttempt',
    questions,
  });
  expect(saved.status).toBe(200);
  return quiz;
}

const addExam = async (idLesson: number, who: string[], extra: object = {}) => {
  const reply = await call<Exam>('POST', '/Lms/Exam/Add', {
    name: 'Kiểm tra Địa lý',
    idLesson,
    idUsers: who.map((w) => ids[w]),
    opensAt: at(-HOUR),
    closesAt: at(HOUR),
    durationMinutes: 30,
    attemptsAllowed: 1,
    passPercent: 50,
    showAnswers: false,
    resultsReleased: true,
    ...extra,
  });
  expect(reply.status).toBe(200);
  return reply.body.data as Exam;
};

const quizStart = (idLesson: number, who: string, locale?: Call['locale']) =>
  call<QuizAttempt>('POST', '/Lms/Quiz/Start', { idLesson }, learners[who], { locale });
const quizSubmit = (idAttempt: number, who: string, answers: unknown[] = []) =>
  call<QuizResult>('POST', '/Lms/Quiz/Submit', { idAttempt, answers }, learners[who]);
const overview = (idLesson: number, who: string) =>
  data<QuizOverview>(call('GET', '/Lms/Quiz/Overview', { idLesson }, learners[who]));
/** Starts and submits a blank attempt, answering the submit's reply. */
const spend = async (idLesson: number, who: string) => {
  const started = await quizStart(idLesson, who);
  expect(started.status).toBe(200);
  return quizSubmit((started.body.data as QuizAttempt).id, who);
};
const review = (id: number, who: string) =>
  call<ExamReview>('GET', '/Lms/Exam/Review', { id }, learners[who]);
const reviewable = async (id: number, who: string) =>
  (await data<Paged<MyExam>>(call('GET', '/Lms/Exam/MyExams', { take: 100 }, learners[who]))).data.find(
    (e) => e.id === id,
  )?.reviewable;

beforeAll(async () => {
  ({ t, call } = await startWithOwner());
  for (const who of ['student', 'student2', 'student3', 'student4']) learners[who] = await t.signIn(who);
  const course = await data<Course>(call('POST', '/Lms/Course/Add', { name: 'Địa lý 10', opening: 'all' }));
  chapter = await data<Chapter>(
    call('POST', '/Lms/Curriculum/AddChapter', { idCourse: course.id, title: 'Chương 1' }),
  );
  const users = await t.server.connection.db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username', 'in', Object.keys(learners))
    .where('idSite', '=', 1)
    .execute();
  for (const u of users) ids[u.username as string] = u.id;
  const enrolled = await call('POST', '/Lms/Enrolment/Add', {
    idCourse: course.id,
    idUsers: Object.values(ids),
  });
  expect(enrolled.status).toBe(200);
});
afterAll(() => t.close());

describe('an open exam on a course quiz lesson', () => {
  it('keeps the answers from its enrolled taker spending the lesson’s attempts; after the close the lesson’s rule applies again', async () => {
    const quiz = await courseQuiz('Ôn tập 1');
    const exam = await addExam(quiz.id, ['student']);
    expect(exam.state).toBe('open');

    // The attack: spend both lesson attempts with no answers; the last reply used to carry every answer.
    const first = await quizStart(quiz.id, 'student', 'en-US');
    expect(first.status).toBe(403);
    expect(first.body.message).toBe(
      'This quiz is closed to you while an exam asking its questions is scheduled or open.',
    );
    expect(JSON.stringify(first.body)).not.toMatch(/"questions"/);
    const second = await quizStart(quiz.id, 'student');
    expect(second.status).toBe(403);
    const seen = await overview(quiz.id, 'student');
    expect(seen.attempts).toEqual([]);
    expect(JSON.stringify(seen)).not.toMatch(ANSWERS);

    // So she hands in the exam with what she knows, and that is what her transcript shows.
    const attempt = await data<ExamAttempt>(
      call('POST', '/Lms/Exam/Start', { id: exam.id }, learners.student),
    );
    expect(JSON.stringify(attempt)).not.toMatch(ANSWERS);
    const handedIn = await call(
      'POST',
      '/Lms/Exam/Submit',
      { idAttempt: attempt.id, answers: [] },
      learners.student,
    );
    expect(handedIn.body.data).toMatchObject({ score: 0, maxScore: 4, passed: false });
    const scores = await data<MyScores>(call('GET', '/Lms/Transcript/MyScores', {}, learners.student));
    expect(scores.scores.find((s) => s.key === `exam-${exam.id}`)?.score).toBe(0);

    // A learner of the course who does not take the exam keeps the lesson's rule.
    expect((await spend(quiz.id, 'student2')).body.data).toMatchObject({ review: null });
    const last = (await spend(quiz.id, 'student2')).body.data as QuizResult;
    expect(last.review?.map((r) => r.correct)).toEqual([['a'], ['false'], ['Mekong']]);

    // From the close on, the taker has the lesson back with its rule: answers after her last attempt.
    t.clock.set(new Date(Date.parse(exam.closesAt) + 1000));
    expect((await spend(quiz.id, 'student')).body.data).toMatchObject({ review: null });
    const after = (await spend(quiz.id, 'student')).body.data as QuizResult;
    expect(after.review?.map((r) => r.correct)).toEqual([['a'], ['false'], ['Mekong']]);
  });

  it('holds from the moment the exam is scheduled, also the answers of attempts made before it', async () => {
    const quiz = await courseQuiz('Ôn tập 2');
    // Before any exam: she spends both attempts and sees the answers, as the lesson allows.
    await spend(quiz.id, 'student3');
    const before = (await spend(quiz.id, 'student3')).body.data as QuizResult;
    expect(before.review).toHaveLength(3);

    const exam = await addExam(quiz.id, ['student3'], { opensAt: at(HOUR), closesAt: at(2 * HOUR) });
    expect(exam.state).toBe('upcoming');
    const seen = await overview(quiz.id, 'student3');
    expect(seen.attempts.map((a) => a.review)).toEqual([null, null]);
    expect(JSON.stringify(seen)).not.toMatch(ANSWERS);
    // Handing in an attempt again answers its result: refused, and without its answers.
    const again = await quizSubmit(before.idAttempt, 'student3', []);
    expect(again.status).toBe(403);
    expect(JSON.stringify(again.body)).not.toMatch(ANSWERS);
    expect((await quizStart(quiz.id, 'student3')).status).toBe(403);

    t.clock.set(new Date(Date.parse(exam.opensAt) + 1000));
    expect((await overview(quiz.id, 'student3')).attempts.map((a) => a.review)).toEqual([null, null]);

    t.clock.set(new Date(Date.parse(exam.closesAt) + 1000));
    expect((await overview(quiz.id, 'student3')).attempts.map((a) => a.review?.length)).toEqual([3, 3]);
  });

  it('refuses an attempt started before the exam was scheduled from being graded while it stands', async () => {
    const quiz = await courseQuiz('Ôn tập 3');
    const started = (await quizStart(quiz.id, 'student4')).body.data as QuizAttempt;
    const exam = await addExam(quiz.id, ['student4']);
    // Its score would tell which answers are right: nothing is graded, nothing is kept.
    const sent = await quizSubmit(started.id, 'student4', allRight(started));
    expect(sent.status).toBe(403);
    expect(JSON.stringify(sent.body)).not.toMatch(/score|correct|Mekong/);
    expect((await overview(quiz.id, 'student4')).attempts).toEqual([]);

    t.clock.set(new Date(Date.parse(exam.closesAt) + 1000));
    const graded = await quizSubmit(started.id, 'student4', allRight(started));
    expect(graded.body.data).toMatchObject({ score: 4, maxScore: 4, passed: true, review: null });
  });

  it('keeps a closed exam’s review from a taker of a retake on the same quiz until the retake closes', async () => {
    const quiz = await courseQuiz('Ôn tập 4');
    const sitting = await addExam(quiz.id, ['student'], { showAnswers: true, closesAt: at(10 * 60_000) });
    const attempt = await data<ExamAttempt>(
      call('POST', '/Lms/Exam/Start', { id: sitting.id }, learners.student),
    );
    await call('POST', '/Lms/Exam/Submit', { idAttempt: attempt.id, answers: [] }, learners.student);
    t.clock.set(new Date(Date.parse(sitting.closesAt) + 1000));
    const retake = await addExam(quiz.id, ['student'], { opensAt: at(HOUR), closesAt: at(2 * HOUR) });

    const early = await review(sitting.id, 'student');
    expect(early.status).toBe(403);
    expect(JSON.stringify(early.body)).not.toMatch(ANSWERS);
    expect(await reviewable(sitting.id, 'student')).toBe(false);

    // Once the retake has closed, the first sitting shows its answers as it was set to.
    t.clock.set(new Date(Date.parse(retake.closesAt) + 1000));
    expect(await reviewable(sitting.id, 'student')).toBe(true);
    const shown = await review(sitting.id, 'student');
    expect(shown.status).toBe(200);
    expect((shown.body.data as ExamReview).questions.map((q) => q.correct)).toEqual([
      ['a'],
      ['false'],
      ['Mekong'],
    ]);
  });

  it('grades the exam from its own attempt only: a lesson passed before the exam adds nothing', async () => {
    const quiz = await courseQuiz('Ôn tập 5');
    const started = (await quizStart(quiz.id, 'student2')).body.data as QuizAttempt;
    const passed = await quizSubmit(started.id, 'student2', allRight(started));
    expect(passed.body.data).toMatchObject({ score: 4, passed: true });

    const exam = await addExam(quiz.id, ['student2']);
    const attempt = await data<ExamAttempt>(
      call('POST', '/Lms/Exam/Start', { id: exam.id }, learners.student2),
    );
    const handedIn = await call(
      'POST',
      '/Lms/Exam/Submit',
      { idAttempt: attempt.id, answers: [] },
      learners.student2,
    );
    expect(handedIn.body.data).toMatchObject({ score: 0, maxScore: 4, passed: false });
    const results = await data<ExamResults>(call('GET', '/Lms/Exam/Results', { id: exam.id }));
    expect(results.rows.find((r) => r.idUser === ids.student2)).toMatchObject({ score: 0, attempts: 1 });
    const scores = await data<MyScores>(call('GET', '/Lms/Transcript/MyScores', {}, learners.student2));
    expect(scores.scores.find((s) => s.key === `exam-${exam.id}`)?.score).toBe(0);
  });
});
