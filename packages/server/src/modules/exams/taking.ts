import { contract, type ExamAttempt, type ExamReview, type MyExam, type QuizQuestion } from '@saola/core/api';
import { isCorrect } from '@saola/core/learning';
import { type Selectable, sql } from 'kysely';
import type { ExamAttemptsTable } from '../../db/schema';
import { ok, type SignedInContext } from '../../http/context';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { iso } from '../../http/iso';
import { containing, pageWindow } from '../../http/paging';
import { route } from '../../http/routes';
import type { ScopedDb } from '../../http/scoped';
import { answersHeld, heldFrom, takesExam } from '../../policy/exam-secrecy';
import { askedQuestions } from '../learning';
import { answerMap, gradeAnswers, questionsOf, stateAt, stateOf } from './shared';

const { exam: api } = contract;
type Ctx = SignedInContext<unknown>;
type AttemptRow = Selectable<ExamAttemptsTable>;

/** An attempt as its learner receives it: the questions it was given, never their answers. */
const toAttempt = (attempt: AttemptRow, name: string, now: Date): ExamAttempt => ({
  id: attempt.id,
  idExam: attempt.idExam,
  name,
  startedAt: iso(attempt.startedAt),
  deadline: iso(attempt.deadline),
  now: now.toISOString(),
  questions: attempt.questions.map(
    ({ id, kind, prompt, options, points }): QuizQuestion => ({ id, kind, prompt, options, points }),
  ),
});

/** Whether an attempt's time is up: the server's clock past its deadline, not a moment of grace. */
const overdue = (attempt: AttemptRow, now: Date) => new Date(attempt.deadline).getTime() < now.getTime();

/** The exam the signed-in learner takes, or not found (another school's, or one she is not given). */
async function myExam(ctx: Ctx, id: number) {
  const exam = await ctx.db
    .select('exams')
    .where('exams.id', '=', id)
    .where(takesExam(ctx.auth.user.id))
    .selectAll()
    .executeTakeFirst();
  if (!exam) throw notFound();
  return exam;
}

/**
 * Closes an attempt whose time ran out with the answers it has (none were accepted late): graded once, so it
 * counts as used. A race with its submission leaves whichever came first.
 */
async function closeOverdue(db: ScopedDb, attempt: AttemptRow, passPercent: number) {
  const graded = gradeAnswers(attempt.questions, {}, passPercent);
  await db
    .update('examAttempts')
    .set({ submittedAt: attempt.deadline, answers: JSON.stringify({}), ...graded })
    .where('id', '=', attempt.id)
    .where('submittedAt', 'is', null)
    .execute();
}

