import { sql } from 'kysely';
import type { SignedInContext } from '../http/context';
import { classesInScope, studentsInScope } from './learner-scope';

/**
 * The exams a member of staff sees and watches (list, read, results), as a condition on the `exams` row `exam`:
 * every exam of the school for a school-wide scope; for a personal scope those she scheduled and those set for
 * a class she sees (`classesInScope`: a homeroom teacher follows her class's exams whoever set them).
 */
export function examsInScope(ctx: SignedInContext<unknown>, exam = 'exams') {
  if (ctx.auth.user.scope === 'school') return sql<boolean>`true`;
  return sql<boolean>`(${sql.ref(`${exam}.id_creator`)} = ${ctx.auth.user.id}
    or (${sql.ref(`${exam}.id_group`)} is not null and ${classesInScope(ctx, `${exam}.id_group`)}))`;
}

/**
 * The exams she may change or delete: with a school-wide scope any, with a personal one only those she
 * scheduled (seeing her class's exam does not hand her another teacher's questions, window or takers).
 */
export function examsMayChange(ctx: SignedInContext<unknown>, exam = 'exams') {
  if (ctx.auth.user.scope === 'school') return sql<boolean>`true`;
  return sql<boolean>`${sql.ref(`${exam}.id_creator`)} = ${ctx.auth.user.id}`;
}

/**
 * Which of an exam's takers she sees (its chosen learners, its results): all of them on an exam she may change;
 * on one she only follows (her class's, set by another) only her own learners, since the author may also have
 * chosen learners outside her class, and no guest of a public test.
 */
export function examTakersSeen(ctx: SignedInContext<unknown>, mayChange: boolean, learner: string) {
  return mayChange ? sql<boolean>`true` : studentsInScope(ctx, learner);
}
