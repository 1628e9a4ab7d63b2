import { contract, type QuestionAuthoring, type QuestionPayload, type QuizAuthoring } from '@saola/core/api';
import { answersShown, isCorrect, passes } from '@saola/core/learning';
import { type Selectable, sql } from 'kysely';
import type { CourseLessonsTable, QuizQuestionsTable } from '../../db/schema';
import { ok, type RequestContext, type SignedInContext } from '../../http/context';
import { badRequest, fieldError, HttpError, notFound } from '../../http/errors';
import { route } from '../../http/routes';
import type { ScopedDb } from '../../http/scoped';
import { heldFrom } from '../../policy/exam-secrecy';
import { lessonOf, recountCourse } from '../course';
import { learnerView } from './access';
import {
  type AttemptRow,
  askedQuestions,
  attemptsLeft,
  attemptsOf,
  expired,
  resultOf,
  toAttempt,
} from './attempts';
import { completeLesson } from './completion';

const { quiz: api } = contract;
const TRUE_FALSE = [
  { id: 'true', text: 'true' },
  { id: 'false', text: 'false' },
];

type QuestionRow = Selectable<QuizQuestionsTable>;

const toAuthoring = (q: QuestionRow): QuestionAuthoring => ({
  id: q.id,
  kind: q.kind,
  prompt: q.prompt,
  options: q.options,
  correct: q.correct,
  match: q.match,
  points: q.points,
});

function settingsOf(lesson: Selectable<CourseLessonsTable>) {
  return {
    passPercent: lesson.passPercent,
    attemptsAllowed: lesson.attemptsAllowed,
    timeLimitMinutes: lesson.timeLimitMinutes,
    shuffle: lesson.shuffle,
    showAnswers: lesson.showAnswers,
  };
}

const questionsOf = (db: ScopedDb, idLesson: number) =>
  db
    .select('quizQuestions')
    .where('idLesson', '=', idLesson)
    .selectAll()
    .orderBy('position')
    .orderBy('id')
    .execute();

async function quizLesson(ctx: SignedInContext<unknown>, idLesson: number) {
  const lesson = await lessonOf(ctx, idLesson);
  if (lesson.kind !== 'quiz') throw badRequest('quiz.notAQuiz');
  return lesson;
}

/** The checks a question's shape cannot express: which answers are right must name its options. */
function checkQuestion(ctx: RequestContext<unknown>, q: QuestionPayload, index: number) {
  const at = (field: string) => `questions.${index}.${field}`;
  if (q.kind === 'short') {
    if (!q.correct.some((a) => a.trim())) throw fieldError(at('correct'), ctx.t('quiz.answerRequired'));
    return { options: [], correct: q.correct.map((a) => a.trim()).filter(Boolean) };
  }
  const options =
    q.kind === 'truefalse' ? TRUE_FALSE : q.options.map((o) => ({ id: o.id, text: o.text.trim() }));
  const ids = new Set(options.map((o) => o.id));
  if (q.kind !== 'truefalse' && (options.length < 2 || ids.size !== options.length))
    throw fieldError(at('options'), ctx.t('quiz.optionsRequired'));
  const correct = [...new Set(q.correct)];
  if (!correct.every((c) => ids.has(c)) || correct.length === 0)
    throw fieldError(at('correct'), ctx.t('quiz.correctRequired'));
  if (q.kind !== 'multiple' && correct.length !== 1)
    throw fieldError(at('correct'), ctx.t('quiz.oneCorrect'));
  return { options, correct };
}

/** The quiz lesson as its learner may open it: locked lessons and lessons of other courses are refused. */
async function learnerQuiz(ctx: SignedInContext<unknown>, idLesson: number) {
  const lesson = await ctx.db
    .select('courseLessons')
    .where('id', '=', idLesson)
    .selectAll()
    .executeTakeFirst();
  if (!lesson) throw notFound();
  if (lesson.kind !== 'quiz') throw badRequest('quiz.notAQuiz');
  const view = await learnerView(ctx, lesson.idCourse);
  const state = view.lessons.find((l) => l.row.id === idLesson)?.state;
  if (!state) throw notFound();
  if (state.locked) throw badRequest('quiz.locked');
  return lesson;
}

