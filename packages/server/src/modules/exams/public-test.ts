import {
  contract,
  PUBLIC_TEST_LIMITS,
  type PublicTest,
  type PublicTestAbout,
  type PublicTestResult,
  type QuizQuestion,
} from '@saola/core/api';
import { ok, type RequestContext } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import { iso } from '../../http/iso';
import { route } from '../../http/routes';
import { throttle } from '../../policy/throttle';
import { sign, signatureMatches } from '../../security/tokens';
import { askedQuestions } from '../learning';
import { answerMap, gradeAnswers, questionsOf } from './shared';

const { publicTest: api } = contract;

/**
 * The school's public test (SPEC §2 `/test`, e.g. a placement test): the open exam marked public, taken by a
 * visitor without an account. Get hands out its questions (never the answers) with a signed ticket of the test
 * and the moment the visitor began; Submit checks the ticket and the time on the server, grades the answers
 * and keeps the visitor's result (once per ticket) for the school's results list.
 */
const message = (idSite: number, idExam: number, startedAt: number) =>
  `public-test:${idSite}:${idExam}:${startedAt}`;

/** Anyone may take the test, so each address gets a bounded number of begins and hand-ins per window. */
const limit = (ctx: RequestContext<unknown>, kind: 'publicTestGet' | 'publicTestSubmit', perIp: number) =>
  throttle(ctx, kind, ctx.ip, {
    perIp,
    minutes: PUBLIC_TEST_LIMITS.windowMinutes,
    refusal: 'exam.tooManyTests',
  });

/** The public exam open at `now` with its questions; none without a quiz or with an empty one. */
async function openTest(ctx: RequestContext<unknown>, now: Date) {
  const exam = await ctx.db
    .select('exams')
    .where('isPublic', '=', true)
    .where('opensAt', '<=', now)
    .where('closesAt', '>', now)
    .where('idLesson', 'is not', null)
    .selectAll()
    .orderBy('closesAt')
    .orderBy('id')
    .executeTakeFirst();
  if (!exam?.idLesson) return null;
  const questions = await questionsOf(ctx.db, exam.idLesson);
  return questions.length ? { exam, questions } : null;
}

export const publicTestRoutes = [
  route(api.about, async (ctx) => {
    const open = await openTest(ctx, ctx.services.clock.now());
    if (!open) return ok<PublicTestAbout | null>(null);
    const { exam, questions } = open;
    return ok<PublicTestAbout | null>({
      id: exam.id,
      name: exam.name,
      description: exam.description,
      durationMinutes: exam.durationMinutes,
      questionCount: questions.length,
      passPercent: exam.passPercent,
    });
  }),

  route(api.get, async (ctx) => {
    await limit(ctx, 'publicTestGet', PUBLIC_TEST_LIMITS.gets);
    const now = ctx.services.clock.now();
    const open = await openTest(ctx, now);
    if (!open) return ok<PublicTest | null>(null);
    const { exam, questions } = open;
    const startedAt = now.getTime();
    const deadline = Math.min(startedAt + exam.durationMinutes * 60_000, new Date(exam.closesAt).getTime());
    const signature = sign(ctx.services.settings.secret, message(ctx.site.id, exam.id, startedAt));
    return ok<PublicTest | null>({
      id: exam.id,
      name: exam.name,
      description: exam.description,
      durationMinutes: exam.durationMinutes,
      startedAt: iso(now),
      deadline: new Date(deadline).toISOString(),
      now: now.toISOString(),
      ticket: `${exam.id}.${startedAt}.${signature}`,
      questions: askedQuestions(questions, exam.shuffle).map(
        ({ id, kind, prompt, options, points }): QuizQuestion => ({ id, kind, prompt, options, points }),
      ),
    });
  }),

  route(api.submit, async (ctx) => {
    // Counted before the ticket is read, so forged tickets spend the address's hand-ins too.
    await limit(ctx, 'publicTestSubmit', PUBLIC_TEST_LIMITS.submits);
    const p = ctx.payload;
    const [idText, startText, signature] = p.ticket.split('.');
    const idExam = Number(idText);
    const startedAt = Number(startText);
    if (
      !Number.isSafeInteger(idExam) ||
      !Number.isSafeInteger(startedAt) ||
      !signature ||
      !signatureMatches(ctx.services.settings.secret, message(ctx.site.id, idExam, startedAt), signature)
    )
      throw badRequest('exam.badTicket');
    const exam = await ctx.db
      .select('exams')
      .where('id', '=', idExam)
      .where('isPublic', '=', true)
      .selectAll()
      .executeTakeFirst();
    if (!exam?.idLesson) throw notFound();
    const now = ctx.services.clock.now();
    const deadline = Math.min(startedAt + exam.durationMinutes * 60_000, new Date(exam.closesAt).getTime());
    if (now.getTime() > deadline) throw badRequest('exam.late');
    const questions = await questionsOf(ctx.db, exam.idLesson);
    const answers = answerMap(p.answers);
    const graded = gradeAnswers(questions, answers, exam.passPercent);
    const saved = await ctx.db
      .insert('examAttempts', {
        idExam: exam.id,
        idUser: null,
        guestName: p.fullName.trim(),
        guestContact: p.contact?.trim() || null,
        ticket: p.ticket,
        number: 1,
        startedAt: new Date(startedAt),
        deadline: new Date(deadline),
        questions: JSON.stringify(askedQuestions(questions, false)),
        submittedAt: now,
        answers: JSON.stringify(answers),
        ...graded,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!saved) throw badRequest('exam.alreadySubmitted');
    return ok<PublicTestResult>({ ...graded, passPercent: exam.passPercent }, ctx.t('exam.submitted'));
  }),
];
