import { buildPath } from '@saola/core/routes';

/** The learner's course list, course page and lesson page (the same paths in both areas). */
export const MY_COURSES_LIST = '/my-course/list';
export const COURSE_PAGE = '/my-course/:id';
export const LESSON_PAGE = '/course/:id/lesson/:idLesson?';

export const coursePath = (idCourse: number) => buildPath(COURSE_PAGE, { id: idCourse });
export const lessonPath = (idCourse: number, idLesson?: number | null) =>
  buildPath(LESSON_PAGE, { id: idCourse, idLesson: idLesson ?? undefined });
