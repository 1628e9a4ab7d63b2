export { dashboardRoutes } from './routes';
