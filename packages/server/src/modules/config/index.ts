export { configRoutes, publicConfig } from './routes';
