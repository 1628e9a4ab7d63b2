import type { OpenCourseLog } from '@saola/core/api';
import { type Answers, ok } from '../../../../test/fake-saola';
import { STARTED } from '../general-report/general-report.fixtures';

export const LOGS: OpenCourseLog[] = [
  {
    id: 2,
    idUser: 22,
    fullName: 'ສົມພອນ ວົງສາ',
    username: 'somphone',
    idCourse: 13,
    courseName: 'ພາສາລາວສຳລັບຜູ້ເລີ່ມຕົ້ນ',
    openedAt: '2026-11-21T03:10:00.000Z',
  },
  {
    id: 1,
    idUser: 21,
    fullName: 'Trần Thị Bình',
    username: 'binh.tran',
    idCourse: 11,
    courseName: 'Kỹ năng giao tiếp',
    openedAt: '2026-11-20T08:00:00.000Z',
  },
];

export function logServer(rows: OpenCourseLog[] = LOGS): Answers {
  return {
    '/Lms/OpenCourseLog/List': ok({ data: rows, total: rows.length }),
    '/Lms/Course/List': ok({ data: [{ id: 11, name: 'Kỹ năng giao tiếp' }], total: 1 }),
    '/Lms/Export/Start': ok({
      ...STARTED,
      module: 'openCourseLog',
      fileName: 'open-course-logs-2026-11-23.xlsx',
    }),
  };
}
