import type { RegisteredRoutes } from './guard';
import { matchPath } from './match';
import { ADMIN_ROUTES, type Area, PUBLIC_ROUTES, type RouteDef, STUDENT_ROUTES } from './tables';

/**
 * The route paths (patterns as in the tables) whose screens are finished and registered. The apps register
 * exactly these (their tests pin it), the server builds menus from them, and `pnpm routes:coverage` counts
 * them. A screen is added here in the same change that makes it work.
 */
export const AVAILABLE_SCREENS: Record<Area, readonly string[]> = {
  public: ['/', '/signIn'],
  admin: [
    '/dashboard',
    '/user/profile',
    '/myNotification/list',
    '/courseCategory/list',
    '/course/list',
    '/course/add',
    '/course/edit/:id',
    '/registerUser/list',
    '/registerUser/add',
    '/registerUser/edit/:id',
    '/retailStudent/list',
    '/retailStudent/add',
    '/retailStudent/edit/:id',
    '/course-package/list',
    '/course-package/add',
    '/course-package/edit/:id',
    '/study/list/:id?/:name?',
    '/courseReviewAndComment/list',
    '/my-course/list',
    '/my-course/:id',
    '/course/:id/lesson/:idLesson?',
  ],
  student: [
    '/dashboard',
    '/user/profile',
    '/myNotification/list',
    '/my-course/list',
    '/my-course/:id',
    '/course/:id/lesson/:idLesson?',
    '/student/course/:id/lesson/:idLesson?',
  ],
};

export function isScreenAvailable(area: Area, path: string): boolean {
  return AVAILABLE_SCREENS[area].includes(path);
}

/** Whether a concrete address (a menu's `/study/list`) is served by a registered screen's pattern. */
export function servesPath(area: Area, path: string): boolean {
  return AVAILABLE_SCREENS[area].some((pattern) => matchPath(pattern, path) !== undefined);
}

export const ROUTE_TABLES: Record<Area, readonly RouteDef[]> = {
  public: PUBLIC_ROUTES,
  admin: ADMIN_ROUTES,
  student: STUDENT_ROUTES,
};

/** The routes the guard may open: only those whose screens are registered. */
export function registeredRoutes(): RegisteredRoutes {
  const of = (area: Area) => ROUTE_TABLES[area].filter((route) => isScreenAvailable(area, route.path));
  return { public: of('public'), admin: of('admin'), student: of('student') };
}

export interface Coverage {
  area: Area;
  path: string;
  registered: boolean;
}

/** Every path of SPEC §2 with whether its screen is registered, area by area. */
export function routeCoverage(): Coverage[] {
  return (Object.keys(ROUTE_TABLES) as Area[]).flatMap((area) =>
    ROUTE_TABLES[area].map((route) => ({
      area,
      path: route.path,
      registered: isScreenAvailable(area, route.path),
    })),
  );
}
