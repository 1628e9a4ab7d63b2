import { endpoint } from '../http/endpoint';
import { object } from '../validate/own';

/** One day of the admin dashboard's activity chart (dates as YYYY-MM-DD in the site's calendar). */
export interface ActivityDay {
  date: string;
  signIns: number;
  enrolments: number;
}

export interface AdminDashboard {
  students: number;
  teachers: number;
  courses: number;
  /** The last `DASHBOARD_DAYS` days, oldest first, every day present (zeros included). */
  activity: ActivityDay[];
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
