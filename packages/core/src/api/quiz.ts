import { array, coerce, enums, nullable, optional, size, string, unknown } from 'superstruct';
import { endpoint } from '../http/endpoint';
import {
  ANSWER_MATCHES,
  type AnswerMatch,
  QUESTION_KINDS,
  type QuestionKind,
  SHOW_ANSWERS,
  type ShowAnswers,
} from '../learning/grading';
import { object } from '../validate/own';
import { maxItems, requiredString } from '../validate/structs';
import { flag, idField, text, whole } from './fields';

export const QUESTIONS_MAX = 200;
export const OPTIONS_MAX = 10;

export interface QuizOption {
  id: string;
  text: string;
}

export interface QuizSettings {
  /** Percent of the points that passes. */
  passPercent: number;
  /** Null: as many attempts as the learner likes. */
  attemptsAllowed: number | null;
  /** Null: no time limit. */
  timeLimitMinutes: number | null;
  /** Questions (and their options) in a new order for each attempt. */
  shuffle: boolean;
  /** When the learner sees the correct answers after submitting (see `answersShown`). */
  showAnswers: ShowAnswers;
}

/** A question as its author edits it, answers included. */
export interface QuestionAuthoring {
  id: number;
  kind: QuestionKind;
  prompt: string;
  options: QuizOption[];
  correct: string[];
  match: AnswerMatch;
  points: number;
}

export interface QuizAuthoring extends QuizSettings {
  idLesson: number;
  questions: QuestionAuthoring[];
}

/** A question as a learner receives it: never its answer. */
export interface QuizQuestion {
  id: number;
  kind: QuestionKind;
  prompt: string;
  options: QuizOption[];
  points: number;
}

export interface QuizAttempt {
  id: number;
  startedAt: string;
  /** ISO date-time after which answers are no longer accepted (a short grace aside). */
  deadline: string | null;
  questions: QuizQuestion[];
}

export interface QuizResult {
  idAttempt: number;
  score: number;
  maxScore: number;
  passed: boolean;
  submittedAt: string;
  /** When the answers are shown (`answersShown`): each question's correct answer and whether the learner had it. */
  review: Array<{ idQuestion: number; correct: string[]; right: boolean }> | null;
}

/** What a learner sees before starting: the rules and their past attempts. */
export interface QuizOverview extends QuizSettings {
  idLesson: number;
  questions: number;
  maxScore: number;
  attempts: QuizResult[];
  attemptsLeft: number | null;
  passed: boolean;
  /** An attempt started and not yet submitted, to resume. */
  openAttempt: number | null;
}

const settingsFields = {
  passPercent: whole(0, 100),
  attemptsAllowed: nullable(whole(1, 100)),
  timeLimitMinutes: nullable(whole(1, 600)),
  shuffle: flag(),
  // The boolean this setting was is still taken from older clients: "show answers" meant after submitting,
  // which now waits for the last attempt.
  showAnswers: coerce(enums(SHOW_ANSWERS), unknown(), (on) =>
    typeof on === 'boolean' ? (on ? 'afterLastAttempt' : 'never') : on,
  ),
};

export const questionPayload = object({
  kind: enums(QUESTION_KINDS),
  prompt: requiredString(5000),
  options: maxItems(array(object({ id: size(string(), 1, 20), text: requiredString(1000) })), OPTIONS_MAX),
  correct: maxItems(array(text(1000)), OPTIONS_MAX),
  match: optional(enums(ANSWER_MATCHES)),
  points: whole(1, 100),
});
export type QuestionPayload = (typeof questionPayload)['TYPE'];

export const quizPayload = object({
  idLesson: idField(),
  ...settingsFields,
  questions: maxItems(array(questionPayload), QUESTIONS_MAX),
});
export type QuizPayload = (typeof quizPayload)['TYPE'];

export const answersPayload = object({
  idAttempt: idField(),
  answers: maxItems(
    array(object({ idQuestion: idField(), choices: maxItems(array(text(1000)), OPTIONS_MAX) })),
    QUESTIONS_MAX,
  ),
});

const base = '/Lms/Quiz';

export const quiz = {
  get: endpoint<QuizAuthoring>()({
    method: 'GET',
    path: `${base}/Get`,
    payload: object({ idLesson: idField() }),
    access: 'admin',
  }),
  /** The settings and the whole question list as the editor leaves them. */
  save: endpoint<QuizAuthoring>()({
    method: 'PUT',
    path: `${base}/Save`,
    payload: quizPayload,
    access: 'admin',
  }),
  overview: endpoint<QuizOverview>()({
    method: 'GET',
    path: `${base}/Overview`,
    payload: object({ idLesson: idField() }),
    access: 'signedIn',
  }),
  /** Starts an attempt (or resumes the open one); refused when no attempt is left. */
  start: endpoint<QuizAttempt>()({
    method: 'POST',
    path: `${base}/Start`,
    payload: object({ idLesson: idField() }),
    access: 'signedIn',
  }),
  submit: endpoint<QuizResult>()({
    method: 'POST',
    path: `${base}/Submit`,
    payload: answersPayload,
    access: 'signedIn',
  }),
};
