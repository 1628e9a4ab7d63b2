import type { RouteParams } from '@saola/core/routes';
import type { ComponentType } from 'react';

/** What a screen registered as a route receives from the host. */
export interface ScreenProps {
  params: RouteParams;
  navigate: (to: string) => void;
}

/** One area's route set: each registered path pattern (as in core's tables) and the screen that serves it. */
export interface AreaModule {
  screens: Record<string, ComponentType<ScreenProps>>;
}

/** How the host fetches an area: a dynamic import, so each area is its own chunk. */
export type AreaLoaders = Partial<Record<'admin' | 'student', () => Promise<AreaModule>>>;
