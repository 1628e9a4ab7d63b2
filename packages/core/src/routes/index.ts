export { FIRST_CALLS, firstCallsAt } from './first-calls';
export {
  activeTab,
  type GuardDecision,
  type GuardLocation,
  type GuardState,
  guard,
  pageTitle,
  withTab,
} from './guard';
export { buildPath, matchPath, type RouteParams } from './match';
export { MENU_GROUPS, type MenuGroup, type MenuPlace, menusFor } from './menus';
export {
  type LinkedScreen,
  type ParamsOf,
  type ParamValue,
  type PathArgs,
  type PatternOf,
  type PlainScreen,
  pathTo,
  patternOf,
  type RecordScreen,
} from './paths';
export { PATTERNS } from './patterns';
export {
  type Coverage,
  isScreenAvailable,
  manifestPatterns,
  type RegisteredRoutes,
  type RouteDef,
  registeredRoutes,
  routeCoverage,
} from './registered';
export { SCREENS, type ScreenDef, type ScreenId, type ScreensIn } from './screens';
export { type Area, type CataloguePath, ROUTE_CATALOGUE } from './tables';
