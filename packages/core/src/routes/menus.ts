import type { MenuItem } from '../api/config';
import type { TranslationKey } from '../i18n/translate';
import { ADMIN_ROUTES, type Area, STUDENT_ROUTES } from './tables';

interface MenuNode {
  titleKey: TranslationKey;
  icon: string;
  /** A route path (its pattern, without optional parameters). */
  path?: string;
  children?: MenuNode[];
}

const leaf = (path: string, icon: string, routes = ADMIN_ROUTES): MenuNode => {
  const route = routes.find((r) => r.path.replace(/\/:\w+\?/g, '') === path);
  if (!route) throw new Error(`menu item ${path} has no route`);
  return { titleKey: route.titleKey, icon, path };
};
const group = (titleKey: TranslationKey, icon: string, paths: string[]): MenuNode => ({
  titleKey,
  icon,
  children: paths.map((p) => leaf(p, icon)),
});

/** The sidebar of the owner/teacher area, grouped as an LMS administrator expects. */
export const ADMIN_MENU: MenuNode[] = [
  leaf('/dashboard', 'home'),
  group('menu.courses', 'book', [
    '/course/list',
    '/courseCategory/list',
    '/course-package/list',
    '/courseReviewAndComment/list',
  ]),
  group('menu.students', 'users', [
    '/registerUser/list',
    '/retailStudent/list',
    '/userGroup/list',
    '/study/list',
  ]),
  group('menu.teachers', 'badge', ['/teachers/list', '/rightGroup/list', '/teachers/logs']),
  group('menu.teaching', 'video', ['/teaching/list', '/monitor/list', '/schedule/list', '/exam/list']),
  group('menu.sales', 'cart', ['/order/list', '/couponCode/list', '/activeCode/list', '/revenueReport/list']),
  group('menu.organisation', 'sitemap', [
    '/unit-management/list',
    '/member/list',
    '/memberGroup/list',
    '/job-position/list',
    '/approve/flow/list',
    '/approve/member/list',
    '/approve/log',
  ]),
  group('menu.content', 'folder', ['/file/list', '/fileCategory/list', '/post/list', '/postCategory/list']),
  group('menu.reports', 'chart', [
    '/report/general-report',
    '/report/detail-report',
    '/backgroundJob/exportList',
  ]),
  leaf('/myNotification/list', 'bell'),
  group('menu.settings', 'cog', [
    '/setting/information',
    '/setting/securitySetting',
    '/setting/mailSetting',
    '/setting/notification',
  ]),
];

/** The sidebar of the student area. */
export const STUDENT_MENU: MenuNode[] = [
  '/dashboard',
  '/my-course/list',
  '/live-class/list',
  '/schedule/list',
  '/exam/list',
  '/scoreRecord/list',
  '/noteRecord/list',
  '/library/list',
  '/myCertificate/list',
  '/myNotification/list',
].map((path, i) =>
  leaf(
    path,
    ['home', 'book', 'video', 'calendar', 'clipboard', 'star', 'note', 'folder', 'award', 'bell'][
      i
    ] as string,
    STUDENT_ROUTES,
  ),
);

/**
 * The menu a user sees: only items whose screen exists (`available`) and that the user may open; a group
 * with one item left shows that item, an empty group disappears.
 */
export function menusFor(
  area: Exclude<Area, 'public'>,
  available: (path: string) => boolean,
  isOwner: boolean,
): MenuItem[] {
  const ownerOnly = new Set(ADMIN_ROUTES.filter((r) => r.access === 'owner').map((r) => r.path));
  const visible = (path: string) => available(path) && (isOwner || !ownerOnly.has(path));
  const build = (nodes: MenuNode[]): MenuItem[] =>
    nodes.flatMap((node): MenuItem[] => {
      if (node.path)
        return visible(node.path) ? [{ titleKey: node.titleKey, path: node.path, icon: node.icon }] : [];
      const children = build(node.children ?? []);
      if (children.length <= 1) return children;
      return [{ titleKey: node.titleKey, path: children[0]?.path ?? '', icon: node.icon, children }];
    });
  return build(area === 'admin' ? ADMIN_MENU : STUDENT_MENU);
}
