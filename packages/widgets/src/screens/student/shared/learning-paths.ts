import { pathTo, patternOf } from '@saola/core/routes';

/** The learner's course list, course page and lesson page (the same addresses in both areas). */
export const MY_COURSES = pathTo('myCourses');
export const COURSE_PAGE = patternOf('courseDetail');

export const coursePath = (idCourse: number) => pathTo('courseDetail', { id: idCourse });
export const lessonPath = (idCourse: number, idLesson?: number | null) =>
  pathTo('lesson', { id: idCourse, idLesson: idLesson ?? undefined });
