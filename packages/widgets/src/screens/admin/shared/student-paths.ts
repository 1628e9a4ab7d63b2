import type { StudentKind } from '@saola/core/api';
import type { PlainScreen, RecordScreen } from '@saola/core/routes';

/** SPEC §2: registered students have their screens under /registerUser, students of a single course under /retailStudent. */
export const STUDENT_PAGES: Record<StudentKind, { list: PlainScreen; add: PlainScreen; edit: RecordScreen }> =
  {
    registered: { list: 'studentList', add: 'studentAdd', edit: 'studentEdit' },
    retail: { list: 'retailStudentList', add: 'retailStudentAdd', edit: 'retailStudentEdit' },
  };
