import { endpoint, type Paged } from '../http/endpoint';
import { object } from '../validate/own';
import { idField, list, listQuery } from './fields';

export interface Enrolment {
  idUser: number;
  fullName: string;
  username: string;
  classLevel: string | null;
  progress: number;
  enrolledAt: string;
  lastActivityAt: string | null;
  completedAt: string | null;
}

export const ENROL_MAX = 500;
const base = '/Lms/Enrolment';

export const enrolment = {
  /** A course's students with their progress; searchable and paged. */
  list: endpoint<Paged<Enrolment>>()({
    method: 'GET',
    path: `${base}/List`,
    payload: object({ ...listQuery, idCourse: idField() }),
    access: 'admin',
  }),
  /** Enrols students in a course; those already enrolled stay as they are. */
  add: endpoint<{ added: number }>()({
    method: 'POST',
    path: `${base}/Add`,
    payload: object({ idCourse: idField(), idUsers: list(idField(), ENROL_MAX) }),
    access: 'admin',
  }),
  /** Enrols students in every course of a package; enrolments they already have stay as they are. */
  addPackage: endpoint<{ added: number; courses: number }>()({
    method: 'POST',
    path: `${base}/AddPackage`,
    payload: object({ idPackage: idField(), idUsers: list(idField(), ENROL_MAX) }),
    access: 'admin',
  }),
  /** Removes enrolments (and with them the students' progress in the course). */
  delete: endpoint<{ removed: number }>()({
    method: 'DELETE',
    path: `${base}/Delete`,
    payload: object({ idCourse: idField(), idUsers: list(idField(), ENROL_MAX) }),
    access: 'admin',
  }),
};
