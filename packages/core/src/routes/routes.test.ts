import { describe, expect, it } from 'vitest';
import { type Access, RIGHTS, right } from '../http/access';
import { translator } from '../i18n/translate';
import {
  type Area,
  activeTab,
  buildPath,
  type GuardState,
  guard,
  isScreenAvailable,
  manifestPatterns,
  matchPath,
  menusFor,
  PATTERNS,
  pageTitle,
  pathTo,
  patternOf,
  type RegisteredRoutes,
  ROUTE_CATALOGUE,
  type RouteDef,
  registeredRoutes,
  routeCoverage,
  SCREENS,
  type ScreenDef,
  type ScreenId,
  withTab,
} from '.';

const AREA_ACCESS: Record<Area, Access> = { public: 'public', admin: 'admin', student: 'signedIn' };
const at = (area: Area, path: string, access = AREA_ACCESS[area]): RouteDef => ({
  path,
  titleKey: 'route.dashboard',
  area,
  access,
  screen: 'profile',
});
/** A guard's view of some routes of each area, owner-only and open ones, registered or not. */
const routes: RegisteredRoutes = {
  // Joining a live class asks for an account, as its manifest entry says.
  public: ROUTE_CATALOGUE.public.map((path) =>
    at('public', path, path === '/teaching/join/:id' ? 'signedIn' : 'public'),
  ),
  admin: [
    at('admin', '/dashboard'),
    at('admin', '/teachers/list', 'owner'),
    at('admin', '/course/list'),
    at('admin', '/study/list/:id?/:name?'),
    at('admin', '/setting/securitySetting', 'owner'),
    at('admin', '/setting/addNotification'),
  ],
  student: [at('student', '/dashboard'), at('student', '/live-class/list')],
};
const website = {
  idSite: 1,
  name: 'Trường A',
  logoUrl: null,
  faviconUrl: null,
  isK12: false,
  isK12OrBusiness: false,
  isUniversity: true,
  isSetStrongPassword: false,
  userAnalyticApiUrl: null,
  timeZone: 'Asia/Ho_Chi_Minh',
};
const ready = (idType: 1 | 2 | 3 | 4): GuardState => ({ user: { idType }, website, menus: [] });
const signedOut: GuardState = { user: null, website: null, menus: null };
const MANIFEST = Object.entries(SCREENS) as Array<[ScreenId, ScreenDef]>;
const AREAS = Object.keys(ROUTE_CATALOGUE) as Area[];

describe('matchPath and buildPath', () => {
  it('matches required and optional parameters', () => {
    expect(matchPath('/teachers/edit/:id', '/teachers/edit/12')).toEqual({ id: '12' });
    expect(matchPath('/study/list/:id?/:name?', '/study/list')).toEqual({ id: undefined, name: undefined });
    expect(matchPath('/study/list/:id?/:name?', '/study/list/3/Nguy%E1%BB%85n')).toEqual({
      id: '3',
      name: 'Nguyễn',
    });
    expect(matchPath('/teachers/edit/:id', '/teachers/edit')).toBeUndefined();
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/course/list', '/course/list/')).toEqual({});
  });
  it('builds paths and refuses a missing required parameter', () => {
    expect(buildPath('/course/:id/lesson/:idLesson?', { id: 5 })).toBe('/course/5/lesson');
    expect(buildPath('/course/:id/lesson/:idLesson?', { id: 5, idLesson: 'a b' })).toBe(
      '/course/5/lesson/a%20b',
    );
    expect(() => buildPath('/course/edit/:id')).toThrow(/:id/);
    expect(() => buildPath('/course/:id/lesson/:idLesson?', { id: '' })).toThrow(/:id/);
    // A zero id is an id (regexparam's inject alone would drop it as missing).
    expect(buildPath('/course/edit/:id', { id: 0 })).toBe('/course/edit/0');
    expect(buildPath('/')).toBe('/');
  });
});

