import { optional } from 'superstruct';
import { RIGHTS, right } from '../http/access';
import { endpoint, type Paged } from '../http/endpoint';
import { object } from '../validate/own';
import { requiredString } from '../validate/structs';
import { BENEFITS_MAX, PRICE_MAX } from './course';
import { idField, list, listQuery, text, whole } from './fields';

/** Courses sold or granted together. */
export const PACKAGE_COURSES_MAX = 100;

export interface CoursePackageSummary {
  id: number;
  name: string;
  price: number;
  courses: number;
  createdAt: string;
}

export interface CoursePackage {
  id: number;
  name: string;
  about: string;
  benefits: string[];
  price: number;
  /** The courses in the package, in the order shown to buyers. */
  courses: Array<{ id: number; name: string }>;
  createdAt: string;
}

const packageFields = {
  name: requiredString(200),
  about: optional(text(50_000)),
  benefits: optional(list(requiredString(300), BENEFITS_MAX)),
  price: whole(0, PRICE_MAX),
  idCourses: list(idField(), PACKAGE_COURSES_MAX),
};

export const coursePackagePayload = object(packageFields);

const base = '/Lms/CoursePackage';

export const coursePackage = {
  list: endpoint<Paged<CoursePackageSummary>>()({
    method: 'GET',
    path: `${base}/List`,
    payload: object(listQuery),
    access: 'admin',
  }),
  get: endpoint<CoursePackage>()({
    method: 'GET',
    path: `${base}/Get`,
    payload: object({ id: idField() }),
    access: 'admin',
  }),
  add: endpoint<CoursePackage>()({
    method: 'POST',
    path: `${base}/Add`,
    payload: coursePackagePayload,
    access: right(RIGHTS.coursePackage),
  }),
  edit: endpoint<CoursePackage>()({
    method: 'PUT',
    path: `${base}/Edit`,
    payload: object({ id: idField(), ...packageFields }),
    access: right(RIGHTS.coursePackage),
  }),
  delete: endpoint<{ deleted: number }>()({
    method: 'DELETE',
    path: `${base}/Delete`,
    payload: object({ ids: list(idField(), 500) }),
    access: right(RIGHTS.coursePackage),
  }),
};
