export const QUESTION_KINDS = ['single', 'multiple', 'truefalse', 'short'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
/** How a short answer is compared: character for character, or ignoring case, spacing and end punctuation. */
export const ANSWER_MATCHES = ['exact', 'normalized'] as const;
export type AnswerMatch = (typeof ANSWER_MATCHES)[number];

/** What grading needs of a question: its kind, what is correct and how a short answer is compared. */
export interface Gradable {
  kind: QuestionKind;
  /** Correct option ids (single, multiple), `true`/`false` (true/false) or the accepted answers (short). */
  correct: readonly string[];
  match: AnswerMatch;
}

/** A short answer as the normalized match compares it. Diacritics stay: in Vietnamese they change the word. */
export function normalizeAnswer(text: string): string {
  return text
    .normalize('NFC')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.!?。]+$/u, '')
    .toLocaleLowerCase();
}

/** Whether the learner's choices answer the question: every correct option and no other, or an accepted text. */
export function isCorrect(question: Gradable, choices: readonly string[]): boolean {
  if (question.kind === 'short') {
    const given = choices[0] ?? '';
    const same =
      question.match === 'exact'
        ? (a: string) => a.trim() === given.trim()
        : (a: string) => normalizeAnswer(a) === normalizeAnswer(given);
    return given.trim() !== '' && question.correct.some(same);
  }
  const chosen = new Set(choices);
  if (question.kind !== 'multiple' && chosen.size !== 1) return false;
  return chosen.size === question.correct.length && question.correct.every((c) => chosen.has(c));
}

/** Whether the learner answered at all: a blank short answer is no answer, and grades as wrong. */
export function isAnswered(choices: readonly string[] | undefined): boolean {
  return (choices ?? []).some((choice) => choice.trim() !== '');
}

/**
 * Whether a score passes: at least the pass mark's percent of the points on offer. Nothing on offer passes
 * nothing: an attempt graded against no question proves nothing, so it never completes a lesson.
 */
export function passes(score: number, maxScore: number, passPercent: number): boolean {
  return maxScore > 0 && score * 100 >= passPercent * maxScore;
}

/** When a learner sees a quiz's correct answers: never, once no attempt is left, or after every attempt. */
export const SHOW_ANSWERS = ['never', 'afterLastAttempt', 'always'] as const;
export type ShowAnswers = (typeof SHOW_ANSWERS)[number];

/**
 * Whether a learner may see the correct answers now. Answers shown while attempts remain make the next
 * attempt a copy: a blank submission reveals them and the retry scores full marks. So they wait until no
 * attempt is left (never, with unlimited attempts), unless the author explicitly chooses to show them after
 * every attempt — a practice quiz, where learning the answer is the point and the score is not.
 */
export function answersShown(rule: ShowAnswers, attemptsLeft: number | null): boolean {
  return rule === 'always' || (rule === 'afterLastAttempt' && attemptsLeft === 0);
}
