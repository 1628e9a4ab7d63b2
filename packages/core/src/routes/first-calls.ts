import type { CallWith } from '../api/create-api';
import { matchPath, type RouteParams } from './match';
import { registeredRoutes } from './registered';
import type { ScreenId } from './screens';

/**
 * The calls a screen's first paint waits for, from its route's parameters, exactly as the screen makes them.
 * The page starts them as soon as its first script runs, beside the download of the screen's own code, and
 * the screen's request takes the reply in flight (client.startEarly): on a mobile network that is one round
 * trip less than asking once the screen has arrived. A test renders each screen after its calls and counts
 * the requests, so a declaration that drifts from the screen shows as a second fetch.
 */
export const FIRST_CALLS: { [S in ScreenId]?: (params: RouteParams) => CallWith[] } = {
  adminDashboard: () => [{ area: 'dashboard', name: 'admin', payload: {} }],
  studentDashboard: () => [{ area: 'dashboard', name: 'student', payload: {} }],
  lesson: ({ id, idLesson }) => [
    {
      area: 'learning',
      name: 'lesson',
      payload: { idCourse: Number(id), idLesson: idLesson ? Number(idLesson) : undefined },
    },
    { area: 'learning', name: 'course', payload: { idCourse: Number(id) } },
  ],
};

const ROUTES = registeredRoutes();

/** The first calls of the screen an area shows at this path; none where no screen with a declaration is. */
export function firstCallsAt(area: 'admin' | 'student', path: string): CallWith[] {
  for (const route of ROUTES[area]) {
    const params = matchPath(route.path, path);
    if (params) return FIRST_CALLS[route.screen]?.(params) ?? [];
  }
  return [];
}
