import { optional } from 'superstruct';
import { endpoint, type Paged } from '../http/endpoint';
import { object } from '../validate/own';
import { flag, idField, listQuery } from './fields';

/** One learner's progress in one course. */
export interface StudyRow {
  idUser: number;
  fullName: string;
  username: string;
  idCourse: number;
  courseName: string;
  progress: number;
  completedLessons: number;
  lessons: number;
  /** Average of the best score (percent) of each quiz attempted; null when none. */
  quizAverage: number | null;
  lastActivityAt: string | null;
  completedAt: string | null;
}

export const STUDY_SORTS = ['fullName', 'courseName', 'progress', 'lastActivityAt', 'quizAverage'] as const;

const base = '/Lms/Study';

export const study = {
  list: endpoint<Paged<StudyRow>>()({
    method: 'GET',
    path: `${base}/List`,
    payload: object({
      ...listQuery,
      idCourse: optional(idField()),
      idUser: optional(idField()),
      completed: optional(flag()),
    }),
    access: 'admin',
  }),
};
