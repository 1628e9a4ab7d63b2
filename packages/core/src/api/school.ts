import { enums, optional } from 'superstruct';
import { RIGHTS, right } from '../http/access';
import { endpoint } from '../http/endpoint';
import { SCORE_FACTOR_MAX, SCORE_FACTOR_MIN } from '../learning/term-average';
import { object } from '../validate/own';
import { requiredString } from '../validate/structs';
import { idField, list, text, whole } from './fields';
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

/** The most score columns one subject's transcript has. */
export const TRANSCRIPT_COLUMNS_MAX = 20;

/** A score column of a subject's transcript (oral, 15-minute, midterm, final …) with its score factor. */
export interface TranscriptColumn {
  name: string;
  /** Hệ số: how many times the column's score counts in the term average, 1 to 3. */
  factor: number;
}

export interface Transcript {
  idSubject: number;
  subjectName: string;
  /** In the order the scoreboard shows them. */
  columns: TranscriptColumn[];
}

export const transcriptPayload = object({
  idSubject: idField(),
  columns: list(
    object({ name: requiredString(100), factor: whole(SCORE_FACTOR_MIN, SCORE_FACTOR_MAX) }),
    TRANSCRIPT_COLUMNS_MAX,
  ),
});

/**
 * The transcript setting: per subject, its score columns with their score factors, from which the term average
 * is computed (`termAverage` in @saola/core/learning). Column names are unique within a subject.
 */
export const transcript = {
  get: endpoint<Transcript>()({
    method: 'GET',
    path: '/Lms/Transcript/Get',
    payload: object({ idSubject: idField() }),
    access: 'admin',
  }),
  edit: endpoint<Transcript>()({
    method: 'PUT',
    path: '/Lms/Transcript/Edit',
    payload: transcriptPayload,
    access: right(RIGHTS.schoolCatalog),
  }),
  /** The signed-in learner's own scores (teachers' score records and released exam scores) and term averages. */
  myScores: endpoint<MyScores>()({
    method: 'GET',
    path: '/Lms/Transcript/MyScores',
    payload: object({ term: optional(text(50)) }),
    access: 'student',
  }),
};

/** The most scores `/Lms/Transcript/MyScores` answers (a learner's whole record, years of it). */
export const MY_SCORES_MAX = 2000;

/** One of a learner's scores: a teacher's score record or an exam's released score (on a 10-point scale). */
export interface MyScore {
  key: string;
  source: 'record' | 'exam';
  subject: string;
  term: string | null;
  score: number;
  factor: number;
  note: string;
  teacherName: string | null;
  date: string;
}

/** A subject's term average: the weighted mean of its scores by factor; null when it has none. */
export interface TermAverage {
  term: string | null;
  subject: string;
  average: number | null;
  scores: number;
}

export interface MyScores {
  scores: MyScore[];
  averages: TermAverage[];
  /** Every term the learner has scores in, for the filter. */
  terms: string[];
}
