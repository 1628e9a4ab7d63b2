import type { StudyRow } from '@saola/core/api';
import type { Paged } from '@saola/core/http';

export const studyRows: Paged<StudyRow> = {
  total: 2,
  data: [
    {
      idUser: 3,
      fullName: 'Phạm Thu Trang',
      username: 'student',
      idCourse: 7,
      courseName: 'Tiếng Anh giao tiếp',
      progress: 100,
      completedLessons: 4,
      lessons: 4,
      quizAverage: 100,
      lastActivityAt: '2026-11-22T08:10:00.000Z',
      completedAt: '2026-11-22T08:10:00.000Z',
    },
    {
      idUser: 4,
      fullName: 'ສົມສັກ ພົມມະວົງ',
      username: 'student2',
      idCourse: 7,
      courseName: 'Tiếng Anh giao tiếp',
      progress: 25,
      completedLessons: 1,
      lessons: 4,
      quizAverage: null,
      lastActivityAt: null,
      completedAt: null,
    },
  ],
};
