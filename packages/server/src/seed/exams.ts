import type { Db } from '../db/connect';
import { gradeAnswers } from '../modules/exams';
import { askedQuestions } from '../modules/learning';
import { firstOf } from './first';

const DAY = 86_400_000;

/**
 * The demo school's exams (issue 20): a mid-term open now for its class, a final to come, a closed English test
 * whose released score shows in the learner's transcript, and an open placement test at /test for visitors.
 * Their questions are the demo courses' quizzes.
 */
export async function seedExams(
  db: Db,
  idSite: number,
  users: Array<{ id: number; username: string }>,
  now: Date,
): Promise<void> {
  const quizzes = await db
    .selectFrom('courseLessons')
    .where('idSite', '=', idSite)
    .where('kind', '=', 'quiz')
    .select(['id', 'title'])
    .orderBy('id')
    .execute();
  // Each exam asks a quiz of its own: exam secrecy closes a quiz to its takers until every exam on it has closed.
  const quiz = (title: string) => quizzes.find((q) => q.title === title);
  const midterm = quiz('Kiểm tra chương');
  const final = quiz('Đề thi cuối kỳ');
  const unitTest = quiz('Check yourself');
  const placement = quiz('Placement test');
  if (!midterm || !final || !unitTest || !placement) return;
  const group = await firstOf(db, idSite, 'userGroups');
  const subjects = await db
    .selectFrom('subjects')
    .where('idSite', '=', idSite)
    .select(['id', 'code'])
    .execute();
  const subject = (code: string) => subjects.find((s) => s.code === code)?.id ?? null;
  const owner = users.find((u) => u.username === 'owner')?.id ?? null;
  const student = users.find((u) => u.username === 'student')?.id;
  const at = (days: number, hours = 0) => new Date(now.getTime() + days * DAY + hours * 3_600_000);
  const common = { idSite, idGroup: group?.id ?? null, idCreator: owner, shuffle: true, passPercent: 50 };
  const exams = await db
    .insertInto('exams')
    .values([
      {
        ...common,
        name: 'Kiểm tra giữa kỳ Toán 10',
        description: 'Chương 1 và 2: mệnh đề, tập hợp. Làm bài trong 45 phút.',
        idLesson: midterm.id,
        opensAt: at(-1),
        closesAt: at(6),
        durationMinutes: 45,
        attemptsAllowed: 1,
        resultsReleased: false,
        isPublic: false,
        idSubject: subject('TOAN'),
        factor: 2,
        term: 'HK1',
      },
      {
        ...common,
        name: 'Thi cuối kỳ Toán 10',
        description: '',
        idLesson: final.id,
        opensAt: at(20),
        closesAt: at(20, 3),
        durationMinutes: 90,
        attemptsAllowed: 1,
        resultsReleased: false,
        isPublic: false,
        idSubject: subject('TOAN'),
        factor: 3,
        term: 'HK1',
      },
      {
        ...common,
        name: 'English Unit 1 test',
        description: 'Greetings and useful phrases.',
        idLesson: unitTest.id,
        opensAt: at(-14),
        closesAt: at(-13),
        durationMinutes: 20,
        attemptsAllowed: 2,
        resultsReleased: true,
        showAnswers: true,
        isPublic: false,
        idSubject: subject('ENG'),
        factor: 1,
        term: 'HK1',
      },
      {
        ...common,
        idGroup: null,
        name: 'English placement test',
        description: 'A short test to find your level. No account needed.',
        idLesson: placement.id,
        opensAt: at(-1),
        closesAt: at(60),
        durationMinutes: 15,
        attemptsAllowed: 1,
        resultsReleased: true,
        isPublic: true,
        idSubject: null,
        factor: 1,
        term: null,
      },
    ])
    .returning(['id', 'name'])
    .execute();
  const closed = exams.find((e) => e.name === 'English Unit 1 test');
  if (!closed || !student) return;
  const questions = await db
    .selectFrom('quizQuestions')
    .where('idSite', '=', idSite)
    .where('idLesson', '=', unitTest.id)
    .selectAll()
    .orderBy('position')
    .execute();
  const asked = askedQuestions(questions, false);
  // She had the first question right and missed the other.
  const answers = Object.fromEntries(asked.slice(0, 1).map((q) => [String(q.id), q.correct.slice(0, 1)]));
  const startedAt = at(-14, 2);
  await db
    .insertInto('examAttempts')
    .values({
      idSite,
      idExam: closed.id,
      idUser: student,
      number: 1,
      startedAt,
      deadline: new Date(startedAt.getTime() + 20 * 60_000),
      questions: JSON.stringify(asked),
      submittedAt: new Date(startedAt.getTime() + 12 * 60_000),
      answers: JSON.stringify(answers),
      ...gradeAnswers(asked, answers, 50),
    })
    .execute();
}
