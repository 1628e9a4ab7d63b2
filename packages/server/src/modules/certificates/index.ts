export { awardCourseCompletion, awardCourseCompletions } from './issue';
export { certificateRoutes } from './routes';
