import { lazy, Suspense } from 'react';
import { Spinner } from '../ui/progress/progress';
import type { AreaModule, ScreenProps } from './area';

// Each learner screen is its own chunk: a student's first page (the dashboard) carries none of the players.
const MyCourseList = lazy(() =>
  import('../screens/student/my-course-list/my-course-list').then((m) => ({ default: m.MyCourseList })),
);
const CourseDetail = lazy(() =>
  import('../screens/student/course-detail/course-detail').then((m) => ({ default: m.CourseDetail })),
);
const LessonPage = lazy(() =>
  import('../screens/student/lesson-page/lesson-page').then((m) => ({ default: m.LessonPage })),
);

function Lesson({ navigate, params }: ScreenProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <LessonPage
        key={`${params.id}-${params.idLesson ?? ''}`}
        idCourse={Number(params.id)}
        idLesson={params.idLesson ? Number(params.idLesson) : undefined}
        onNavigate={navigate}
      />
    </Suspense>
  );
}

/** The learner's screens, registered in both areas (staff preview courses through them). */
export const LEARNING_SCREENS: AreaModule['screens'] = {
  '/my-course/list': ({ navigate }: ScreenProps) => (
    <Suspense fallback={<Spinner />}>
      <MyCourseList onNavigate={navigate} />
    </Suspense>
  ),
  '/my-course/:id': ({ navigate, params }: ScreenProps) => (
    <Suspense fallback={<Spinner />}>
      <CourseDetail key={params.id} idCourse={Number(params.id)} onNavigate={navigate} />
    </Suspense>
  ),
  '/course/:id/lesson/:idLesson?': Lesson,
};

/** The lesson page's second address in the student area (SPEC §2: "under /student"). */
export const STUDENT_LESSON_SCREEN: AreaModule['screens'] = {
  '/student/course/:id/lesson/:idLesson?': Lesson,
};
