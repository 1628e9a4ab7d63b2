import type { UserGroup } from '@saola/core/api';
import { contractAnswers, memoryResource } from '../../../../test/contract-fake';
import type { Answers } from '../../../../test/fake-saola';
import { STUDENTS, studentServer } from '../student-list/student-list.fixtures';

export const CLASSES: UserGroup[] = [
  {
    id: 1,
    name: 'Lớp 10A1',
    classLevel: '10',
    schoolYear: '2026-2027',
    idHomeroomTeacher: 2,
    homeroomTeacherName: 'Trần Văn Minh',
    members: 2,
    students: [
      { id: 11, fullName: 'Phạm Thu Trang', username: 'student' },
      { id: 12, fullName: 'ສົມສັກ ພົມມະວົງ', username: 'student2' },
    ],
    createdAt: '2026-09-01T02:00:00.000Z',
  },
  {
    id: 2,
    name: 'ຫ້ອງ ມ.5/1',
    classLevel: '12',
    schoolYear: null,
    idHomeroomTeacher: null,
    homeroomTeacherName: null,
    members: 0,
    students: [],
    createdAt: '2026-09-02T02:00:00.000Z',
  },
];

const TEACHERS = [{ id: 2, fullName: 'Trần Văn Minh' }];

/** The class endpoints over an in-memory list, with the student and teacher searches the form uses. */
export function classServer(initial: UserGroup[] = CLASSES): Answers {
  const student = (id: number) => STUDENTS.find((s) => s.id === id);
  return {
    ...studentServer(),
    ...contractAnswers({
      auth: {
        users: () => ({
          data: TEACHERS.map((t) => ({
            ...t,
            username: 'teacher',
            email: null,
            phone: null,
            idType: 3 as const,
            status: 'active' as const,
            createdAt: '2026-09-01T02:00:00.000Z',
            lastSignInAt: null,
          })),
          total: TEACHERS.length,
        }),
      },
    }),
    ...memoryResource({
      area: 'userGroup',
      rows: initial,
      summary: ({ students: _, ...summary }) => summary,
      save: (fields, id, before) => ({
        id,
        name: fields.name,
        classLevel: fields.classLevel ?? null,
        schoolYear: fields.schoolYear ?? null,
        idHomeroomTeacher: fields.idHomeroomTeacher ?? null,
        homeroomTeacherName: TEACHERS.find((t) => t.id === fields.idHomeroomTeacher)?.fullName ?? null,
        members: fields.idMembers.length,
        students: fields.idMembers.map((m) => ({
          id: m,
          fullName: student(m)?.fullName ?? `#${m}`,
          username: student(m)?.username ?? '',
        })),
        createdAt: before?.createdAt ?? '2026-11-22T02:00:00.000Z',
      }),
    }),
  };
}
