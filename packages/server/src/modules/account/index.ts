export { accountRoutes } from './account';
