import type { StudentKind } from '@saola/core/api';

/** SPEC §2: registered students live under /registerUser, students of a single course under /retailStudent. */
export const STUDENT_BASE: Record<StudentKind, string> = {
  registered: '/registerUser',
  retail: '/retailStudent',
};
