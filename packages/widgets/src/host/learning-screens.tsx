import { CourseDetail } from '../screens/student/course-detail/course-detail';
import { LessonPage } from '../screens/student/lesson-page/lesson-page';
import { MyCourseList } from '../screens/student/my-course-list/my-course-list';
import type { AreaModule, ScreenProps } from './area';

function Lesson({ navigate, params }: ScreenProps) {
  return (
    <LessonPage
      key={`${params.id}-${params.idLesson ?? ''}`}
      idCourse={Number(params.id)}
      idLesson={params.idLesson ? Number(params.idLesson) : undefined}
      onNavigate={navigate}
    />
  );
}

/** The learner's screens, registered in both areas (staff preview courses through them). */
export const LEARNING_SCREENS: AreaModule['screens'] = {
  '/my-course/list': ({ navigate }: ScreenProps) => <MyCourseList onNavigate={navigate} />,
  '/my-course/:id': ({ navigate, params }: ScreenProps) => (
    <CourseDetail key={params.id} idCourse={Number(params.id)} onNavigate={navigate} />
  ),
  '/course/:id/lesson/:idLesson?': Lesson,
};

/** The lesson page's second address in the student area (SPEC §2: "under /student"). */
export const STUDENT_LESSON_SCREEN: AreaModule['screens'] = {
  '/student/course/:id/lesson/:idLesson?': Lesson,
};
