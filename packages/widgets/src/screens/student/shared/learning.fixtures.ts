import type {
  CourseOutline,
  CourseReviews,
  LessonView,
  MyCourse,
  QuizAttempt,
  QuizOverview,
  QuizResult,
  Thread,
} from '@saola/core/api';
import type { Paged } from '@saola/core/http';

/** The school's public courses the learner is not in: one free, one paid. */
export const catalogue: Paged<MyCourse> = {
  total: 2,
  data: [
    {
      idCourse: 11,
      name: 'Kỹ năng tự học',
      coverUrl: null,
      teacherName: 'Nguyễn Thị Lan',
      enrolled: false,
      isPaid: false,
      price: 0,
      progress: 0,
      lessons: 3,
      completedLessons: 0,
      lastActivityAt: null,
    },
    {
      idCourse: 12,
      name: 'IELTS Writing Band 7+',
      coverUrl: null,
      teacherName: 'Trần Văn Minh',
      enrolled: false,
      isPaid: true,
      price: 1_200_000,
      progress: 0,
      lessons: 12,
      completedLessons: 0,
      lastActivityAt: null,
    },
  ],
};

export const myCourses: Paged<MyCourse> = {
  total: 2,
  data: [
    {
      idCourse: 7,
      name: 'Tiếng Anh giao tiếp',
      coverUrl: null,
      teacherName: 'Trần Văn Minh',
      enrolled: true,
      isPaid: true,
      price: 1_200_000,
      progress: 50,
      lessons: 4,
      completedLessons: 2,
      lastActivityAt: '2026-11-21T13:20:00.000Z',
    },
    {
      idCourse: 9,
      name: 'ພາສາລາວເບື້ອງຕົ້ນ',
      coverUrl: null,
      teacherName: null,
      enrolled: false,
      isPaid: false,
      price: 0,
      progress: 0,
      lessons: 6,
      completedLessons: 0,
      lastActivityAt: null,
    },
  ],
};

const lesson = (id: number, title: string, kind: LessonView['lesson']['kind'], extra: object = {}) => ({
  id,
  title,
  kind,
  isTrial: false,
  duration: null,
  completed: false,
  percent: 0,
  locked: null,
  opensAt: null,
  ...extra,
});

export const outline: CourseOutline = {
  id: 7,
  name: 'Tiếng Anh giao tiếp',
  coverUrl: null,
  teacherName: 'Trần Văn Minh',
  welcome: 'Chào mừng các em đến với khóa học!',
  about: '<p>Khóa học giúp em <strong>tự tin</strong> giao tiếp.</p>',
  benefits: ['Chào hỏi tự nhiên', 'Giới thiệu bản thân'],
  opening: 'sequential',
  isOpen: false,
  enrolled: true,
  selfEnrol: false,
  progress: 50,
  nextLesson: 3,
  rating: { average: 4.5, count: 2 },
  chapters: [
    {
      id: 1,
      title: 'Unit 1: Greetings',
      lessons: [
        lesson(1, 'Hello and goodbye', 'video', { duration: 300, completed: true, percent: 100 }),
        lesson(2, 'Vocabulary', 'text', { completed: true, percent: 100 }),
        lesson(3, 'Check yourself', 'quiz'),
        lesson(4, 'Small talk', 'youtube', { duration: 600, locked: 'previous' }),
      ],
    },
  ],
};

const base: Omit<LessonView, 'lesson'> = {
  idCourse: 7,
  courseName: 'Tiếng Anh giao tiếp',
  viewer: 'learner',
  progress: { watched: [], position: 0, furthest: 0, percent: 0, completed: false, courseProgress: 50 },
  previous: 2,
  next: 4,
};
const content = {
  content: '',
  youtubeId: null,
  seekRestricted: false,
  threshold: 80,
  media: null,
  document: null,
};

export const videoLesson: LessonView = {
  ...base,
  previous: null,
  next: 2,
  lesson: {
    ...lesson(1, 'Hello and goodbye', 'video', { duration: 300 }),
    ...content,
    seekRestricted: true,
    media: { mp4Url: 'http://saola.test/files/1/clip.mp4', hlsUrl: null, posterUrl: null },
  },
  progress: { ...base.progress, watched: [[0, 120]], position: 120, furthest: 120, percent: 40 },
};

export const youtubeLesson: LessonView = {
  ...base,
  lesson: { ...lesson(4, 'Small talk', 'youtube', { duration: 600 }), ...content, youtubeId: 'dQw4w9WgXcQ' },
};

export const textLesson: LessonView = {
  ...base,
  previous: 1,
  next: 3,
  lesson: { ...lesson(2, 'Vocabulary', 'text'), ...content, content: '<p>hello — xin chào</p>' },
};

export const quizLesson: LessonView = {
  ...base,
  lesson: { ...lesson(3, 'Check yourself', 'quiz'), ...content },
};

export const lockedLesson: LessonView = {
  ...base,
  lesson: { ...lesson(4, 'Small talk', 'youtube', { locked: 'previous' }), ...content },
};

export const quizOverview: QuizOverview = {
  idLesson: 3,
  passPercent: 80,
  attemptsAllowed: 2,
  timeLimitMinutes: 10,
  shuffle: false,
  showAnswers: 'afterLastAttempt',
  questions: 2,
  maxScore: 3,
  attempts: [],
  attemptsLeft: 2,
  passed: false,
  openAttempt: null,
};

export const quizAttempt: QuizAttempt = {
  id: 31,
  startedAt: '2026-11-22T08:00:00.000Z',
  deadline: null,
  questions: [
    {
      id: 301,
      kind: 'single',
      prompt: '“Hello” means?',
      options: [
        { id: 'a', text: 'Xin chào' },
        { id: 'b', text: 'Tạm biệt' },
      ],
      points: 2,
    },
    {
      id: 302,
      kind: 'truefalse',
      prompt: '“Bye” is a greeting on arrival.',
      options: [
        { id: 'true', text: 'true' },
        { id: 'false', text: 'false' },
      ],
      points: 1,
    },
  ],
};

export const quizPassed: QuizResult = {
  idAttempt: 31,
  score: 3,
  maxScore: 3,
  passed: true,
  submittedAt: '2026-11-22T08:03:00.000Z',
  review: [
    { idQuestion: 301, correct: ['a'], right: true },
    { idQuestion: 302, correct: ['false'], right: true },
  ],
};

export const reviews: CourseReviews = {
  total: 1,
  data: [
    {
      id: 5,
      idCourse: 7,
      courseName: 'Tiếng Anh giao tiếp',
      idUser: 4,
      fullName: 'Lê Hoàng Nam',
      rating: 5,
      comment: 'Thầy dạy rất dễ hiểu.',
      hidden: false,
      reply: 'Cảm ơn em!',
      createdAt: '2026-11-20T09:00:00.000Z',
    },
  ],
  average: 5,
  count: 1,
  mine: null,
  canReview: true,
};

export const threads: Paged<Thread> = {
  total: 1,
  data: [
    {
      id: 11,
      idCourse: 7,
      courseName: 'Tiếng Anh giao tiếp',
      body: '“Fine” nghĩa là gì ạ?',
      idUser: 3,
      fullName: 'Phạm Thu Trang',
      isStaff: false,
      hidden: false,
      createdAt: '2026-11-21T10:00:00.000Z',
      answers: [
        {
          id: 12,
          body: '“Khỏe” em nhé.',
          idUser: 2,
          fullName: 'Trần Văn Minh',
          isStaff: true,
          hidden: false,
          createdAt: '2026-11-21T11:00:00.000Z',
        },
      ],
    },
  ],
};
