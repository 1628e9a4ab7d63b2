import { array, enums, number, optional, tuple } from 'superstruct';
import { endpoint, type Paged } from '../http/endpoint';
import type { Interval } from '../learning/intervals';
import type { LessonViewer } from '../learning/lesson-status';
import { VIDEO_FAILURES } from '../learning/video-failure';
import { object } from '../validate/own';
import { maxItems, maxValue, minValue } from '../validate/structs';
import type { OpeningCondition } from './course';
import type { LessonKind } from './curriculum';
import { idField, listQuery, whole } from './fields';

/** A course on a learner's list: enrolled, open to anyone signed in, or (in the catalogue) public. */
export interface MyCourse {
  idCourse: number;
  name: string;
  coverUrl: string | null;
  teacherName: string | null;
  enrolled: boolean;
  /** What it costs one who is not enrolled: free courses are enrolled in from their page, paid ones bought. */
  isPaid: boolean;
  price: number;
  progress: number;
  lessons: number;
  completedLessons: number;
  lastActivityAt: string | null;
}

/** Why a lesson cannot be opened yet. */
export const LOCK_REASONS = ['previous', 'date', 'enrol'] as const;
export type LockReason = (typeof LOCK_REASONS)[number];

export interface LessonState {
  id: number;
  title: string;
  kind: LessonKind;
  isTrial: boolean;
  /** Seconds, when known. */
  duration: number | null;
  completed: boolean;
  /** Watched share of a video lesson, or 100 once completed. */
  percent: number;
  locked: LockReason | null;
  opensAt: string | null;
}

export interface CourseOutline {
  id: number;
  name: string;
  coverUrl: string | null;
  teacherName: string | null;
  welcome: string;
  about: string;
  benefits: string[];
  opening: OpeningCondition;
  isOpen: boolean;
  enrolled: boolean;
  /** A free public course the learner is not in yet: she may enrol herself (`/Lms/Learning/Enrol`). */
  selfEnrol: boolean;
  progress: number;
  /** Where "continue" leads: the first lesson open and not completed. */
  nextLesson: number | null;
  rating: { average: number | null; count: number };
  chapters: Array<{ id: number; title: string; lessons: LessonState[] }>;
}

export interface LessonMedia {
  /** The original upload, served with range requests. */
  mp4Url: string;
  /** The HLS master playlist once transcoding finished. */
  hlsUrl: string | null;
  posterUrl: string | null;
}

export interface LessonProgress {
  watched: Interval[];
  position: number;
  furthest: number;
  percent: number;
  completed: boolean;
  /** The course's progress after this report, in percent. */
  courseProgress: number;
}

export interface LessonView {
  idCourse: number;
  courseName: string;
  /** Whether the caller's progress counts here: only an enrolled learner's does. */
  viewer: LessonViewer;
  lesson: LessonState & {
    content: string;
    youtubeId: string | null;
    seekRestricted: boolean;
    /** The watched share (percent) that completes this video lesson. */
    threshold: number;
    media: LessonMedia | null;
    document: { name: string; url: string } | null;
  };
  progress: LessonProgress;
  previous: number | null;
  next: number | null;
}

/** The most intervals one report may carry, and the longest a lesson may claim to be (24 h). */
export const REPORT_INTERVALS_MAX = 200;
export const DURATION_MAX = 86_400;
const seconds = () => maxValue(minValue(number(), 0), DURATION_MAX);

export const progressPayload = object({
  idLesson: idField(),
  intervals: maxItems(array(tuple([seconds(), seconds()])), REPORT_INTERVALS_MAX),
  position: seconds(),
  rate: maxValue(minValue(number(), 0), 16),
  /** The player's length of the video: a hint for this learner alone, while the server trusts no length. */
  duration: optional(seconds()),
});
export type ProgressPayload = (typeof progressPayload)['TYPE'];

const base = '/Lms/Learning';

export const learning = {
  myCourses: endpoint<Paged<MyCourse>>()({
    method: 'GET',
    path: `${base}/MyCourses`,
    /** `catalogue`: the school's public courses she is not in yet, to enrol in or buy from their page. */
    payload: object({
      ...listQuery,
      filter: optional(enums(['all', 'inProgress', 'completed', 'catalogue'] as const)),
    }),
    access: 'signedIn',
  }),
  /** A course as its learner sees it; an open course's first visit is logged. */
  course: endpoint<CourseOutline>()({
    method: 'GET',
    path: `${base}/Course`,
    payload: object({ idCourse: idField() }),
    access: 'signedIn',
  }),
  /** A learner enrols herself in a free public course (an enrolment already there is kept as it is). */
  enrol: endpoint<CourseOutline>()({
    method: 'POST',
    path: `${base}/Enrol`,
    payload: object({ idCourse: idField() }),
    access: 'signedIn',
  }),
  /** A lesson to play or read; without idLesson, the one to continue with. */
  lesson: endpoint<LessonView>()({
    method: 'GET',
    path: `${base}/Lesson`,
    payload: object({ idCourse: idField(), idLesson: optional(idField()) }),
    access: 'signedIn',
  }),
  /** Seconds watched since the last report; merged and verified on the server. Idempotent. */
  progress: endpoint<LessonProgress>()({
    method: 'POST',
    path: `${base}/Progress`,
    payload: progressPayload,
    access: 'signedIn',
    rememberReply: false,
  }),
  /** A text lesson read or a document opened. */
  complete: endpoint<LessonProgress>()({
    method: 'POST',
    path: `${base}/Complete`,
    payload: object({ idLesson: idField() }),
    access: 'signedIn',
  }),
  /**
   * The learner's page could not play the lesson's YouTube video: kept per learner and lesson (the latest
   * reason), so the curriculum tells the teacher how many learners are stuck on it.
   */
  videoFailed: endpoint<{ reported: boolean }>()({
    method: 'POST',
    path: `${base}/VideoFailed`,
    payload: object({ idLesson: idField(), reason: enums(VIDEO_FAILURES), code: optional(whole(0, 9999)) }),
    access: 'signedIn',
  }),
};
