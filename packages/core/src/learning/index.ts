export {
  ANSWER_MATCHES,
  type AnswerMatch,
  answersShown,
  type Gradable,
  isAnswered,
  isCorrect,
  normalizeAnswer,
  passes,
  QUESTION_KINDS,
  type QuestionKind,
  SHOW_ANSWERS,
  type ShowAnswers,
} from './grading';
export {
  creditReport,
  type Interval,
  MAX_PLAYBACK_RATE,
  measure,
  mergeIntervals,
  REPORT_TOLERANCE,
  SEEK_TOLERANCE_SECONDS,
  uncovered,
  type WatchReport,
  type WatchRules,
  type WatchState,
  watchedPercent,
} from './intervals';
export { agreedLength, LENGTH_AGREEMENT_SECONDS, LENGTH_CONFIRMATIONS } from './lengths';
export {
  LESSON_VIEWERS,
  type LessonStatus,
  type LessonStatusInput,
  type LessonViewer,
  lessonStatus,
} from './lesson-status';
export { SCORE_FACTOR_MAX, SCORE_FACTOR_MIN, termAverage, type WeightedScore } from './term-average';
export { VIDEO_FAILURES, type VideoFailure, youtubeFailure } from './video-failure';
