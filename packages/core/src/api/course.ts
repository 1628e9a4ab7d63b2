import { enums, nullable, optional } from 'superstruct';
import { RIGHTS, right } from '../http/access';
import { endpoint, type Paged } from '../http/endpoint';
import { object } from '../validate/own';
import { requiredString } from '../validate/structs';
import { flag, idField, list, listQuery, text, whole } from './fields';

export const VISIBILITIES = ['public', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];
export const APPROVALS = ['pending', 'approved', 'denied'] as const;
export type Approval = (typeof APPROVALS)[number];
/** How a course's lessons open: all at once, each after the previous is completed, or on their dates. */
export const OPENING_CONDITIONS = ['all', 'sequential', 'date'] as const;
export type OpeningCondition = (typeof OPENING_CONDITIONS)[number];
export const COURSE_SORTS = ['name', 'createdAt', 'price'] as const;
/** Prices are whole đồng/kip; the largest a course may ask. */
export const PRICE_MAX = 1_000_000_000;
export const BENEFITS_MAX = 20;

export interface CourseCategory {
  id: number;
  name: string;
  idParent: number | null;
  /** Courses filed directly under this category. */
  courses: number;
}

export interface CourseSummary {
  id: number;
  name: string;
  coverUrl: string | null;
  idTeacher: number | null;
  teacherName: string | null;
  idCategory: number | null;
  categoryName: string | null;
  isPaid: boolean;
  price: number;
  visibility: Visibility;
  approval: Approval;
  students: number;
  createdAt: string;
}

export interface Course extends CourseSummary {
  welcome: string;
  about: string;
  benefits: string[];
  isTrial: boolean;
  isOpen: boolean;
  opening: OpeningCondition;
  denialReason: string | null;
  updatedAt: string;
}

const courseFields = {
  name: requiredString(200),
  welcome: optional(text(2000)),
  about: optional(text(50_000)),
  benefits: optional(list(requiredString(300), BENEFITS_MAX)),
  idTeacher: optional(nullable(idField())),
  idCategory: optional(nullable(idField())),
  isPaid: optional(flag()),
  price: optional(whole(0, PRICE_MAX)),
  isTrial: optional(flag()),
  isOpen: optional(flag()),
  opening: optional(enums(OPENING_CONDITIONS)),
  coverUrl: optional(nullable(text(1000))),
  visibility: optional(enums(VISIBILITIES)),
};

export const coursePayload = object(courseFields);
export type CoursePayload = (typeof coursePayload)['TYPE'];

export const courseListPayload = object({
  ...listQuery,
  idCategory: optional(idField()),
  idTeacher: optional(idField()),
  approval: optional(enums(APPROVALS)),
  visibility: optional(enums(VISIBILITIES)),
  isPaid: optional(flag()),
});

export const categoryPayload = object({
  name: requiredString(150),
  idParent: optional(nullable(idField())),
});

const base = '/Lms/Course';
const categories = '/Lms/CourseCategory';

export const course = {
  list: endpoint<Paged<CourseSummary>>()({
    method: 'GET',
    path: `${base}/List`,
    payload: courseListPayload,
    access: 'admin',
  }),
  get: endpoint<Course>()({
    method: 'GET',
    path: `${base}/Get`,
    payload: object({ id: idField() }),
    access: 'admin',
  }),
  add: endpoint<Course>()({ method: 'POST', path: `${base}/Add`, payload: coursePayload, access: 'admin' }),
  edit: endpoint<Course>()({
    method: 'PUT',
    path: `${base}/Edit`,
    payload: object({ id: idField(), ...courseFields }),
    access: 'admin',
  }),
  delete: endpoint<{ deleted: number }>()({
    method: 'DELETE',
    path: `${base}/Delete`,
    payload: object({ ids: list(idField(), 500) }),
    access: 'admin',
  }),
  /** An owner's decision on a course waiting for approval; a denial says why. */
  approve: endpoint<Course>()({
    method: 'PUT',
    path: `${base}/Approve`,
    payload: object({
      id: idField(),
      approval: enums(['approved', 'denied'] as const),
      reason: optional(text(1000)),
    }),
    access: 'owner',
  }),
};

export const courseCategory = {
  /** The whole tree, flat (each with its parent), or a page of matches for a keyword. */
  list: endpoint<Paged<CourseCategory>>()({
    method: 'GET',
    path: `${categories}/List`,
    payload: object({ ...listQuery, isShowAll: optional(flag()) }),
    access: 'admin',
  }),
  add: endpoint<CourseCategory>()({
    method: 'POST',
    path: `${categories}/Add`,
    payload: categoryPayload,
    access: right(RIGHTS.courseCategory),
  }),
  edit: endpoint<CourseCategory>()({
    method: 'PUT',
    path: `${categories}/Edit`,
    payload: object({ id: idField(), ...categoryPayload.schema }),
    access: right(RIGHTS.courseCategory),
  }),
  /**
   * A category with courses is deleted only when they move to `moveTo`; its subcategories move up to its
   * parent.
   */
  delete: endpoint<{ deleted: number; moved: number }>()({
    method: 'DELETE',
    path: `${categories}/Delete`,
    payload: object({ id: idField(), moveTo: optional(idField()) }),
    access: right(RIGHTS.courseCategory),
  }),
};