/**
 * Refuses a learner the quiz while an exam she takes asks its questions (exam secrecy): a graded attempt's
 * score or review would answer them.
 */
async function refuseWhileHeld(ctx: SignedInContext<unknown>, idUser: number, idLesson: number) {
  if (await heldFrom(ctx.db, idUser, { idLesson }, ctx.services.clock.now()))
    throw new HttpError(403, 'quiz.heldForExam');
}

/** Grades an attempt once: a second submission answers the first result. */
async function grade(
  ctx: SignedInContext<unknown>,
  attempt: AttemptRow,
  answers: Record<string, string[]>,
): Promise<AttemptRow> {
  const lesson = await ctx.db
    .select('courseLessons')
    .where('id', '=', attempt.idLesson)
    .selectAll()
    .executeTakeFirstOrThrow();
  const asked = attempt.questions;
  const maxScore = asked.reduce((sum, q) => sum + q.points, 0);
  const score = asked.reduce((sum, q) => sum + (isCorrect(q, answers[q.id] ?? []) ? q.points : 0), 0);
  const passed = passes(score, maxScore, lesson.passPercent);
  const now = ctx.services.clock.now();
  const saved = await ctx.db
    .update('quizAttempts')
    .set({ submittedAt: now, answers: JSON.stringify(answers), score, maxScore, passed })
    .where('id', '=', attempt.id)
    .where('submittedAt', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!saved) {
    return ctx.db.select('quizAttempts').where('id', '=', attempt.id).selectAll().executeTakeFirstOrThrow();
  }
  if (passed) {
    await completeLesson(ctx.db, { id: lesson.id, idCourse: lesson.idCourse }, attempt.idUser, now);
    await recountCourse(ctx.db, lesson.idCourse, attempt.idUser, now);
  }
  return saved;
}

