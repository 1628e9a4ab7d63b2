export {
  activeTab,
  type GuardDecision,
  type GuardLocation,
  type GuardState,
  guard,
  pageTitle,
  type RegisteredRoutes,
  withTab,
} from './guard';
export { buildPath, matchPath, type RouteParams } from './match';
export { ADMIN_MENU, menusFor, STUDENT_MENU } from './menus';
export {
  AVAILABLE_SCREENS,
  type Coverage,
  isScreenAvailable,
  ROUTE_TABLES,
  registeredRoutes,
  routeCoverage,
  servesPath,
} from './screens';
export {
  ADMIN_ROUTES,
  type Area,
  PUBLIC_ROUTES,
  type RouteDef,
  STUDENT_ROUTES,
  UNGUARDED_PATHS,
} from './tables';
