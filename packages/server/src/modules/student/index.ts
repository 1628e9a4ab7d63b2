export { studentRoutes, studentsOnly } from './routes';
