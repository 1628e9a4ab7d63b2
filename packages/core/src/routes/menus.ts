import type { MenuItem } from '../api/config';
import type { TranslationKey } from '../i18n/translate';
import { type AccessHolder, allows } from '../session/store';
import { registeredRoutes } from './registered';
import { SCREENS, type ScreenDef, type ScreenId } from './screens';

/**
 * The sections of the owner/teacher sidebar, including those whose screens are still to come, so a new screen
 * names its section rather than inventing one. A section's `order` places it among the top-level items
 * (the dashboard is 10, notifications 100).
 */
export const MENU_GROUPS = {
  courses: { titleKey: 'menu.courses', icon: 'book', order: 20 },
  students: { titleKey: 'menu.students', icon: 'users', order: 30 },
  teachers: { titleKey: 'menu.teachers', icon: 'badge', order: 40 },
  teaching: { titleKey: 'menu.teaching', icon: 'video', order: 50 },
  sales: { titleKey: 'menu.sales', icon: 'cart', order: 60 },
  organisation: { titleKey: 'menu.organisation', icon: 'sitemap', order: 70 },
  content: { titleKey: 'menu.content', icon: 'folder', order: 80 },
  reports: { titleKey: 'menu.reports', icon: 'chart', order: 90 },
  settings: { titleKey: 'menu.settings', icon: 'cog', order: 110 },
} as const satisfies Record<string, { titleKey: TranslationKey; icon: string; order: number }>;

export type MenuGroup = keyof typeof MENU_GROUPS;

/**
 * A screen's place in an area's sidebar: in a section (with the section's icon), or on the top level with an
 * icon of its own. `order` sorts the items of one level.
 */
export type MenuPlace = { group: MenuGroup; order: number } | { icon: string; order: number };

type MenuArea = 'admin' | 'student';

function placeOf(screen: ScreenId, area: MenuArea): MenuPlace | undefined {
  const def: ScreenDef = SCREENS[screen];
  return def.routes && def.menu?.[area];
}

/** A menu links a pattern's address without its optional parts: `/study/list/:id?/:name?` → `/study/list`. */
const menuPath = (pattern: string) => pattern.replace(/\/:\w+\?/g, '');

/**
 * The sidebar a user sees: each registered screen with a place in the area's menu that the user may open, at
 * its first route there. A section with one item left shows that item; an empty one disappears.
 */
export function menusFor(area: MenuArea, user: AccessHolder, routes = registeredRoutes()): MenuItem[] {
  const placed = new Map<ScreenId, { place: MenuPlace; titleKey: string; path: string }>();
  for (const route of routes[area]) {
    const place = placeOf(route.screen, area);
    if (place && !placed.has(route.screen) && allows(route.access, user))
      placed.set(route.screen, { place, titleKey: route.titleKey, path: menuPath(route.path) });
  }
  const items = [...placed.values()];
  const top = items.flatMap(({ place, titleKey, path }) =>
    'icon' in place ? [{ order: place.order, item: { titleKey, path, icon: place.icon } }] : [],
  );
  const sections = (Object.keys(MENU_GROUPS) as MenuGroup[]).flatMap((group) => {
    const { titleKey, icon, order } = MENU_GROUPS[group];
    const children = items
      .flatMap((entry) => ('group' in entry.place && entry.place.group === group ? [entry] : []))
      .sort((a, b) => a.place.order - b.place.order)
      .map((entry): MenuItem => ({ titleKey: entry.titleKey, path: entry.path, icon }));
    const [first] = children;
    if (!first) return [];
    return [{ order, item: children.length === 1 ? first : { titleKey, path: first.path, icon, children } }];
  });
  return [...top, ...sections].sort((a, b) => a.order - b.order).map(({ item }) => item);
}
