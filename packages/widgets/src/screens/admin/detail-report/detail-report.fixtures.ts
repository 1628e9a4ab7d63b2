import type { DetailRow } from '@saola/core/api';
import { type Answers, ok } from '../../../../test/fake-saola';
import { STARTED } from '../general-report/general-report.fixtures';

export const ROWS: DetailRow[] = [
  {
    id: 1,
    idUser: 21,
    fullName: 'Trần Thị Bình',
    username: 'binh.tran',
    unitName: 'Phòng Đào tạo',
    idCourse: 11,
    courseName: 'Kỹ năng giao tiếp',
    teacherName: 'Lê Văn Hùng',
    enrolledAt: '2026-11-03T02:00:00.000Z',
    lastActivityAt: '2026-11-20T09:30:00.000Z',
    progress: 100,
    completedAt: '2026-11-20T09:30:00.000Z',
    state: 'completed',
    lessonsDone: 12,
    watchedMinutes: 245,
    bestQuiz: 90,
  },
  {
    id: 2,
    idUser: 22,
    fullName: 'ສົມພອນ ວົງສາ',
    username: 'somphone',
    unitName: 'ພະແນກບັນຊີ',
    idCourse: 12,
    courseName: 'Excel for accountants',
    teacherName: null,
    enrolledAt: '2026-11-05T02:00:00.000Z',
    lastActivityAt: null,
    progress: 0,
    completedAt: null,
    state: 'notStarted',
    lessonsDone: 0,
    watchedMinutes: 0,
    bestQuiz: null,
  },
];

export function detailServer(rows: DetailRow[] = ROWS): Answers {
  return {
    '/Lms/Report/Detail': ok({ data: rows, total: rows.length }),
    '/Lms/Export/Start': ok({
      ...STARTED,
      module: 'detailReport',
      fileName: 'detail-report-2026-11-23.xlsx',
    }),
  };
}