export const takingRoutes = [
  route(api.myExams, async (ctx) => {
    const c = ctx as Ctx;
    const me = c.auth.user.id;
    const now = ctx.services.clock.now();
    let query = ctx.db.select('exams').where(takesExam(me));
    if (ctx.payload.state) query = query.where(stateAt(now), '=', ctx.payload.state);
    const { limit, offset } = pageWindow(ctx.payload);
    const keyword = ctx.payload.keyword?.trim();
    if (keyword) query = query.where('exams.name', 'ilike', containing(keyword));
    const [rows, counted] = await Promise.all([
      query
        .select([
          'exams.id',
          'exams.name',
          'exams.description',
          'exams.opensAt',
          'exams.closesAt',
          'exams.durationMinutes',
          'exams.attemptsAllowed',
          'exams.resultsReleased',
          'exams.showAnswers',
          stateAt(now).as('state'),
          answersHeld(ctx.site.id, me, now, {
            idLesson: sql.ref('exams.id_lesson'),
            idExam: sql.ref('exams.id'),
          }).as('held'),
          sql<number>`(select count(*)::int from quiz_questions q where q.id_lesson = exams.id_lesson)`.as(
            'questions',
          ),
          sql<number>`(select count(*)::int from exam_attempts a where a.id_exam = exams.id and a.id_user = ${me})`.as(
            'attemptsUsed',
          ),
          sql<
            number | null
          >`(select a.id from exam_attempts a where a.id_exam = exams.id and a.id_user = ${me}
            and a.submitted_at is null and a.deadline >= ${now} limit 1)`.as('openAttempt'),
          sql<{ score: number; maxScore: number; passed: boolean } | null>`(select json_build_object(
              'score', a.score, 'maxScore', a.max_score, 'passed', a.passed)
            from exam_attempts a where a.id_exam = exams.id and a.id_user = ${me}
              and a.submitted_at is not null order by a.score desc, a.id limit 1)`.as('best'),
        ])
        // Open first, then upcoming, then closed; soonest first within each.
        .orderBy(
          sql`case when exams.closes_at <= ${now} then 2 when exams.opens_at > ${now} then 1 else 0 end`,
        )
        .orderBy(sql`case when exams.closes_at <= ${now} then null else exams.closes_at end`)
        .orderBy('exams.closesAt', 'desc')
        .orderBy('exams.id')
        .limit(limit)
        .offset(offset)
        .execute(),
      query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirst(),
    ]);
    return ok({
      total: Number(counted?.total ?? 0),
      data: rows.map(
        (r): MyExam => ({
          id: r.id,
          name: r.name,
          description: r.description,
          opensAt: iso(r.opensAt),
          closesAt: iso(r.closesAt),
          durationMinutes: r.durationMinutes,
          attemptsAllowed: r.attemptsAllowed,
          attemptsUsed: r.attemptsUsed,
          questions: r.questions,
          state: r.state,
          openAttempt: r.openAttempt,
          submitted: r.best !== null,
          resultsReleased: r.resultsReleased,
          result: r.resultsReleased ? r.best : null,
          // Her own exam not yet closed holds its answers too (exam secrecy).
          reviewable: !r.held && r.showAnswers && r.best !== null,
        }),
      ),
    });
  }),

  route(api.start, async (ctx) => {
    const c = ctx as Ctx;
    const me = c.auth.user.id;
    const exam = await myExam(c, ctx.payload.id);
    const now = ctx.services.clock.now();
    const state = stateOf(exam, now);
    if (state === 'upcoming') throw badRequest('exam.notOpenYet');
    if (state === 'closed') throw badRequest('exam.closed');
    const attempts = await ctx.db
      .select('examAttempts')
      .where('idExam', '=', exam.id)
      .where('idUser', '=', me)
      .selectAll()
      .orderBy('number')
      .execute();
    const open = attempts.find((a) => a.submittedAt === null);
    if (open && !overdue(open, now)) return ok(toAttempt(open, exam.name, now));
    if (open) await closeOverdue(ctx.db, open, exam.passPercent);
    if (attempts.length >= exam.attemptsAllowed) throw badRequest('exam.noAttemptsLeft');
    if (exam.idLesson === null) throw badRequest('exam.noQuestions');
    const questions = await questionsOf(ctx.db, exam.idLesson);
    if (!questions.length) throw badRequest('exam.noQuestions');
    const deadline = new Date(
      Math.min(now.getTime() + exam.durationMinutes * 60_000, new Date(exam.closesAt).getTime()),
    );
    // Two starts at once (a double click, two tabs, two devices) race for the same attempt number, and the
    // open-attempt index allows one open attempt: the loser makes nothing and resumes the winner's attempt.
    const created = await ctx.db
      .insert('examAttempts', {
        idExam: exam.id,
        idUser: me,
        number: attempts.length + 1,
        startedAt: now,
        deadline,
        questions: JSON.stringify(askedQuestions(questions, exam.shuffle)),
        answers: null,
      })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (created) return ok(toAttempt(created, exam.name, now));
    const winner = await ctx.db
      .select('examAttempts')
      .where('idExam', '=', exam.id)
      .where('idUser', '=', me)
      .where('submittedAt', 'is', null)
      .selectAll()
      .executeTakeFirst();
    if (!winner) throw badRequest('exam.noAttemptsLeft');
    return ok(toAttempt(winner, exam.name, now));
  }),

  route(api.review, async (ctx) => {
    const c = ctx as Ctx;
    const exam = await myExam(c, ctx.payload.id);
    // Others may still be taking it while it is open, or she may be taking another exam on the same questions:
    // its answers wait for every such exam to close (exam secrecy), as its results wait for the close.
    const set = { idLesson: exam.idLesson, idExam: exam.id };
    if (await heldFrom(ctx.db, c.auth.user.id, set, ctx.services.clock.now()))
      throw new HttpError(403, 'exam.reviewNotYet');
    if (!exam.showAnswers) throw new HttpError(403, 'exam.answersHidden');
    const best = await ctx.db
      .select('examAttempts')
      .where('idExam', '=', exam.id)
      .where('idUser', '=', c.auth.user.id)
      .where('submittedAt', 'is not', null)
      .selectAll()
      .orderBy('score', 'desc')
      .orderBy('id')
      .executeTakeFirst();
    if (!best?.submittedAt) throw notFound();
    const answers = (best.answers ?? {}) as Record<string, string[]>;
    const shown = exam.resultsReleased;
    return ok<ExamReview>({
      id: exam.id,
      name: exam.name,
      closesAt: iso(exam.closesAt),
      submittedAt: iso(best.submittedAt),
      score: shown ? best.score : null,
      maxScore: shown ? best.maxScore : null,
      passed: shown ? best.passed : null,
      questions: best.questions.map((q) => {
        const chosen = answers[q.id] ?? [];
        return {
          id: q.id,
          kind: q.kind,
          prompt: q.prompt,
          options: q.options,
          points: q.points,
          chosen,
          correct: q.correct,
          right: isCorrect(q, chosen),
        };
      }),
    });
  }),

  route(api.submit, async (ctx) => {
    const c = ctx as Ctx;
    const attempt = await ctx.db
      .select('examAttempts')
      .where('id', '=', ctx.payload.idAttempt)
      .where('idUser', '=', c.auth.user.id)
      .selectAll()
      .executeTakeFirst();
    if (!attempt) throw notFound();
    const exam = await ctx.db
      .select('exams')
      .where('id', '=', attempt.idExam)
      .select(['passPercent', 'resultsReleased'])
      .executeTakeFirstOrThrow();
    const now = ctx.services.clock.now();
    let graded: AttemptRow | undefined = attempt;
    if (attempt.submittedAt === null) {
      if (overdue(attempt, now)) {
        await closeOverdue(ctx.db, attempt, exam.passPercent);
        throw badRequest('exam.late');
      }
      const answers = answerMap(ctx.payload.answers);
      // Graded once: of two submissions racing, the first is kept and the second answers its result.
      graded =
        (await ctx.db
          .update('examAttempts')
          .set({
            submittedAt: now,
            answers: JSON.stringify(answers),
            ...gradeAnswers(attempt.questions, answers, exam.passPercent),
          })
          .where('id', '=', attempt.id)
          .where('submittedAt', 'is', null)
          .returningAll()
          .executeTakeFirst()) ??
        (await ctx.db.select('examAttempts').where('id', '=', attempt.id).selectAll().executeTakeFirst());
    }
    if (!graded?.submittedAt) throw notFound();
    const shown = exam.resultsReleased;
    return ok(
      {
        idAttempt: graded.id,
        submittedAt: iso(graded.submittedAt),
        score: shown ? graded.score : null,
        maxScore: shown ? graded.maxScore : null,
        passed: shown ? graded.passed : null,
      },
      ctx.t('exam.submitted'),
    );
  }),
];