export const quizRoutes = [
  route(api.get, async (ctx) => {
    const lesson = await quizLesson(ctx as SignedInContext<unknown>, ctx.payload.idLesson);
    const questions = await questionsOf(ctx.db, lesson.id);
    return ok<QuizAuthoring>({
      idLesson: lesson.id,
      ...settingsOf(lesson),
      questions: questions.map(toAuthoring),
    });
  }),

  route(api.save, async (ctx) => {
    const p = ctx.payload;
    const lesson = await quizLesson(ctx as SignedInContext<unknown>, p.idLesson);
    const rows = p.questions.map((q, position) => ({
      idLesson: lesson.id,
      position,
      kind: q.kind,
      prompt: q.prompt.trim(),
      match: q.match ?? 'normalized',
      points: q.points,
      ...(({ options, correct }) => ({ options: JSON.stringify(options), correct: JSON.stringify(correct) }))(
        checkQuestion(ctx, q, position),
      ),
    }));
    await ctx.db.transaction(async (tx) => {
      await tx
        .update('courseLessons')
        .set({
          passPercent: p.passPercent,
          attemptsAllowed: p.attemptsAllowed,
          timeLimitMinutes: p.timeLimitMinutes,
          shuffle: p.shuffle,
          showAnswers: p.showAnswers,
        })
        .where('id', '=', lesson.id)
        .execute();
      await tx.deleteFrom('quizQuestions').where('idLesson', '=', lesson.id).execute();
      if (rows.length) await tx.insert('quizQuestions', rows).execute();
    });
    const saved = await lessonOf(ctx as SignedInContext<unknown>, lesson.id);
    const questions = await questionsOf(ctx.db, lesson.id);
    return ok<QuizAuthoring>(
      { idLesson: lesson.id, ...settingsOf(saved), questions: questions.map(toAuthoring) },
      ctx.t('common.saved'),
    );
  }),

  route(api.overview, async (ctx) => {
    const signed = ctx as SignedInContext<unknown>;
    const lesson = await learnerQuiz(signed, ctx.payload.idLesson);
    const questions = await questionsOf(ctx.db, lesson.id);
    const attempts = await attemptsOf(ctx.db, lesson.id, signed.auth.user.id);
    const now = ctx.services.clock.now();
    const done = attempts.filter((a) => a.submittedAt !== null);
    const open = attempts.find((a) => a.submittedAt === null && !expired(a, now));
    const left = attemptsLeft(lesson, attempts, now);
    const held = await heldFrom(ctx.db, signed.auth.user.id, { idLesson: lesson.id }, now);
    const shown = !held && answersShown(lesson.showAnswers, left);
    return ok({
      idLesson: lesson.id,
      ...settingsOf(lesson),
      questions: questions.length,
      maxScore: questions.reduce((sum, q) => sum + q.points, 0),
      attempts: done.map((a) => resultOf(a, shown)),
      attemptsLeft: left,
      passed: done.some((a) => a.passed),
      openAttempt: open?.id ?? null,
    });
  }),

  route(api.start, async (ctx) => {
    const signed = ctx as SignedInContext<unknown>;
    const idUser = signed.auth.user.id;
    const lesson = await learnerQuiz(signed, ctx.payload.idLesson);
    await refuseWhileHeld(signed, idUser, lesson.id);
    const questions = await questionsOf(ctx.db, lesson.id);
    if (questions.length === 0) throw badRequest('quiz.empty');
    const now = ctx.services.clock.now();
    const attempts = await attemptsOf(ctx.db, lesson.id, idUser);
    const open = attempts.find((a) => a.submittedAt === null);
    if (open && !expired(open, now)) return ok(toAttempt(open));
    // An attempt left past its deadline is graded with the answers it has (none): it counts as used.
    if (open) await grade(signed, open, {});
    const used = attempts.length;
    if (lesson.attemptsAllowed !== null && used >= lesson.attemptsAllowed)
      throw badRequest('quiz.noAttemptsLeft');
    const created = await ctx.db
      .insert('quizAttempts', {
        idLesson: lesson.id,
        idUser,
        startedAt: now,
        deadline: lesson.timeLimitMinutes ? new Date(now.getTime() + lesson.timeLimitMinutes * 60_000) : null,
        questions: JSON.stringify(askedQuestions(questions, lesson.shuffle)),
        answers: null,
      })
      // Two starts at once (a double click, two tabs) share one attempt.
      .onConflict((oc) =>
        oc.columns(['idLesson', 'idUser']).where(sql.ref('submitted_at'), 'is', null).doNothing(),
      )
      .returningAll()
      .executeTakeFirst();
    const attempt =
      created ??
      (await ctx.db
        .select('quizAttempts')
        .where('idLesson', '=', lesson.id)
        .where('idUser', '=', idUser)
        .where('submittedAt', 'is', null)
        .selectAll()
        .executeTakeFirstOrThrow());
    return ok(toAttempt(attempt));
  }),

  route(api.submit, async (ctx) => {
    const signed = ctx as SignedInContext<unknown>;
    const attempt = await ctx.db
      .select('quizAttempts')
      .where('id', '=', ctx.payload.idAttempt)
      .where('idUser', '=', signed.auth.user.id)
      .selectAll()
      .executeTakeFirst();
    if (!attempt) throw notFound();
    // Also a submitted attempt's: handing it in again answers its result.
    await refuseWhileHeld(signed, attempt.idUser, attempt.idLesson);
    const lesson = await ctx.db
      .select('courseLessons')
      .where('id', '=', attempt.idLesson)
      .select(['showAnswers', 'attemptsAllowed'])
      .executeTakeFirstOrThrow();
    const now = ctx.services.clock.now();
    const late = expired(attempt, now);
    const answers = late
      ? {}
      : Object.fromEntries(ctx.payload.answers.map((a) => [String(a.idQuestion), a.choices]));
    const graded = attempt.submittedAt ? attempt : await grade(signed, attempt, answers);
    const left = attemptsLeft(lesson, await attemptsOf(ctx.db, attempt.idLesson, attempt.idUser), now);
    return ok(
      resultOf(graded, answersShown(lesson.showAnswers, left)),
      late ? ctx.t('quiz.late') : undefined,
    );
  }),
];
