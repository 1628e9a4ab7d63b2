import type { QuizAttempt, QuizQuestion, QuizResult } from '@saola/core/api';
import { isCorrect } from '@saola/core/learning';
import type { Selectable } from 'kysely';
import type { AskedQuestion, QuizAttemptsTable, QuizQuestionsTable } from '../../db/schema';
import type { ScopedDb } from '../../http/scoped';

export type AttemptRow = Selectable<QuizAttemptsTable>;

/** Answers sent this long after the deadline still count: the network and the auto-submit need a moment. */
const DEADLINE_GRACE_MS = 30_000;

/** Whether an attempt is past its deadline and grace: its answers no longer count. */
export const expired = (attempt: AttemptRow, now: Date) =>
  attempt.deadline !== null && new Date(attempt.deadline).getTime() + DEADLINE_GRACE_MS < now.getTime();

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * The questions an attempt is given, in its order and with its option order, answers and points: kept on the
 * attempt, so it is graded against what the learner saw whatever the author saves meanwhile.
 */
export function askedQuestions(
  questions: Array<Selectable<QuizQuestionsTable>>,
  shuffle: boolean,
): AskedQuestion[] {
  return (shuffle ? shuffled(questions) : questions).map((q) => ({
    id: q.id,
    kind: q.kind,
    prompt: q.prompt,
    options: shuffle && q.kind !== 'truefalse' ? shuffled(q.options) : q.options,
    correct: q.correct,
    match: q.match,
    points: q.points,
  }));
}

/** An attempt's graded result; with `shown`, each question's correct answer too. */
export function resultOf(attempt: AttemptRow, shown: boolean): QuizResult {
  const answers = (attempt.answers ?? {}) as Record<string, string[]>;
  return {
    idAttempt: attempt.id,
    score: attempt.score ?? 0,
    maxScore: attempt.maxScore ?? 0,
    passed: Boolean(attempt.passed),
    submittedAt: new Date(attempt.submittedAt ?? 0).toISOString(),
    review: shown
      ? attempt.questions.map((q) => ({
          idQuestion: q.id,
          correct: q.correct,
          right: isCorrect(q, answers[q.id] ?? []),
        }))
      : null,
  };
}

/** Attempts a learner has left: those submitted or past their deadline are used. Null: no limit. */
export function attemptsLeft(lesson: { attemptsAllowed: number | null }, attempts: AttemptRow[], now: Date) {
  if (lesson.attemptsAllowed === null) return null;
  const used = attempts.filter((a) => a.submittedAt !== null || expired(a, now)).length;
  return Math.max(0, lesson.attemptsAllowed - used);
}

/** A learner's attempts at a quiz, oldest first. */
export const attemptsOf = (db: ScopedDb, idLesson: number, idUser: number) =>
  db
    .select('quizAttempts')
    .where('idLesson', '=', idLesson)
    .where('idUser', '=', idUser)
    .selectAll()
    .orderBy('id')
    .execute();

/** An attempt as its learner receives it: the questions it was given, never their answers. */
export function toAttempt(attempt: AttemptRow): QuizAttempt {
  return {
    id: attempt.id,
    startedAt: new Date(attempt.startedAt).toISOString(),
    deadline: attempt.deadline ? new Date(attempt.deadline).toISOString() : null,
    questions: attempt.questions.map(
      ({ id, kind, prompt, options, points }): QuizQuestion => ({ id, kind, prompt, options, points }),
    ),
  };
}
