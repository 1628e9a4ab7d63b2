import { type ScreenViews, view } from '../view';
import {
  CourseDetail,
  LessonPage,
  Library,
  LiveClassList,
  MyCertificateList,
  MyCourseList,
  MyExams,
  MyNotes,
  MyScores,
  Schedule,
  StudentDashboard,
} from './loaders';

/** The learner's screens: the student area's, which the admin area also serves for staff to preview. */
export const STUDENT_VIEWS = {
  studentDashboard: view(StudentDashboard, {
    element: {
      name: 'saola-student-dashboard',
      description: "A learner's home: unfinished courses with their progress and the lessons about to open.",
      attributes: {},
      events: { 'saola-navigate': 'The learner opened a course; detail: { to }.' },
    },
  }),
  liveClassList: view(LiveClassList, {
    element: {
      name: 'saola-live-class-list',
      description:
        "The learner's live classes and meetings to come, soonest first, with a join button while open.",
      attributes: {},
      events: { 'saola-navigate': 'The learner asked to join; detail: { to }.' },
    },
  }),
  schedule: view(Schedule, {
    element: {
      name: 'saola-schedule',
      description: "The signed-in user's sessions as a week (Monday first) and as a list of those to come.",
      attributes: {},
      events: { 'saola-navigate': 'The user asked to join a session; detail: { to }.' },
    },
  }),
  myExams: view(MyExams, {
    element: {
      name: 'saola-my-exams',
      description:
        "The learner's exams: open ones to take in the page (timed by the server), upcoming ones, and closed ones with the score once released.",
      attributes: {},
      events: {},
    },
  }),
  myScores: view(MyScores, {
    element: {
      name: 'saola-my-scores',
      description:
        "The learner's own transcript: her teachers' scores and her released exam scores, with each term's weighted subject averages.",
      attributes: {},
      events: {},
    },
  }),
  myNotes: view(MyNotes, {
    element: {
      name: 'saola-my-notes',
      description: "What the learner's teachers wrote about her, newest day first.",
      attributes: {},
      events: {},
    },
  }),
  library: view(Library, {
    element: {
      name: 'saola-library',
      description:
        "What was shared with the learner (the school's, her groups' and her courses' files): view, download.",
      attributes: {},
      events: {},
    },
  }),
  myCourses: view(MyCourseList, {
    element: {
      name: 'saola-my-courses',
      description:
        "A learner's enrolled courses and the school's open courses, with progress and a way to continue.",
      attributes: {},
      events: { 'saola-navigate': 'The learner opened a course or a lesson; detail: { to }.' },
    },
  }),
  courseDetail: view(CourseDetail, {
    props: ({ id }) => ({ idCourse: Number(id) }),
    element: {
      name: 'saola-course-detail',
      description:
        'A course as its learner sees it: lessons with their state, progress, about, reviews and Q&A.',
      attributes: { idCourse: { type: 'number', description: 'The course (attribute id-course).' } },
      events: { 'saola-navigate': 'The learner opened a lesson; detail: { to }.' },
    },
  }),
  lesson: view(LessonPage, {
    props: ({ id, idLesson }) => ({
      idCourse: Number(id),
      idLesson: idLesson ? Number(idLesson) : undefined,
    }),
    element: {
      name: 'saola-lesson-player',
      description:
        'A lesson: video (uploaded or YouTube) with verified watching, a text, a document or a quiz; next and previous.',
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
  }),
  myCertificates: view(MyCertificateList, {
    element: {
      name: 'saola-my-certificates',
      description:
        "The learner's certificates: course, date, code and status; download the PDF, open the public check.",
      attributes: {},
      events: {},
    },
  }),
} satisfies Partial<ScreenViews>;
