import { enums, optional } from 'superstruct';
import { endpoint, type Paged } from '../http/endpoint';
import { object } from '../validate/own';
import { requiredString } from '../validate/structs';
import { idField, listQuery, text } from './fields';

/**
 * Reports (issue 23): the school's figures over a period (general), one row per learner and course (detail)
 * and the log of who opened which open course. Every figure counts only the learners the viewer may see: a
 * teacher with a personal data scope her classes' and courses' learners, a unit manager her units' (the
 * whole school's where her unit may view other units' reports).
 */

export const REPORT_GROUPS = ['day', 'month'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
/** How far a learner has come in a course. */
export const PROGRESS_STATES = ['notStarted', 'inProgress', 'completed'] as const;
export type ProgressState = (typeof PROGRESS_STATES)[number];
/** Course progress bands of the general report's distribution. */
export const PROGRESS_BANDS = ['none', 'started', 'half', 'done'] as const;
export type ProgressBand = (typeof PROGRESS_BANDS)[number];
/** A report spans at most about three years of days. */
export const REPORT_DAYS_MAX = 1100;

export interface GeneralTotals {
  /** Learner accounts at the end of the period. */
  learners: number;
  newLearners: number;
  /** Learners who studied in the period. */
  activeLearners: number;
  enrolments: number;
  completions: number;
  /** The average progress (0–100) of every enrolment of the learners counted. */
  averageProgress: number;
  /** Hours of video watched by lessons touched in the period, one decimal. */
  watchedHours: number;
  quizAttempts: number;
  quizPassed: number;
  /** Net revenue of the period; null for a viewer without the revenue right. */
  revenue: number | null;
}

export interface GeneralPeriod {
  key: string;
  newLearners: number;
  activeLearners: number;
  enrolments: number;
  completions: number;
}

export interface GeneralUnit {
  /** Null: learners in no unit. */
  id: number | null;
  name: string;
  learners: number;
  activeLearners: number;
  enrolments: number;
  completions: number;
  averageProgress: number;
}

export interface GeneralCourse {
  id: number;
  name: string;
  enrolments: number;
  completions: number;
  averageProgress: number;
}

export interface GeneralReport {
  totals: GeneralTotals;
  periods: GeneralPeriod[];
  units: GeneralUnit[];
  courses: GeneralCourse[];
  progress: Array<{ band: ProgressBand; enrolments: number }>;
}

export const generalReportQuery = object({
  from: requiredString(40),
  to: requiredString(40),
  groupBy: enums(REPORT_GROUPS),
  /** The unit and every unit below it. */
  idUnit: optional(idField()),
});

export interface DetailRow {
  /** The enrolment's id. */
  id: number;
  idUser: number;
  fullName: string;
  username: string;
  unitName: string | null;
  idCourse: number;
  courseName: string;
  teacherName: string | null;
  enrolledAt: string;
  lastActivityAt: string | null;
  progress: number;
  completedAt: string | null;
  state: ProgressState;
  lessonsDone: number;
  watchedMinutes: number;
  /** The best quiz score in the course as a percentage; null without a graded attempt. */
  bestQuiz: number | null;
}

export const detailFilters = {
  from: optional(text(40)),
  to: optional(text(40)),
  idUnit: optional(idField()),
  idCourse: optional(idField()),
  /** A class (student group). */
  idGroup: optional(idField()),
  idTeacher: optional(idField()),
  state: optional(enums(PROGRESS_STATES)),
};

export const detailReportQuery = object({ ...listQuery, ...detailFilters });

export interface OpenCourseLog {
  id: number;
  idUser: number;
  fullName: string;
  username: string;
  idCourse: number;
  courseName: string;
  openedAt: string;
}

export const openCourseLogFilters = {
  from: optional(text(40)),
  to: optional(text(40)),
  idCourse: optional(idField()),
};

export const openCourseLogQuery = object({ ...listQuery, ...openCourseLogFilters });

export const report = {
  general: endpoint<GeneralReport>()({
    method: 'GET',
    path: '/Lms/Report/General',
    payload: generalReportQuery,
    access: 'admin',
  }),
  detail: endpoint<Paged<DetailRow>>()({
    method: 'GET',
    path: '/Lms/Report/Detail',
    payload: detailReportQuery,
    access: 'admin',
  }),
};

export const openCourseLog = {
  list: endpoint<Paged<OpenCourseLog>>()({
    method: 'GET',
    path: '/Lms/OpenCourseLog/List',
    payload: openCourseLogQuery,
    access: 'admin',
  }),
};
