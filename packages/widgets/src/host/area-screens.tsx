import { patternOf, registeredRoutes, type ScreenId, type ScreensIn } from '@saola/core/routes';
import type { ScreenView } from '../screens/view';
import type { AreaModule, ScreenProps } from './area';

/** The public pages the host draws with its own components (they must show before any area loads). */
export const HOST_DRAWN: readonly string[] = [patternOf('splash'), patternOf('signIn')];

function routed({ screen: Screen, props }: ScreenView) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route when the area loads, never in a render
  return function RoutedScreen({ params, navigate }: ScreenProps) {
    // Another address of the same screen (another course) starts it afresh, as a new page would.
    return <Screen key={Object.values(params).join('/')} {...props?.(params)} onNavigate={navigate} />;
  };
}

/**
 * An area's route set, from the manifest: each route the guard opens in the area, served by its screen's view.
 * `views` must hold every screen the area serves (a missing one fails to compile) and may hold others.
 */
export function areaScreens<A extends 'admin' | 'student'>(
  area: A,
  views: Record<ScreensIn<A>, ScreenView>,
): AreaModule['screens'] {
  const own = registeredRoutes()[area].map((route) => [
    route.path,
    routed(views[route.screen as ScreensIn<A>]),
  ]);
  // The public pages the host does not draw itself (sign-up, password recovery, joining a live class) come
  // with either area.
  const all = views as Partial<Record<ScreenId, ScreenView>>;
  const doors = registeredRoutes()
    .public.filter((route) => !HOST_DRAWN.includes(route.path) && all[route.screen as ScreenId])
    .map((route) => [route.path, routed(all[route.screen as ScreenId] as ScreenView)]);
  return Object.fromEntries([...own, ...doors]);
}
