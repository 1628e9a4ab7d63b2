import { enums, nullable, optional } from 'superstruct';
import { endpoint, type Paged } from '../http/endpoint';
import { object } from '../validate/own';
import { requiredString } from '../validate/structs';
import { flag, idField, list, listQuery, text, whole } from './fields';
import { answersPayload, type QuizQuestion } from './quiz';
import { byId, resource } from './resource';

/**
 * Scheduled exams (issue 20): a timed quiz — the questions of a quiz lesson built with the quiz editor — for a
 * class (student group) and/or chosen learners, open in a window. Each attempt's time is measured on the
 * server: an answer sent after the attempt's deadline (its duration, and never past the window's close) is
 * refused. Learners see their score once the school releases the results; released scores flow into their
 * transcript (`/Lms/Transcript/MyScores`). An exam marked public is the school's open test at `/test`, which a
 * visitor takes without an account (`/Lms/PublicTest/Get|Submit`).
 */

/** Where an exam's window stands now: not yet open, open, or closed. */
export const EXAM_STATES = ['upcoming', 'open', 'closed'] as const;
export type ExamState = (typeof EXAM_STATES)[number];

export const EXAM_DURATION_MAX = 600;
export const EXAM_ATTEMPTS_MAX = 20;
/** The most learners one exam names one by one (a class takes it as a whole through its group). */
export const EXAM_TAKERS_MAX = 500;

export interface ExamSummary {
  id: number;
  name: string;
  opensAt: string;
  closesAt: string;
  durationMinutes: number;
  attemptsAllowed: number;
  /** The quiz lesson whose questions the exam asks; null once that lesson is deleted. */
  lessonTitle: string | null;
  groupName: string | null;
  /** Learners who take it: the class's members and the chosen learners, each once. */
  takers: number;
  /** Learners with a submitted attempt. */
  submitted: number;
  resultsReleased: boolean;
  isPublic: boolean;
  state: ExamState;
  createdAt: string;
  /** Whether the caller may change or delete it (policy/exam-scope): a homeroom teacher follows her class's
   * exams but changes only those she set. */
  mayChange: boolean;
}

export interface Exam extends ExamSummary {
  description: string;
  idLesson: number | null;
  idGroup: number | null;
  /** The learners chosen one by one. */
  users: Array<{ id: number; fullName: string }>;
  passPercent: number;
  shuffle: boolean;
  /** Each learner may review her answers beside the correct ones once the window has closed. */
  showAnswers: boolean;
  idSubject: number | null;
  subjectName: string | null;
  /** The score factor (hệ số, 1 to 3) the exam's score counts with in the subject's term average. */
  factor: number;
  term: string | null;
}

export const examFields = {
  name: requiredString(200),
  description: optional(text(2000)),
  idLesson: idField(),
  idGroup: optional(nullable(idField())),
  idUsers: optional(list(idField(), EXAM_TAKERS_MAX)),
  /** ISO date-times (UTC); the window must close after it opens. */
  opensAt: requiredString(40),
  closesAt: requiredString(40),
  durationMinutes: whole(1, EXAM_DURATION_MAX),
  attemptsAllowed: whole(1, EXAM_ATTEMPTS_MAX),
  passPercent: whole(0, 100),
  shuffle: optional(flag()),
  resultsReleased: optional(flag()),
  showAnswers: optional(flag()),
  isPublic: optional(flag()),
  idSubject: optional(nullable(idField())),
  factor: optional(whole(1, 3)),
  term: optional(nullable(text(50))),
};

export const examPayload = object(examFields);
export type ExamPayload = (typeof examPayload)['TYPE'];

/** Where a learner stands in an exam. */
export const TAKER_STATUSES = ['notStarted', 'started', 'submitted'] as const;
export type TakerStatus = (typeof TAKER_STATUSES)[number];

export interface ExamResultRow {
  /** Null: a visitor who took the public test. */
  idUser: number | null;
  fullName: string;
  username: string | null;
  status: TakerStatus;
  attempts: number;
  /** The best submitted attempt's score. */
  score: number | null;
  maxScore: number | null;
  passed: boolean | null;
  startedAt: string | null;
  submittedAt: string | null;
}

export interface ExamResults {
  id: number;
  name: string;
  state: ExamState;
  resultsReleased: boolean;
  rows: ExamResultRow[];
}

/** An exam as its learner sees it in `/exam/list`. */
export interface MyExam {
  id: number;
  name: string;
  description: string;
  opensAt: string;
  closesAt: string;
  durationMinutes: number;
  attemptsAllowed: number;
  attemptsUsed: number;
  questions: number;
  state: ExamState;
  /** An attempt started and not yet submitted (nor past its deadline), to resume. */
  openAttempt: number | null;
  submitted: boolean;
  resultsReleased: boolean;
  /** The best score, once the school releases the results. */
  result: { score: number; maxScore: number; passed: boolean } | null;
  /** Her answers can be reviewed beside the correct ones (`/Lms/Exam/Review`): closed, shown, and taken. */
  reviewable: boolean;
}

