import { optional } from 'superstruct';
import { endpoint, type Paged } from '../http/endpoint';
import { object } from '../validate/own';
import { requiredString } from '../validate/structs';
import { flag, idField, list, listQuery, stars, text } from './fields';
import { byIds } from './resource';

export interface Review {
  id: number;
  idCourse: number;
  courseName: string;
  idUser: number;
  fullName: string;
  rating: number;
  comment: string;
  hidden: boolean;
  /** The school's public reply. */
  reply: string | null;
  createdAt: string;
}

export interface CourseReviews extends Paged<Review> {
  average: number | null;
  count: number;
  /** The caller's own review, hidden or not. */
  mine: Review | null;
  /** Whether the caller may review: enrolled learners, once per course. */
  canReview: boolean;
}

export interface Post {
  id: number;
  body: string;
  idUser: number;
  fullName: string;
  /** Written by a teacher or an owner: the course's staff. */
  isStaff: boolean;
  hidden: boolean;
  createdAt: string;
}

export interface Thread extends Post {
  idCourse: number;
  courseName: string;
  answers: Post[];
}

export const DISCUSSION_KINDS = ['review', 'question'] as const;
const reviews = '/Lms/Review';
const questions = '/Lms/Question';
const adminList = object({ ...listQuery, idCourse: optional(idField()), hidden: optional(flag()) });

export const review = {
  /** A course's visible reviews, its average, and the caller's own. */
  list: endpoint<CourseReviews>()({
    method: 'GET',
    path: `${reviews}/List`,
    payload: object({ ...listQuery, idCourse: idField() }),
    access: 'signedIn',
  }),
  /** Rates and comments a course; a second save changes the learner's one review. */
  save: endpoint<Review>()({
    method: 'POST',
    path: `${reviews}/Save`,
    payload: object({ idCourse: idField(), rating: stars(), comment: optional(text(3000)) }),
    access: 'signedIn',
  }),
  adminList: endpoint<Paged<Review>>()({
    method: 'GET',
    path: `${reviews}/AdminList`,
    payload: adminList,
    access: 'admin',
  }),
  setHidden: endpoint<{ changed: number }>()({
    method: 'PUT',
    path: `${reviews}/SetHidden`,
    payload: object({ ids: list(idField(), 500), hidden: flag() }),
    access: 'admin',
  }),
  reply: endpoint<Review>()({
    method: 'PUT',
    path: `${reviews}/Reply`,
    payload: object({ id: idField(), reply: text(3000) }),
    access: 'admin',
  }),
  delete: endpoint<{ deleted: number }>()({
    method: 'DELETE',
    path: `${reviews}/Delete`,
    payload: byIds(),
    access: 'admin',
  }),
};

export const question = {
  /** A course's Q&A threads, newest first, each with its answers. */
  list: endpoint<Paged<Thread>>()({
    method: 'GET',
    path: `${questions}/List`,
    payload: object({ ...listQuery, idCourse: idField() }),
    access: 'signedIn',
  }),
  ask: endpoint<Thread>()({
    method: 'POST',
    path: `${questions}/Ask`,
    payload: object({ idCourse: idField(), body: requiredString(5000) }),
    access: 'signedIn',
  }),
  answer: endpoint<Post>()({
    method: 'POST',
    path: `${questions}/Answer`,
    payload: object({ idQuestion: idField(), body: requiredString(5000) }),
    access: 'signedIn',
  }),
  adminList: endpoint<Paged<Thread>>()({
    method: 'GET',
    path: `${questions}/AdminList`,
    payload: adminList,
    access: 'admin',
  }),
  setHidden: endpoint<{ changed: number }>()({
    method: 'PUT',
    path: `${questions}/SetHidden`,
    payload: object({ ids: list(idField(), 500), hidden: flag() }),
    access: 'admin',
  }),
  /** Deletes questions with their answers, or single answers. */
  delete: endpoint<{ deleted: number }>()({
    method: 'DELETE',
    path: `${questions}/Delete`,
    payload: byIds(),
    access: 'admin',
  }),
};
