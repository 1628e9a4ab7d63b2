import type { StudentDashboard } from '@saola/core/api';

export const busyLearner: StudentDashboard = {
  continueLearning: [
    {
      idCourse: 11,
      name: 'Toán 10 — Đại số',
      coverUrl: null,
      teacherName: 'Trần Văn Minh',
      enrolled: true,
      progress: 40,
      lastActivityAt: '2026-11-21T13:20:00.000Z',
    },
    {
      idCourse: 12,
      name: 'ພາສາອັງກິດສື່ສານ',
      coverUrl: null,
      teacherName: 'ສົມພອນ ແກ້ວມະນີ',
      enrolled: true,
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
  courses: { enrolled: 3, open: 0 },
};

/** Enrolled in nothing, while the school has a course open to everyone: offered as My courses offers it. */
export const openToAll: StudentDashboard = {
  continueLearning: [
    {
      idCourse: 13,
      name: 'Kỹ năng sống',
      coverUrl: null,
      teacherName: 'Trần Văn Minh',
      enrolled: false,
      progress: 0,
      lastActivityAt: null,
    },
  ],
  upcoming: [],
  courses: { enrolled: 0, open: 1 },
};

export const allFinished: StudentDashboard = {
  continueLearning: [],
  upcoming: [],
  courses: { enrolled: 2, open: 0 },
};

export const newLearner: StudentDashboard = {
  continueLearning: [],
  upcoming: [],
  courses: { enrolled: 0, open: 0 },
};
