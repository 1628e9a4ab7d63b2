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
 * Each screen's address pattern from the manifest: the first of its routes (a screen served in two areas has
 * the same first pattern in both, a test holds it). What the generated patterns.ts must hold.
 */
export function manifestPatterns(): Record<string, string> {
  return Object.fromEntries(
    MANIFEST.flatMap(([screen, def]) => {
      const first = Object.values(def.routes ?? {}).find((patterns) => patterns?.length)?.[0];
      return first ? [[screen, first]] : [];
    }),
  );
}

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
