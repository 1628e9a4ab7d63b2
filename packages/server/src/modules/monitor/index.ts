export { monitorRoutes } from './routes';
