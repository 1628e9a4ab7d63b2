import { endpoint } from '../http/endpoint';
import { object } from '../validate/own';

/** One day of the admin dashboard's activity chart (dates as YYYY-MM-DD in the site's calendar). */
export interface ActivityDay {
  date: string;
  signIns: number;
  enrolments: number;
}

/** What can wait for someone at the admin desk, each answered where it is done. */
export const WAITING_KINDS = [
  'ordersToConfirm',
  'membersToApprove',
  'coursesToApprove',
  'failedImports',
  'videoFailures',
] as const;
export type WaitingKind = (typeof WAITING_KINDS)[number];

export interface WaitingItem {
  kind: WaitingKind;
  count: number;
  /** For videos learners could not load: the course of the latest failure, whose curriculum names the lesson. */
  idCourse?: number;
}

/** What a new school sets up once; the dashboard names those still missing (to the owner). */
export const SETUP_KINDS = ['mail', 'payment', 'domain', 'homePage', 'certificate'] as const;
export type SetupKind = (typeof SETUP_KINDS)[number];

/** The last `WEEK_DAYS` days of the school's calendar, today included. */
export interface WeekFigures {
  /** Learners who studied (a lesson's progress moved) in the week. */
  activeLearners: number;
  /** Courses finished in the week. */
  completions: number;
  /** Paid orders' takings in the week; null for someone without the order or revenue right. */
  revenue: number | null;
}

export interface DeskSession {
  idClass: number;
  name: string;
  startsAt: string;
  endsAt: string;
}

export interface DeskExam {
  id: number;
  name: string;
  opensAt: string;
  closesAt: string;
}

/** A teacher's own day: her classes' sessions today, exams open or opening today, questions she has not answered. */
export interface TeacherDesk {
  sessionsToday: DeskSession[];
  examsToWatch: DeskExam[];
  questionsWaiting: number;
}

export interface AdminDashboard {
  students: number;
  teachers: number;
  courses: number;
  /** The last `DASHBOARD_DAYS` days, oldest first, every day present (zeros included). */
  activity: ActivityDay[];
  /** What waits for the caller: only the kinds she may act on, zeros included, in `WAITING_KINDS` order. */
  waiting: WaitingItem[];
  /** What the school has not set up yet: for the owner only (empty for anyone else). */
  notSetUp: SetupKind[];
  week: WeekFigures;
  /** A teacher's desk; null for the owner and observers. */
  desk: TeacherDesk | null;
}

/** A course to pick up: one the learner is enrolled in, or one open to anyone signed in (as on My courses). */
export interface ContinueLearning {
  idCourse: number;
  name: string;
  coverUrl: string | null;
  teacherName: string | null;
  enrolled: boolean;
  progress: number;
  lastActivityAt: string | null;
}

export interface UpcomingItem {
  idCourse: number;
  courseName: string;
  idLesson: number;
  title: string;
  /** ISO date-time the lesson opens. */
  opensAt: string;
}

export interface StudentDashboard {
  /** Unfinished enrolled courses, then open courses not yet started, at most `DASHBOARD_ITEMS`. */
  continueLearning: ContinueLearning[];
  upcoming: UpcomingItem[];
  /** All the learner's courses (finished ones too) and the open courses they have not started, as My courses counts them. */
  courses: { enrolled: number; open: number };
}

export const DASHBOARD_DAYS = 30;
export const WEEK_DAYS = 7;
/** How many courses "continue learning" and how many upcoming items the student dashboard lists. */
export const DASHBOARD_ITEMS = 6;

const base = '/Lms/Dashboard';

export const dashboard = {
  admin: endpoint<AdminDashboard>()({
    method: 'GET',
    path: `${base}/Admin`,
    payload: object({}),
    // An observer's dashboard counts the classes it watches.
    access: 'watch',
  }),
  student: endpoint<StudentDashboard>()({
    method: 'GET',
    path: `${base}/Student`,
    payload: object({}),
    access: 'signedIn',
  }),
};
