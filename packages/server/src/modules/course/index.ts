export { categoryRoutes } from './categories';
export { courseRoutes } from './courses';
export { curriculumRoutes, lessonOf } from './curriculum';
export { enrol, enrolmentRoutes } from './enrolments';
export { packageRoutes } from './packages';
export { recountCourse } from './progress';
