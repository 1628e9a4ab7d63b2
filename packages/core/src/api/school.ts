import { enums, optional } from 'superstruct';
import { RIGHTS, right } from '../http/access';
import { object } from '../validate/own';
import { requiredString } from '../validate/structs';
import { text, whole } from './fields';
import { resource } from './resource';

/**
 * The school's catalogs for K-12 and university teaching (issue 20): subjects, class levels and departments
 * (majors). Every admin may read them (pickers need them); owners, and teachers granted the school-catalog
 * right, manage them. A name is unique in a school whatever its case; so is a code, when there is one.
 */

/** The largest display order a catalog row takes: the lists sort by it, then by name. */
export const CATALOG_ORDER_MAX = 9999;

export interface Subject {
  id: number;
  name: string;
  code: string;
  description: string;
  /** Where it comes in the list, smallest first. */
  sortOrder: number;
  createdAt: string;
}

const subjectFields = {
  name: requiredString(200),
  code: optional(text(50)),
  description: optional(text(2000)),
  sortOrder: optional(whole(0, CATALOG_ORDER_MAX)),
};

export const subjectPayload = object(subjectFields);

/** Subjects taught in the school (Toán, Ngữ văn, English …). */
export const subject = resource<Subject, Subject>()('/Lms/Subject', {
  fields: subjectFields,
  read: 'admin',
  write: right(RIGHTS.schoolCatalog),
});

/** The stage of schooling a class level belongs to. */
export const SCHOOL_LEVELS = ['primary', 'lowerSecondary', 'upperSecondary', 'university', 'other'] as const;
export type SchoolLevel = (typeof SCHOOL_LEVELS)[number];

export interface ClassLevel {
  id: number;
  name: string;
  schoolLevel: SchoolLevel;
  sortOrder: number;
  createdAt: string;
}

const classLevelFields = {
  name: requiredString(200),
  schoolLevel: enums(SCHOOL_LEVELS),
  sortOrder: optional(whole(0, CATALOG_ORDER_MAX)),
};

export const classLevelPayload = object(classLevelFields);

/** Class levels (Khối 6, Grade 10, ປີ 1 …), each in a school level. */
export const classLevel = resource<ClassLevel, ClassLevel>()('/Lms/ClassLevel', {
  fields: classLevelFields,
  filters: { schoolLevel: optional(enums(SCHOOL_LEVELS)) },
  read: 'admin',
  write: right(RIGHTS.schoolCatalog),
});

export interface Department {
  id: number;
  name: string;
  code: string;
  description: string;
  createdAt: string;
}

const departmentFields = {
  name: requiredString(200),
  code: optional(text(50)),
  description: optional(text(2000)),
};

export const departmentPayload = object(departmentFields);

/** Departments or majors (Khoa Công nghệ thông tin, Faculty of Economics …). */
export const department = resource<Department, Department>()('/Lms/Department', {
  fields: departmentFields,
  read: 'admin',
  write: right(RIGHTS.schoolCatalog),
});
