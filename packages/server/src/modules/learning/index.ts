export { askedQuestions } from './attempts';
export { discussionRoutes } from './discussion';
export { lessonRoutes } from './lessons';
export { quizRoutes } from './quiz';
export { studyRoutes } from './study';
export { videoFailureRoutes } from './video-failures';
export { watchRoutes } from './watching';
