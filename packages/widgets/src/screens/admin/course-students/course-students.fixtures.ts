import type { Enrolment } from '@saola/core/api';
import { type Answers, ok } from '../../../../test/fake-saola';
import { STUDENTS, studentServer } from '../student-list/student-list.fixtures';

export const ENROLMENTS: Enrolment[] = [
  {
    idUser: 11,
    fullName: 'Phạm Thu Trang',
    username: 'student',
    classLevel: '10A1',
    progress: 65,
    enrolledAt: '2026-10-01T02:00:00.000Z',
    lastActivityAt: '2026-11-21T13:20:00.000Z',
    completedAt: null,
  },
  {
    idUser: 12,
    fullName: 'ສົມສັກ ພົມມະວົງ',
    username: 'student2',
    classLevel: 'ມ.5',
    progress: 0,
    enrolledAt: '2026-11-20T02:00:00.000Z',
    lastActivityAt: null,
    completedAt: null,
  },
];

/** A fake of a course's enrolment endpoints over an in-memory list, and the student search they use. */
export function enrolmentServer(initial: Enrolment[] = ENROLMENTS): Answers {
  let rows = initial.map((row) => ({ ...row }));
  return {
    ...studentServer(),
    '/Lms/Enrolment/List': () => ok({ data: rows, total: rows.length }),
    '/Lms/Enrolment/Add': (request) => {
      const { idUsers } = request.body as { idUsers: number[] };
      const fresh = idUsers.filter((id) => !rows.some((row) => row.idUser === id));
      for (const id of fresh) {
        const student = STUDENTS.find((s) => s.id === id);
        if (student)
          rows.push({
            idUser: id,
            fullName: student.fullName,
            username: student.username,
            classLevel: student.classLevel,
            progress: 0,
            enrolledAt: '2026-11-22T02:00:00.000Z',
            lastActivityAt: null,
            completedAt: null,
          });
      }
      return ok({ added: fresh.length }, 'Đã lưu');
    },
    '/Lms/Enrolment/Delete': (request) => {
      const ids = new URL(request.url).searchParams.getAll('idUsers').map(Number);
      rows = rows.filter((row) => !ids.includes(row.idUser));
      return ok({ removed: ids.length }, 'Đã xóa');
    },
  };
}
