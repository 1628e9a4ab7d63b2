import { enums, nullable, optional } from 'superstruct';
import { endpoint } from '../http/endpoint';
import type { VideoFailure } from '../learning/video-failure';
import { object } from '../validate/own';
import { requiredString, youtubeUrl } from '../validate/structs';
import { flag, idField, list, text, whole } from './fields';

/** What a lesson is: an uploaded video, a YouTube video, a document to open, a text to read, or a quiz. */
export const LESSON_KINDS = ['video', 'youtube', 'document', 'text', 'quiz'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];
export const CHAPTERS_MAX = 100;
export const LESSONS_MAX = 500;
/** The longest video a lesson may say it has, in seconds (a day: longer than any YouTube upload). */
export const LESSON_DURATION_MAX = 86_400;

export interface Lesson {
  id: number;
  idChapter: number;
  title: string;
  kind: LessonKind;
  position: number;
  /** Rich text of a text lesson (sanitized when shown). */
  content: string;
  youtubeId: string | null;
  idFile: number | null;
  isTrial: boolean;
  /** Video lessons: learners may not seek past the furthest point they have watched. */
  seekRestricted: boolean;
  /** Overrides the site's watched share (percent) that completes a video lesson. */
  completionThreshold: number | null;
  /**
   * A YouTube lesson's length in seconds as the author's player measured it (or she typed it): the length its
   * completion needs. Null on a YouTube lesson saved before lengths were asked for, until she saves it again.
   */
  duration: number | null;
  /** ISO date-time a lesson opens, for courses that open lessons by date. */
  opensAt: string | null;
  /** An uploaded video's way to HLS: waiting or transcoding (with percent), done, failed, or not available here. */
  processing: { state: VideoProcessing; progress: number } | null;
  /** A YouTube lesson's learners whose page could not load its video (since it last changed), and the latest why. */
  videoFailures: { learners: number; reason: VideoFailure; code: number | null } | null;
}

export const VIDEO_PROCESSING = ['none', 'queued', 'running', 'done', 'failed', 'unavailable'] as const;
export type VideoProcessing = (typeof VIDEO_PROCESSING)[number];

export interface Chapter {
  id: number;
  title: string;
  position: number;
  lessons: Lesson[];
}

export interface Curriculum {
  idCourse: number;
  chapters: Chapter[];
}

const lessonFields = {
  title: requiredString(200),
  kind: enums(LESSON_KINDS),
  content: optional(text(100_000)),
  youtubeUrl: optional(nullable(youtubeUrl())),
  idFile: optional(nullable(idField())),
  isTrial: optional(flag()),
  seekRestricted: optional(flag()),
  completionThreshold: optional(nullable(whole(1, 100))),
  /** A YouTube lesson's length in whole seconds, measured by the author's player; required for that kind. */
  duration: optional(nullable(whole(1, LESSON_DURATION_MAX))),
  opensAt: optional(nullable(text(40))),
};

export const lessonPayload = object({ idChapter: idField(), ...lessonFields });
export type LessonPayload = (typeof lessonPayload)['TYPE'];

const base = '/Lms/Curriculum';

export const curriculum = {
  get: endpoint<Curriculum>()({
    method: 'GET',
    path: `${base}/Get`,
    payload: object({ idCourse: idField() }),
    access: 'admin',
  }),
  addChapter: endpoint<Chapter>()({
    method: 'POST',
    path: `${base}/AddChapter`,
    payload: object({ idCourse: idField(), title: requiredString(200) }),
    access: 'admin',
  }),
  editChapter: endpoint<Chapter>()({
    method: 'PUT',
    path: `${base}/EditChapter`,
    payload: object({ id: idField(), title: requiredString(200) }),
    access: 'admin',
  }),
  /** Deletes a chapter with its lessons. */
  deleteChapter: endpoint<{ deleted: number }>()({
    method: 'DELETE',
    path: `${base}/DeleteChapter`,
    payload: object({ id: idField() }),
    access: 'admin',
  }),
  addLesson: endpoint<Lesson>()({
    method: 'POST',
    path: `${base}/AddLesson`,
    payload: lessonPayload,
    access: 'admin',
  }),
  editLesson: endpoint<Lesson>()({
    method: 'PUT',
    path: `${base}/EditLesson`,
    payload: object({ id: idField(), ...lessonFields }),
    access: 'admin',
  }),
  deleteLesson: endpoint<{ deleted: number }>()({
    method: 'DELETE',
    path: `${base}/DeleteLesson`,
    payload: object({ id: idField() }),
    access: 'admin',
  }),
  /**
   * The whole order at once, as a drag and drop leaves it: every chapter of the course in order, each with
   * every lesson it now holds in order (a lesson may move to another chapter).
   */
  reorder: endpoint<Curriculum>()({
    method: 'PUT',
    path: `${base}/Reorder`,
    payload: object({
      idCourse: idField(),
      chapters: list(object({ id: idField(), lessons: list(idField(), LESSONS_MAX) }), CHAPTERS_MAX),
    }),
    access: 'admin',
  }),
};
