import type { GeneralReport, JobSummary } from '@saola/core/api';
import { type Answers, ok } from '../../../../test/fake-saola';

export const GENERAL: GeneralReport = {
  totals: {
    learners: 248,
    newLearners: 31,
    activeLearners: 117,
    enrolments: 96,
    completions: 22,
    averageProgress: 47,
    watchedHours: 312.5,
    quizAttempts: 180,
    quizPassed: 141,
    revenue: 18_450_000,
  },
  periods: [
    { key: '2026-11-02', newLearners: 8, activeLearners: 54, enrolments: 30, completions: 4 },
    { key: '2026-11-09', newLearners: 12, activeLearners: 71, enrolments: 41, completions: 9 },
    { key: '2026-11-16', newLearners: 11, activeLearners: 66, enrolments: 25, completions: 9 },
  ],
  units: [
    {
      id: 1,
      name: 'Phòng Đào tạo',
      learners: 120,
      activeLearners: 70,
      enrolments: 50,
      completions: 12,
      averageProgress: 52,
    },
    {
      id: 2,
      name: 'ພະແນກບັນຊີ',
      learners: 80,
      activeLearners: 30,
      enrolments: 30,
      completions: 6,
      averageProgress: 41,
    },
    {
      id: null,
      name: '',
      learners: 48,
      activeLearners: 17,
      enrolments: 16,
      completions: 4,
      averageProgress: 38,
    },
  ],
  courses: [
    { id: 11, name: 'Kỹ năng giao tiếp', enrolments: 40, completions: 10, averageProgress: 58 },
    { id: 12, name: 'Excel for accountants', enrolments: 31, completions: 8, averageProgress: 44 },
    { id: 13, name: 'ພາສາລາວສຳລັບຜູ້ເລີ່ມຕົ້ນ', enrolments: 25, completions: 4, averageProgress: 35 },
  ],
  progress: [
    { band: 'none', enrolments: 20 },
    { band: 'started', enrolments: 34 },
    { band: 'half', enrolments: 20 },
    { band: 'done', enrolments: 22 },
  ],
};

export const STARTED: JobSummary = {
  id: 7,
  direction: 'export',
  module: 'generalReport',
  fileName: 'general-report-2026-11-23.xlsx',
  state: 'queued',
  progress: 0,
  totalRows: null,
  doneRows: 0,
  errorRows: 0,
  error: null,
  hasResult: false,
  createdBy: 'Nguyễn Thị Hoa',
  createdAt: '2026-11-23T02:00:00.000Z',
  finishedAt: null,
};

export function generalServer(report: GeneralReport = GENERAL): Answers {
  return {
    '/Lms/Report/General': ok(report),
    '/Lms/Unit/List': ok({ data: [{ id: 1, name: 'Phòng Đào tạo' }], total: 1 }),
    '/Lms/Export/Start': ok(STARTED, 'Đã bắt đầu, theo dõi tiến độ trong danh sách'),
  };
}
