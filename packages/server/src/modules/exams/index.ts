export { examsModuleRoutes } from './routes';
export { gradeAnswers } from './shared';
