import { enums, nullable, optional } from 'superstruct';
import { RIGHTS, right } from '../http/access';
import { object } from '../validate/own';
import { blankOr, email, phone, requiredString } from '../validate/structs';
import { idField, listQuery, text } from './fields';
import { rows } from './resource';

/** Registered students follow the school's programme; retail students join a single course or lecture. */
export const STUDENT_KINDS = ['registered', 'retail'] as const;
export type StudentKind = (typeof STUDENT_KINDS)[number];
export const USER_STATUSES_EDITABLE = ['active', 'inactive'] as const;
export const STUDENT_SORTS = ['fullName', 'username', 'createdAt'] as const;

export interface Student {
  id: number;
  fullName: string;
  username: string;
  email: string | null;
  phone: string | null;
  kind: StudentKind;
  classLevel: string | null;
  schoolLevel: string | null;
  schoolYear: string | null;
  semester: string | null;
  status: 'active' | 'inactive';
  /** Courses the student is enrolled in. */
  courses: number;
  lastSignInAt: string | null;
  createdAt: string;
  /**
   * SPEC §6: the email and phone were masked by the server (the school shows them only to its owner); a form
   * leaves them alone and the server keeps the saved values when this caller saves.
   */
  contactsMasked: boolean;
}

const studentFields = {
  fullName: requiredString(150),
  username: requiredString(100),
  email: optional(nullable(blankOr(email()))),
  phone: optional(nullable(blankOr(phone()))),
  classLevel: optional(nullable(text(50))),
  schoolLevel: optional(nullable(text(50))),
  schoolYear: optional(nullable(text(20))),
  semester: optional(nullable(text(20))),
  status: optional(enums(USER_STATUSES_EDITABLE)),
};

/** A new student: the password is checked against the site's policy on the server (and in the form). */
export const studentAddPayload = object({
  ...studentFields,
  kind: enums(STUDENT_KINDS),
  password: requiredString(200),
});
/** An edit: a password only when it is being reset. */
export const studentEditPayload = object({ id: idField(), ...studentFields, password: optional(text(200)) });

const base = '/Lms/Student';

export const student = rows<Student, Student>()(base, {
  list: object({
    ...listQuery,
    kind: optional(enums(STUDENT_KINDS)),
    status: optional(enums(USER_STATUSES_EDITABLE)),
    classLevel: optional(text(50)),
  }),
  add: studentAddPayload,
  edit: studentEditPayload,
  read: 'admin',
  write: right(RIGHTS.student),
});
