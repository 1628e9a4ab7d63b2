import type { ExamState } from '@saola/core/api';
import { isCorrect, passes } from '@saola/core/learning';
import { sql } from 'kysely';
import type { AskedQuestion } from '../../db/schema';
import type { ScopedDb } from '../../http/scoped';

/** Where an exam's window stands at `now`, in SQL (the test clock is the server's clock). */
export const stateAt = (now: Date) =>
  sql<ExamState>`case when exams.opens_at > ${now} then 'upcoming' when exams.closes_at > ${now} then 'open' else 'closed' end`;

export function stateOf(exam: { opensAt: Date; closesAt: Date }, now: Date): ExamState {
  if (new Date(exam.opensAt) > now) return 'upcoming';
  return new Date(exam.closesAt) > now ? 'open' : 'closed';
}

/**
 * The learners who take an exam (the `exams` row in scope): its class's members and its chosen learners. A class's
 * members are its school's by their foreign key, as the exam's class is the exam's school's, so the class alone
 * names them: read from the members' primary key without a row (counting a list page's takers read 40 rows a class).
 */
export const takersOf = sql`(select t.id_user from exam_takers t where t.id_exam = exams.id
    union select m.id_user from user_group_members m where m.id_group = exams.id_group)`;

/** The quiz lesson's questions, in the editor's order: what an exam asks. */
export const questionsOf = (db: ScopedDb, idLesson: number) =>
  db
    .select('quizQuestions')
    .where('idLesson', '=', idLesson)
    .selectAll()
    .orderBy('position')
    .orderBy('id')
    .execute();

/** Grades answers against the questions an attempt was given, as quizzes are graded. */
export function gradeAnswers(
  asked: readonly Pick<AskedQuestion, 'id' | 'kind' | 'correct' | 'match' | 'points'>[],
  answers: Record<string, string[]>,
  passPercent: number,
) {
  const maxScore = asked.reduce((sum, q) => sum + q.points, 0);
  const score = asked.reduce((sum, q) => sum + (isCorrect(q, answers[q.id] ?? []) ? q.points : 0), 0);
  return { score, maxScore, passed: passes(score, maxScore, passPercent) };
}

/** The answers a submission names, by question id. */
export const answerMap = (answers: ReadonlyArray<{ idQuestion: number; choices: string[] }>) =>
  Object.fromEntries(answers.map((a) => [String(a.idQuestion), a.choices]));
