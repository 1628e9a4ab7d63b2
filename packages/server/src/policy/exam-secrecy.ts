import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { ScopedDb } from '../http/scoped';

/**
 * Whether `idUser` takes the exam row `exam` (an alias of `exams`): she is one of its chosen learners or a
 * member of its class. The exams module lists and opens exams with it, and exam secrecy below holds answers
 * from exactly these learners.
 */
export const takesExam = (idUser: number, exam = 'exams'): Expression<SqlBool> =>
  sql<SqlBool>`(exists (select 1 from exam_takers t where t.id_exam = ${sql.ref(`${exam}.id`)}
      and t.id_user = ${idUser})
    or exists (select 1 from user_group_members m where m.id_group = ${sql.ref(`${exam}.id_group`)}
      and m.id_site = ${sql.ref(`${exam}.id_site`)} and m.id_user = ${idUser}))`;

/** What a question set is known by: the quiz lesson holding it and, for an exam's own attempts, the exam. */
export interface QuestionSet {
  idLesson: Expression<number | null> | number | null;
  idExam?: Expression<number> | number;
}

/**
 * Exam secrecy (issue 32): whether a question set's answers are held from `idUser` at `now`, in SQL.
 *
 * An exam asks the questions of a course's quiz lesson, so the lesson's answers are the exam's. The exam does
 * not get a copy of its own (a copy holds the same questions and answers, so it would hide nothing); instead
 * the quiz lesson is closed to the exam's takers, from the moment the exam is scheduled until it closes:
 * - no attempt at the lesson starts or is graded (a graded attempt's score is an oracle: with unlimited
 *   attempts, changing one answer at a time finds every right one), so the lesson's "answers after the last
 *   attempt" and "always" never reach a taker through it while the exam stands;
 * - no correct answer of an attempt is shown again, including attempts made before the exam was scheduled
 *   or opened (what she saw then she saw, but an overview must not hand it back, nor to a classmate's screen);
 * - an exam's review waits until every exam she takes on the same lesson has closed (a retake on the same
 *   quiz would otherwise be answered by the first sitting's review), and until the exam itself has closed.
 * Upcoming exams count, not only open ones: otherwise the quiz is spent the evening before the exam opens.
 * Held from takers only: other learners of the course keep the lesson's normal rule, and staff (who author the
 * answers; takers are students only, who never pass the `admin` access of the quiz editor) are not concerned.
 * Exam grading reads only the exam's attempt, never a lesson attempt.
 *
 * Paths that must consult it: quiz Overview (reviews), Start and Submit (`learning/quiz.ts`), the exam's Review
 * and the "reviewable" flag of My exams (`exams/taking.ts`). Paths checked that show no answer to a learner:
 * quiz and exam attempts handed out (`toAttempt`), the public test's questions, the learner's lesson view,
 * the curriculum, exam results, reports and exports (scores only).
 */
export function answersHeld(
  idSite: number,
  idUser: number,
  now: Date,
  set: QuestionSet,
): RawBuilder<SqlBool> {
  const sameSet =
    set.idExam === undefined
      ? sql`held.id_lesson = ${set.idLesson}`
      : sql`(held.id_lesson = ${set.idLesson} or held.id = ${set.idExam})`;
  return sql<SqlBool>`exists (select 1 from exams held where held.id_site = ${idSite}
    and held.closes_at > ${now} and ${sameSet} and ${takesExam(idUser, 'held')})`;
}

/** The same rule asked once, before answering a learner about one quiz lesson or one exam. */
export async function heldFrom(db: ScopedDb, idUser: number, set: QuestionSet, now: Date): Promise<boolean> {
  const { rows } = await sql<{
    held: boolean;
  }>`select ${answersHeld(db.idSite, idUser, now, set)} as held`.execute(db.raw);
  return Boolean(rows[0]?.held);
}
