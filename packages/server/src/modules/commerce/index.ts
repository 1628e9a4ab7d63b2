export { assertApproved } from './basket';
export { staffName } from './orders';
export { moneyMoves, revenueReport } from './revenue';
export { commerceRoutes } from './routes';
