import type { StudentDashboard } from '@saola/core/api';

export const busyLearner: StudentDashboard = {
  continueLearning: [
    {
      idCourse: 11,
      name: 'Toán 10 — Đại số',
      coverUrl: null,
      teacherName: 'Trần Văn Minh',
      progress: 40,
      lastActivityAt: '2026-11-21T13:20:00.000Z',
    },
    {
      idCourse: 12,
      name: 'ພາສາອັງກິດສື່ສານ',
      coverUrl: null,
      teacherName: 'ສົມພອນ ແກ້ວມະນີ',
      progress: 0,
      lastActivityAt: null,
    },
  ],
  upcoming: [
    {
      idCourse: 11,
      courseName: 'Toán 10 — Đại số',
      idLesson: 105,
      title: 'Bài 5: Hàm số bậc hai',
      opensAt: '2026-11-24T01:00:00.000Z',
    },
  ],
};

export const newLearner: StudentDashboard = { continueLearning: [], upcoming: [] };