describe('route catalogue', () => {
  it('holds the 117 routes of SPEC §2, the two doors issue 21 names (/signUp, /forgotPassword), the certificate check, the video server setting and the mail outbox (issues 20, 19, 33), each once per area', () => {
    for (const area of AREAS) expect(new Set(ROUTE_CATALOGUE[area]).size).toBe(ROUTE_CATALOGUE[area].length);
    expect(AREAS.reduce((sum, area) => sum + ROUTE_CATALOGUE[area].length, 0)).toBe(122);
    expect(ROUTE_CATALOGUE.admin.filter((path) => path.startsWith('/setting/'))).toHaveLength(22);
    expect(ROUTE_CATALOGUE.student).toContain('/student/course/:id/lesson/:idLesson?');
  });
});

describe('screen manifest', () => {
  it('registers only routes of the catalogue, each served by one screen', () => {
    for (const area of AREAS) {
      const claimed = MANIFEST.flatMap(([, def]): readonly string[] => def.routes?.[area] ?? []);
      for (const path of claimed) expect(ROUTE_CATALOGUE[area], `${area} ${path}`).toContain(path);
      expect(new Set(claimed).size, area).toBe(claimed.length);
    }
  });

  it('gives every screen with routes a title in every language', () => {
    for (const locale of ['vi', 'en', 'lo'] as const) {
      const t = translator(locale);
      for (const [id, def] of MANIFEST) if (def.routes) expect(t(def.title), id).not.toBe(def.title);
    }
  });

  it('opens each manifest route, in the catalogue’s order, with its screen’s title and access', () => {
    const registered = registeredRoutes();
    for (const area of AREAS) {
      const manifest = MANIFEST.flatMap(([, def]): readonly string[] => def.routes?.[area] ?? []);
      expect(registered[area].map((route) => route.path).sort()).toEqual([...manifest].sort());
      const order = registered[area].map((route) => ROUTE_CATALOGUE[area].indexOf(route.path as never));
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
    expect(registered.admin.find((route) => route.path === '/course-package/edit/:id')).toEqual({
      path: '/course-package/edit/:id',
      titleKey: 'route.coursePackageEdit',
      area: 'admin',
      access: right(RIGHTS.coursePackage),
      screen: 'coursePackageEdit',
    });
    // A screen in both areas asks of each area's users what that area asks.
    expect(registered.student.find((route) => route.path === '/user/profile')).toMatchObject({
      screen: 'profile',
      access: 'signedIn',
    });
    // In that order `/my-course/list` is the list, not the course with id "list".
    expect(guard({ path: '/my-course/list' }, ready(4), registered)).toMatchObject({
      route: { screen: 'myCourses' },
    });
  });

  it('counts the registered routes for the coverage report', () => {
    const coverage = routeCoverage();
    expect(coverage).toHaveLength(122);
    const registered = registeredRoutes();
    expect(coverage.filter((row) => row.registered)).toHaveLength(
      registered.public.length + registered.admin.length + registered.student.length,
    );
    expect(coverage.find((row) => row.path === '/teachers/list')).toEqual({
      area: 'admin',
      path: '/teachers/list',
      registered: true,
    });
    // Every route of the catalogue has its working screen now.
    expect(coverage.filter((row) => !row.registered)).toEqual([]);
    expect(isScreenAvailable('student', '/my-course/:id')).toBe(true);
    expect(isScreenAvailable('student', '/course/list')).toBe(false);
  });
});

describe('pathTo', () => {
  it("fills a screen's route from the manifest, encoding its parameters", () => {
    expect(pathTo('couponList')).toBe('/couponCode/list');
    expect(pathTo('couponEdit', { id: 7 })).toBe('/couponCode/edit/7');
    expect(pathTo('lesson', { id: 3 })).toBe('/course/3/lesson');
    expect(pathTo('lesson', { id: 3, idLesson: 12 })).toBe('/course/3/lesson/12');
    expect(pathTo('studyList', { id: 5, name: 'Lê Thu / 2' })).toBe(
      `/study/list/5/${encodeURIComponent('Lê Thu / 2')}`,
    );
    expect(pathTo('exportList')).toBe('/backgroundJob/exportList');
    expect(pathTo('splash')).toBe('/');
    // Either area's home is one address, so a screen shown in both may lead "home" without knowing which.
    expect(pathTo('adminDashboard')).toBe(pathTo('studentDashboard'));
  });

  it('reads the patterns the manifest gives (patterns.ts: `pnpm --filter @saola/core routes:patterns`)', () => {
    expect(PATTERNS).toEqual(manifestPatterns());
  });

  it('names one address per screen: a screen in two areas has the same first route in each', () => {
    for (const [id, def] of MANIFEST) {
      if (!def.routes) continue;
      const firsts = new Set(Object.values(def.routes).map((patterns) => patterns?.[0]));
      expect([...firsts], id).toEqual([patternOf(id as Parameters<typeof patternOf>[0])]);
    }
  });

  it('refuses at run time what the types refuse: a missing parameter', () => {
    // @ts-expect-error the edit page needs its record's id
    expect(() => pathTo('couponEdit')).toThrow(/missing :id/);
  });
});

describe('unguarded public screens', () => {
  it('render before the session is known when their manifest entry asks nothing more, and only they', () => {
    const registered = registeredRoutes();
    const open = registered.public
      .filter(
        (route) => guard({ path: buildPath(route.path, { id: 1 }) }, signedOut, registered).kind === 'render',
      )
      .map((route) => route.path);
    expect(open.sort()).toEqual(
      ['/', '/signIn', '/signUp', '/forgotPassword', '/test', '/certificate/verify/:code?'].sort(),
    );
    // Joining a live class is public in SPEC's catalogue, yet asks for an account: it waits for the session.
    expect(SCREENS.teachingJoin.access).toBe('signedIn');
  });

  it("follow the route's access, not its path", () => {
    const asking = { public: [at('public', '/test', 'signedIn')], admin: [], student: [] };
    expect(guard({ path: '/test' }, signedOut, asking)).toMatchObject({
      kind: 'redirect',
      remember: '/test',
    });
    const open = { public: [at('public', '/test')], admin: [], student: [] };
    expect(guard({ path: '/test' }, signedOut, open)).toMatchObject({ kind: 'render' });
  });
});

describe('guard', () => {
  it('always renders Splash and SignIn', () => {
    expect(guard({ path: '/' }, signedOut, routes)).toMatchObject({ kind: 'render', route: { path: '/' } });
    expect(guard({ path: '/signIn' }, signedOut, routes)).toMatchObject({
      kind: 'render',
      route: { path: '/signIn' },
    });
  });

  it("carries a sign-in or sign-up page's ?next= when it is a path on this site, and nothing else", () => {
    expect(
      guard(
        { path: '/signUp', search: `?next=${encodeURIComponent('/my-course/7?start=buy')}` },
        signedOut,
        routes,
      ),
    ).toMatchObject({ kind: 'render', route: { path: '/signUp' }, next: '/my-course/7?start=buy' });
    expect(guard({ path: '/signIn', search: '?next=/my-course/7&lang=lo' }, signedOut, routes)).toMatchObject(
      {
        next: '/my-course/7',
      },
    );
    for (const away of [
      '//evil.test/x',
      'https://evil.test',
      '/\\evil.test',
      '/\t/evil.test',
      '/\n/evil.test',
      '/x\\/evil.test',
      'javascript:alert(1)',
      '',
    ])
      expect(
        guard({ path: '/signIn', search: `?next=${encodeURIComponent(away)}` }, signedOut, routes),
      ).not.toHaveProperty('next');
  });

  it('sends anything else to / until user, website and menus are loaded, remembering path and query', () => {
    expect(guard({ path: '/course/list', search: '?tab=2' }, signedOut, routes)).toEqual({
      kind: 'redirect',
      to: '/',
      remember: '/course/list?tab=2',
    });
    expect(guard({ path: '/teaching/join/4' }, { ...ready(2), menus: null }, routes)).toEqual({
      kind: 'redirect',
      to: '/',
      remember: '/teaching/join/4',
    });
    // The public test is for visitors without an account (issue 20): it opens before any session.
    expect(guard({ path: '/test' }, signedOut, routes)).toMatchObject({ kind: 'render' });
    expect(guard({ path: '/teaching/join/4' }, { ...ready(4), website: null }, routes)).toMatchObject({
      kind: 'redirect',
    });
  });

  it('signs in from ?accessToken= on any route first, keeping the rest of the address', () => {
    expect(guard({ path: '/my-course/list', search: 'accessToken=abc&tab=x' }, signedOut, routes)).toEqual({
      kind: 'signInWithToken',
      token: 'abc',
      next: '/my-course/list?tab=x',
    });
    expect(guard({ path: '/', search: '?accessToken=abc' }, ready(4), routes)).toMatchObject({ next: '/' });
  });

  it('gives owners and teachers the admin set and everyone else the student set', () => {
    expect(guard({ path: '/teachers/list' }, ready(2), routes)).toMatchObject({
      kind: 'render',
      route: { area: 'admin' },
    });
    expect(guard({ path: '/course/list' }, ready(3), routes)).toMatchObject({
      kind: 'render',
      route: { area: 'admin' },
    });
    expect(guard({ path: '/teachers/list' }, ready(4), routes)).toEqual({ kind: 'notFound' });
    expect(guard({ path: '/live-class/list' }, ready(4), routes)).toMatchObject({
      kind: 'render',
      route: { area: 'student' },
    });
    expect(guard({ path: '/live-class/list' }, ready(1), routes)).toMatchObject({
      kind: 'render',
      route: { area: 'student' },
    });
    expect(guard({ path: '/dashboard' }, ready(4), routes)).toMatchObject({ route: { area: 'student' } });
    expect(guard({ path: '/study/list/3' }, ready(2), routes)).toMatchObject({
      params: { id: '3', name: undefined },
    });
  });

  it('keeps owner-only screens from teachers', () => {
    expect(guard({ path: '/setting/securitySetting' }, ready(3), routes)).toEqual({ kind: 'forbidden' });
    expect(guard({ path: '/setting/securitySetting' }, ready(2), routes)).toMatchObject({ kind: 'render' });
    expect(guard({ path: '/setting/addNotification' }, ready(3), routes)).toMatchObject({ kind: 'render' });
  });

  it('answers PageNotFound for unknown or unregistered paths once the user is known', () => {
    expect(guard({ path: '/no/such/page' }, ready(2), routes)).toEqual({ kind: 'notFound' });
    const onlyDashboard = { ...routes, admin: routes.admin.filter((r) => r.path === '/dashboard') };
    expect(guard({ path: '/course/list' }, ready(2), onlyDashboard)).toEqual({ kind: 'notFound' });
    expect(guard({ path: '/test' }, ready(2), routes)).toMatchObject({
      kind: 'render',
      route: { path: '/test' },
    });
  });

  it('a route restricted to students only admits students', () => {
    const studentOnly = { ...routes, student: [at('student', '/x', 'student')] };
    expect(guard({ path: '/x' }, ready(4), studentOnly)).toMatchObject({ kind: 'render' });
    expect(guard({ path: '/x' }, ready(1), studentOnly)).toEqual({ kind: 'forbidden' });
  });

  it('a route that needs a right admits owners and the teachers granted it', () => {
    const packages = { ...routes, admin: [at('admin', '/x', right(RIGHTS.coursePackage))] };
    expect(guard({ path: '/x' }, ready(2), packages)).toMatchObject({ kind: 'render' });
    expect(guard({ path: '/x' }, ready(3), packages)).toEqual({ kind: 'forbidden' });
    const granted = { ...ready(3), user: { idType: 3 as const, rights: [RIGHTS.coursePackage] } };
    expect(guard({ path: '/x' }, granted, packages)).toMatchObject({ kind: 'render' });
  });
});

describe('titles and tabs', () => {
  it('takes the title from the route in the current language, else the product name', () => {
    const courses = registeredRoutes().admin.find((r) => r.path === '/course/list');
    expect(pageTitle(courses, translator('en'), 'Trường A')).toBe('Courses · Trường A');
    expect(pageTitle(courses, translator('lo'))).toBe('ຫຼັກສູດ · Saola');
    expect(pageTitle(undefined, translator('vi'))).toBe('Saola');
    expect(pageTitle(registeredRoutes().public[0], translator('vi'), 'Trường A')).toBe('Trường A');
  });
  it('keeps the active tab in ?tab=', () => {
    expect(activeTab('?tab=lessons', ['info', 'lessons'] as const)).toBe('lessons');
    expect(activeTab('?tab=evil', ['info', 'lessons'] as const)).toBe('info');
    expect(withTab('?page=2', 'lessons')).toBe('?page=2&tab=lessons');
  });
});

describe('menus', () => {
  const owner = { idType: 2 };
  const teacher = { idType: 3, rights: [] };
  /** The first route in the area of each screen the manifest places in that area's menu. */
  const placed = (area: 'admin' | 'student') =>
    MANIFEST.flatMap(([, def]) =>
      def.routes && def.menu?.[area] ? (def.routes[area] ?? []).slice(0, 1) : [],
    );
  const flat = (items: ReturnType<typeof menusFor>) => items.flatMap((item) => item.children ?? [item]);
  /** The registered routes with only these in the admin area. */
  const only = (...paths: string[]) => ({
    ...registeredRoutes(),
    admin: registeredRoutes().admin.filter((route) => paths.includes(route.path)),
  });

  it('list every screen the manifest places in the area once, at its first route without optional parts', () => {
    for (const area of ['admin', 'student'] as const) {
      const paths = flat(menusFor(area, owner)).map((item) => item.path);
      expect(paths.sort()).toEqual(
        placed(area)
          .map((path) => path.replace(/\/:\w+\?/g, ''))
          .sort(),
      );
    }
    expect(flat(menusFor('admin', owner)).map((item) => item.path)).toContain('/study/list');
  });

  it('sort the top level and each section by their order, a section’s items with its icon', () => {
    const some = only(
      '/myNotification/list',
      '/courseReviewAndComment/list',
      '/registerUser/list',
      '/retailStudent/list',
      '/course/list',
      '/dashboard',
      '/courseCategory/list',
    );
    expect(menusFor('admin', owner, some)).toEqual([
      { titleKey: 'route.dashboard', path: '/dashboard', icon: 'home' },
      {
        titleKey: 'menu.courses',
        path: '/course/list',
        icon: 'book',
        children: [
          { titleKey: 'route.courses', path: '/course/list', icon: 'book' },
          { titleKey: 'route.courseCategories', path: '/courseCategory/list', icon: 'book' },
          { titleKey: 'route.courseReviews', path: '/courseReviewAndComment/list', icon: 'book' },
        ],
      },
      {
        titleKey: 'menu.students',
        path: '/registerUser/list',
        icon: 'users',
        children: [
          { titleKey: 'route.students', path: '/registerUser/list', icon: 'users' },
          { titleKey: 'route.retailStudents', path: '/retailStudent/list', icon: 'users' },
        ],
      },
      { titleKey: 'route.myNotifications', path: '/myNotification/list', icon: 'bell' },
    ]);
  });

  it('show a section of one item as that item and drop an empty one', () => {
    expect(menusFor('admin', owner, only('/dashboard', '/course/list', '/myNotification/list'))).toEqual([
      { titleKey: 'route.dashboard', path: '/dashboard', icon: 'home' },
      { titleKey: 'route.courses', path: '/course/list', icon: 'book' },
      { titleKey: 'route.myNotifications', path: '/myNotification/list', icon: 'bell' },
    ]);
    expect(menusFor('student', owner, { ...registeredRoutes(), student: [] })).toEqual([]);
  });

  it('keep from each user the screens their access does not admit', () => {
    const guarded = (path: string, access: Access) => ({
      ...registeredRoutes(),
      admin: registeredRoutes().admin.map((route) => (route.path === path ? { ...route, access } : route)),
    });
    const paths = (user: { idType: number; rights?: string[] }, routes: RegisteredRoutes) =>
      flat(menusFor('admin', user, routes)).map((item) => item.path);
    const ownerOnly = guarded('/courseCategory/list', 'owner');
    expect(paths(owner, ownerOnly)).toContain('/courseCategory/list');
    expect(paths(teacher, ownerOnly)).not.toContain('/courseCategory/list');
    const needsRight = guarded('/course-package/list', right(RIGHTS.coursePackage));
    expect(paths(teacher, needsRight)).not.toContain('/course-package/list');
    expect(paths({ idType: 3, rights: [RIGHTS.coursePackage] }, needsRight)).toContain(
      '/course-package/list',
    );
  });
});
