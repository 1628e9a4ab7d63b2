import type { StudentKind } from '@saola/core/api';

/** SPEC §2: registered students live under /registerUser, students of a single course under /retailStudent. */
export const STUDENT_BASE: Record<StudentKind, string> = {
  registered: '/registerUser',
  retail: '/retailStudent',
};

/** The right that lets a teacher add, edit and delete students (owners hold it always). */
export const STUDENT_RIGHT = 'student';
