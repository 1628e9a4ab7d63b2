import type { Access } from '../http/access';
import type { TranslationKey } from '../i18n/translate';
import { SCREENS, type ScreenDef, type ScreenId } from './screens';
import { type Area, ROUTE_CATALOGUE } from './tables';

/** A registered route: one pattern of a screen in one area. */
export interface RouteDef {
  /** Pattern with `:param` and optional `:param?` segments, as wouter reads it. */
  path: string;
  titleKey: TranslationKey;
  area: Area;
  /** Who may open it once the area is chosen; the server enforces the same on every call the screen makes. */
  access: Access;
  screen: ScreenId;
}

export interface RegisteredRoutes {
  public: readonly RouteDef[];
  admin: readonly RouteDef[];
  student: readonly RouteDef[];
}

/** What an area already demands of everyone in it. */
const AREA_ACCESS: Record<Area, Access> = { public: 'public', admin: 'admin', student: 'signedIn' };

const MANIFEST = Object.entries(SCREENS) as Array<[ScreenId, ScreenDef]>;

function screenAt(area: Area, path: string): RouteDef | undefined {
  for (const [screen, def] of MANIFEST) {
    const patterns: readonly string[] | undefined = def.routes?.[area];
    if (def.routes && patterns?.includes(path))
      return { path, titleKey: def.title, area, access: def.access ?? AREA_ACCESS[area], screen };
  }
  return undefined;
}

/**
 * The routes the guard may open, in the catalogue's order (so `/my-course/list` is tried before
 * `/my-course/:id`): each catalogue route a screen of the manifest serves.
 */
export function registeredRoutes(): RegisteredRoutes {
  const of = (area: Area) =>
    ROUTE_CATALOGUE[area].flatMap((path) => {
      const route = screenAt(area, path);
      return route ? [route] : [];
    });
  return { public: of('public'), admin: of('admin'), student: of('student') };
}

/** Whether a screen serves this pattern in the area, e.g. before offering a link to it. */
export function isScreenAvailable(area: Area, path: string): boolean {
  return screenAt(area, path) !== undefined;
}

/**
 * The public routes that render before the session is loaded: those of the public screens that ask nothing
 * more of their visitor (Splash, SignIn, the doors in, the public check of a certificate, the public test). A
 * public screen that asks for an account (`access: 'signedIn'`) waits for the session like any other.
 */
export function unguardedPaths(manifest: Readonly<Record<string, ScreenDef>> = SCREENS): string[] {
  return Object.values(manifest).flatMap((def) =>
    def.routes?.public && (def.access ?? 'public') === 'public' ? [...def.routes.public] : [],
  );
}

export const UNGUARDED_PATHS: readonly string[] = unguardedPaths();

export interface Coverage {
  area: Area;
  path: string;
  registered: boolean;
}

/** Every path of SPEC §2 with whether a screen serves it, area by area. */
export function routeCoverage(): Coverage[] {
  return (Object.keys(ROUTE_CATALOGUE) as Area[]).flatMap((area) =>
    ROUTE_CATALOGUE[area].map((path) => ({ area, path, registered: isScreenAvailable(area, path) })),
  );
}