/** A question of her attempt as she answered it, beside its correct answer. */
export interface ExamReviewQuestion extends QuizQuestion {
  /** What she answered: option ids, `true`/`false`, or the text she typed. */
  chosen: string[];
  /** The correct options (or the accepted texts of a short answer). */
  correct: string[];
  right: boolean;
}

/** The learner's best attempt at a closed exam, question by question. */
export interface ExamReview {
  id: number;
  name: string;
  closesAt: string;
  submittedAt: string;
  /** Null until the school releases the results. */
  score: number | null;
  maxScore: number | null;
  passed: boolean | null;
  questions: ExamReviewQuestion[];
}

export interface ExamAttempt {
  id: number;
  idExam: number;
  name: string;
  startedAt: string;
  /** The server's deadline: an answer after it is refused. */
  deadline: string;
  /** The server's clock when it answered, so the page's timer does not trust the device's clock. */
  now: string;
  questions: QuizQuestion[];
}

export interface ExamSubmitted {
  idAttempt: number;
  submittedAt: string;
  /** Null until the school releases the results. */
  score: number | null;
  maxScore: number | null;
  passed: boolean | null;
}

/** A quiz lesson an exam can ask: its questions are the exam's. */
export interface ExamQuiz {
  id: number;
  title: string;
  courseName: string;
  questions: number;
}

const base = '/Lms/Exam';

export const exam = {
  ...resource<ExamSummary, Exam>()(base, {
    fields: examFields,
    filters: { state: optional(enums(EXAM_STATES)) },
    read: 'admin',
    write: 'admin',
  }),
  /** The quiz lessons an exam can ask (those of the courses the caller manages), for the exam form's picker. */
  quizzes: endpoint<Paged<ExamQuiz>>()({
    method: 'GET',
    path: `${base}/Quizzes`,
    payload: object(listQuery),
    access: 'admin',
  }),
  /** Who takes the exam, where each stands and their best score. */
  results: endpoint<ExamResults>()({
    method: 'GET',
    path: `${base}/Results`,
    payload: byId(),
    access: 'admin',
  }),
  /** The signed-in learner's exams, soonest first. */
  myExams: endpoint<{ data: MyExam[]; total: number }>()({
    method: 'GET',
    path: `${base}/MyExams`,
    payload: object({ ...listQuery, state: optional(enums(EXAM_STATES)) }),
    access: 'student',
  }),
  /** Starts an attempt in an open window (or resumes the open one); refused when no attempt is left. */
  start: endpoint<ExamAttempt>()({
    method: 'POST',
    path: `${base}/Start`,
    payload: byId(),
    access: 'student',
  }),
  /**
   * Her best submitted attempt beside the correct answers: only after the window has closed and only when
   * the exam shows answers (403 before), never another learner's (404).
   */
  review: endpoint<ExamReview>()({
    method: 'GET',
    path: `${base}/Review`,
    payload: byId(),
    access: 'student',
  }),
  /** Hands the attempt in; refused after its deadline. */
  submit: endpoint<ExamSubmitted>()({
    method: 'POST',
    path: `${base}/Submit`,
    payload: answersPayload,
    access: 'student',
  }),
};

/** The school's open public test as a visitor receives it: never its answers. */
export interface PublicTest {
  id: number;
  name: string;
  description: string;
  durationMinutes: number;
  startedAt: string;
  deadline: string;
  now: string;
  /** A signed note of the test and when the visitor began: Submit checks the time against it. */
  ticket: string;
  questions: QuizQuestion[];
}

/**
 * The open public test as a visitor sees it before beginning (no questions, no clock started): what the
 * start card says. `passPercent` 0 means the school set no pass mark.
 */
export interface PublicTestAbout {
  id: number;
  name: string;
  description: string;
  durationMinutes: number;
  questionCount: number;
  passPercent: number;
}

/**
 * What one address may ask of the public test in a window (no account to count by): begins, and hand-ins.
 * Beyond them it gets a 429 with Retry-After.
 */
export const PUBLIC_TEST_LIMITS = { gets: 30, submits: 5, windowMinutes: 10 } as const;

export interface PublicTestResult {
  score: number;
  maxScore: number;
  passed: boolean;
  /** 0 when the school set no pass mark: then `passed` says nothing to the visitor. */
  passPercent: number;
}

export const publicTestSubmitPayload = object({
  ticket: requiredString(300),
  fullName: requiredString(200),
  contact: optional(text(200)),
  answers: answersPayload.schema.answers,
});

export const publicTest = {
  /** Describes the open public test, if the school has one, without beginning it (null when none is open). */
  about: endpoint<PublicTestAbout | null>()({
    method: 'GET',
    path: '/Lms/PublicTest/About',
    payload: object({}),
    access: 'public',
  }),
  /** Begins the open public test, if the school has one (null when none is open). */
  get: endpoint<PublicTest | null>()({
    method: 'GET',
    path: '/Lms/PublicTest/Get',
    payload: object({}),
    access: 'public',
  }),
  submit: endpoint<PublicTestResult>()({
    method: 'POST',
    path: '/Lms/PublicTest/Submit',
    payload: publicTestSubmitPayload,
    access: 'public',
  }),
};
