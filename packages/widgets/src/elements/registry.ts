import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { AttributeType } from './define';

export interface ElementEntry {
  name: `saola-${string}`;
  description: string;
  /** Loaded when the page first uses the element: a portal embedding one tag downloads one screen. */
  // biome-ignore lint/suspicious/noExplicitAny: each entry pairs a screen with its own props
  screen: LazyExoticComponent<ComponentType<any>>;
  attributes: Record<string, ElementAttribute>;
  events: Record<string, string>;
}

export interface ElementAttribute {
  type: AttributeType;
  description: string;
}

/** Attributes every element takes beside its screen's own: defineElement handles them, once for all. */
export const SHARED_ATTRIBUTES: Record<string, ElementAttribute> = {
  syncUrl: {
    type: 'boolean',
    description:
      'sync-url="true" lets lists and tabs keep their page, size, search, sort and open tab in the page\'s ' +
      'address (a bare attribute reads as false). Without it they keep them in memory and never read or ' +
      'change the address. Give it to one element per page: two lists would share ?page=.',
  },
};

/** Every screen shipped as a custom element: defineElement registers these; the manifest is made from them. */
export const ELEMENTS: ElementEntry[] = [
  {
    name: 'saola-sign-in',
    description: 'The sign-in form of the Saola site the page is configured for, in vi/en/lo.',
    screen: lazy(() => import('../screens/shell/sign-in/sign-in').then((m) => ({ default: m.SignIn }))),
    attributes: {},
    events: {
      'saola-signed-in': 'Signed in; detail: { user: { id, fullName, username, idType, avatarUrl } }.',
    },
  },
  {
    name: 'saola-profile',
    description: "The signed-in user's profile: name, email and phone to edit, and a password change.",
    screen: lazy(() => import('../screens/shell/profile/profile').then((m) => ({ default: m.Profile }))),
    attributes: {},
    events: {},
  },
  {
    name: 'saola-splash',
    description:
      'Loads the site configuration, then tells the page where to go (sign-in or the remembered page).',
    screen: lazy(() => import('../screens/shell/splash/splash').then((m) => ({ default: m.Splash }))),
    attributes: {},
    events: { 'saola-navigate': 'Where to go next; detail: { to }.' },
  },
  {
    name: 'saola-page-not-found',
    description: 'The "page not found" screen with a way back.',
    screen: lazy(() =>
      import('../screens/shell/page-not-found/page-not-found').then((m) => ({ default: m.PageNotFound })),
    ),
    attributes: { home: { type: 'string', description: 'Where "back" leads (default /dashboard).' } },
    events: { 'saola-navigate': 'The user asked to go somewhere; detail: { to }.' },
  },
  {
    name: 'saola-admin-dashboard',
    description:
      "An owner's or teacher's home: counts of students, teachers and courses and 30 days of sign-ins and enrolments.",
    screen: lazy(() =>
      import('../screens/admin/admin-dashboard/admin-dashboard').then((m) => ({ default: m.AdminDashboard })),
    ),
    attributes: {},
    events: {},
  },
  {
    name: 'saola-student-dashboard',
    description: "A learner's home: unfinished courses with their progress and the lessons about to open.",
    screen: lazy(() =>
      import('../screens/student/student-dashboard/student-dashboard').then((m) => ({
        default: m.StudentDashboard,
      })),
    ),
    attributes: {},
    events: { 'saola-navigate': 'The learner opened a course; detail: { to }.' },
  },
  {
    name: 'saola-my-notifications',
    description: "The signed-in user's notifications, newest first; opening one marks it read.",
    screen: lazy(() =>
      import('../screens/shell/my-notifications/my-notifications').then((m) => ({
        default: m.MyNotifications,
      })),
    ),
    attributes: {},
    events: {},
  },
  {
    name: 'saola-course-category-list',
    description: 'The course category tree: add, rename, move and delete categories (moving their courses).',
    screen: lazy(() =>
      import('../screens/admin/course-category-list/course-category-list').then((m) => ({
        default: m.CourseCategoryList,
      })),
    ),
    attributes: {},
    events: {},
  },
  {
    name: 'saola-course-list',
    description: 'The courses the user manages: search, filters, sort, pages and bulk delete.',
    screen: lazy(() =>
      import('../screens/admin/course-list/course-list').then((m) => ({ default: m.CourseList })),
    ),
    attributes: {},
    events: { 'saola-navigate': 'Add or open a course; detail: { to } (/course/add, /course/edit/{id}).' },
  },
  {
    name: 'saola-course-form',
    description: "A course's details and settings, to add one or (with id) edit it; owners decide approvals.",
    screen: lazy(() =>
      import('../screens/admin/course-form/course-form').then((m) => ({ default: m.CourseForm })),
    ),
    attributes: { id: { type: 'number', description: 'The course to edit; a new course when absent.' } },
    events: {
      'saola-course-saved': 'Saved; detail: { course }.',
      'saola-navigate': 'A new course was created, or the user went back; detail: { to }.',
    },
  },
  {
    name: 'saola-student-list',
    description: "The school's students of one kind: search, status filter, sort, pages and bulk delete.",
    screen: lazy(() =>
      import('../screens/admin/student-list/student-list').then((m) => ({ default: m.StudentList })),
    ),
    attributes: { kind: { type: 'string', description: 'registered (default) or retail.' } },
    events: { 'saola-navigate': 'Add or open a student; detail: { to }.' },
  },
  {
    name: 'saola-student-form',
    description: "A student's account and studies, to add one or (with id) edit one.",
    screen: lazy(() =>
      import('../screens/admin/student-form/student-form').then((m) => ({ default: m.StudentForm })),
    ),
    attributes: {
      kind: { type: 'string', description: 'registered (default) or retail.' },
      id: { type: 'number', description: 'The student to edit; a new student when absent.' },
    },
    events: {
      'saola-student-saved': 'Saved; detail: { student }.',
      'saola-navigate': 'Back to the list after saving or leaving; detail: { to }.',
    },
  },
  {
    name: 'saola-course-students',
    description: "A course's students with their progress: enrol more by search, remove several.",
    screen: lazy(() =>
      import('../screens/admin/course-students/course-students').then((m) => ({ default: m.CourseStudents })),
    ),
    attributes: { idCourse: { type: 'number', description: 'The course (attribute id-course).' } },
    events: {},
  },
  {
    name: 'saola-course-curriculum',
    description:
      "A course's chapters and lessons: add, edit, delete, and reorder by dragging or with arrow buttons.",
    screen: lazy(() =>
      import('../screens/admin/course-curriculum/course-curriculum').then((m) => ({
        default: m.CourseCurriculum,
      })),
    ),
    attributes: { idCourse: { type: 'number', description: 'The course (attribute id-course).' } },
    events: {},
  },
  {
    name: 'saola-course-package-list',
    description: "The school's course packages: search, sort, open, add and delete several.",
    screen: lazy(() =>
      import('../screens/admin/course-package-list/course-package-list').then((m) => ({
        default: m.CoursePackageList,
      })),
    ),
    attributes: {},
    events: { 'saola-navigate': 'Add or open a package; detail: { to }.' },
  },
  {
    name: 'saola-course-package-form',
    description:
      'A course package (name, courses, price, about, benefits), to add one or (with id) edit one.',
    screen: lazy(() =>
      import('../screens/admin/course-package-form/course-package-form').then((m) => ({
        default: m.CoursePackageForm,
      })),
    ),
    attributes: { id: { type: 'number', description: 'The package to edit; a new one when absent.' } },
    events: { 'saola-navigate': 'Back to the list after saving or leaving; detail: { to }.' },
  },
  {
    name: 'saola-my-courses',
    description:
      "A learner's enrolled courses and the school's open courses, with progress and a way to continue.",
    screen: lazy(() =>
      import('../screens/student/my-course-list/my-course-list').then((m) => ({ default: m.MyCourseList })),
    ),
    attributes: {},
    events: { 'saola-navigate': 'The learner opened a course or a lesson; detail: { to }.' },
  },
  {
    name: 'saola-course-detail',
    description:
      'A course as its learner sees it: lessons with their state, progress, about, reviews and Q&A.',
    screen: lazy(() =>
      import('../screens/student/course-detail/course-detail').then((m) => ({ default: m.CourseDetail })),
    ),
    attributes: { idCourse: { type: 'number', description: 'The course (attribute id-course).' } },
    events: { 'saola-navigate': 'The learner opened a lesson; detail: { to }.' },
  },
  {
    name: 'saola-lesson-player',
    description:
      'A lesson: video (uploaded or YouTube) with verified watching, a text, a document or a quiz; next and previous.',
    screen: lazy(() =>
      import('../screens/student/lesson-page/lesson-page').then((m) => ({ default: m.LessonPage })),
    ),
    attributes: {
      idCourse: { type: 'number', description: 'The course (attribute id-course).' },
      idLesson: {
        type: 'number',
        description: 'The lesson (attribute id-lesson); the one to continue with when absent.',
      },
    },
    events: {
      'saola-navigate': 'The learner moved to another lesson or back to the course; detail: { to }.',
    },
  },
  {
    name: 'saola-study-list',
    description: "Learners' progress per course: percent, lessons completed, quiz score and last activity.",
    screen: lazy(() =>
      import('../screens/admin/study-list/study-list').then((m) => ({ default: m.StudyList })),
    ),
    attributes: {
      idUser: { type: 'number', description: 'One learner only (attribute id-user).' },
      name: { type: 'string', description: "That learner's name, for the title." },
    },
    events: { 'saola-navigate': 'Opened one learner; detail: { to }.' },
  },
  {
    name: 'saola-course-reviews',
    description: "Students' ratings, comments and Q&A threads across courses: hide or show, reply, delete.",
    screen: lazy(() =>
      import('../screens/admin/course-reviews/course-reviews-admin').then((m) => ({
        default: m.CourseReviewsAdmin,
      })),
    ),
    attributes: {},
    events: {},
  },
];
