import type { Area } from './tables';

/**
 * The route paths (patterns as in the tables) whose screens are finished and registered. The apps register
 * exactly these, the server builds menus from them, and `pnpm routes:coverage` counts them. A screen is
 * added here in the same change that makes it work.
 */
export const AVAILABLE_SCREENS: Record<Area, readonly string[]> = {
  public: [],
  admin: [],
  student: [],
};

export function isScreenAvailable(area: Area, path: string): boolean {
  return AVAILABLE_SCREENS[area].includes(path);
}
