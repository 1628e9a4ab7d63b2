import { lazyScreen } from '../view';

/**
 * The learner's screens, each loaded on first use: the one declaration of each (module, component, dictionary parts). The views
 * pair them with their routes and elements; the elements' generated index imports them from here.
 */
export const StudentDashboard = lazyScreen(
  () => import('./student-dashboard/student-dashboard'),
  'StudentDashboard',
  ['learning', 'nav'],
);
export const MyCourseList = lazyScreen(() => import('./my-course-list/my-course-list'), 'MyCourseList', [
  'commerce',
  'learning',
]);
export const CourseDetail = lazyScreen(() => import('./course-detail/course-detail'), 'CourseDetail', [
  'commerce',
  'learning',
  'review',
]);
export const Library = lazyScreen(() => import('./library/library'), 'Library', ['content', 'nav']);
export const MyExams = lazyScreen(() => import('./my-exams/my-exams'), 'MyExams', ['exam', 'quiz', 'nav']);
export const MyScores = lazyScreen(() => import('./my-scores/my-scores'), 'MyScores', ['exam', 'nav']);
export const MyNotes = lazyScreen(() => import('./my-notes/my-notes'), 'MyNotes', ['exam', 'nav']);
export const MyCertificateList = lazyScreen(
  () => import('./my-certificate-list/my-certificate-list'),
  'MyCertificateList',
  ['certificate', 'nav'],
);
export const LessonPage = lazyScreen(() => import('./lesson-page/lesson-page'), 'LessonPage', [
  'learning',
  'quiz',
]);
export const LiveClassList = lazyScreen(() => import('./live-class-list/live-class-list'), 'LiveClassList', [
  'admin',
  'live',
  'nav',
]);
export const Schedule = lazyScreen(() => import('./schedule/schedule'), 'Schedule', ['admin', 'live', 'nav']);
