import { registeredRoutes, type ScreensIn } from '@saola/core/routes';
import type { ScreenView } from '../screens/view';
import type { AreaModule, ScreenProps } from './area';

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
  return Object.fromEntries(
    registeredRoutes()[area].map((route) => [route.path, routed(views[route.screen as ScreensIn<A>])]),
  );
}
