import { optional } from 'superstruct';
import { RIGHTS, right } from '../http/access';
import { requiredString } from '../validate/structs';
import { BENEFITS_MAX, PRICE_MAX } from './course';
import { idField, list, text, whole } from './fields';
import { resource } from './resource';

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

/** A package's calls; saving names the package's courses by id, in the order shown to buyers. */
export const coursePackage = resource<CoursePackageSummary, CoursePackage>()('/Lms/CoursePackage', {
  fields: packageFields,
  read: 'admin',
  write: right(RIGHTS.coursePackage),
});

export const coursePackagePayload = coursePackage.add.payload;
