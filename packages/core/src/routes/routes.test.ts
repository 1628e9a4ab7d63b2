import { describe, expect, it } from 'vitest';
import { RIGHTS, right } from '../http/access';
import { translator } from '../i18n/translate';
import {
  ADMIN_ROUTES,
  AVAILABLE_SCREENS,
  activeTab,
  buildPath,
  type GuardState,
  guard,
  matchPath,
  menusFor,
  PUBLIC_ROUTES,
  pageTitle,
  registeredRoutes,
  routeCoverage,
  STUDENT_ROUTES,
  servesPath,
  withTab,
} from '.';

const routes = { public: PUBLIC_ROUTES, admin: ADMIN_ROUTES, student: STUDENT_ROUTES };
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
};
const ready = (idType: 1 | 2 | 3 | 4): GuardState => ({ user: { idType }, website, menus: [] });
const signedOut: GuardState = { user: null, website: null, menus: null };

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
    expect(buildPath('/')).toBe('/');
  });
});

describe('route tables', () => {
  it('hold every route of SPEC §2 once per area', () => {
    for (const table of [ADMIN_ROUTES, STUDENT_ROUTES, PUBLIC_ROUTES]) {
      const paths = table.map((r) => r.path);
      expect(new Set(paths).size).toBe(paths.length);
    }
    expect(ADMIN_ROUTES.filter((r) => r.path.startsWith('/setting/'))).toHaveLength(20);
    expect(ADMIN_ROUTES.length).toBeGreaterThan(90);
    expect(STUDENT_ROUTES.map((r) => r.path)).toContain('/student/course/:id/lesson/:idLesson?');
  });
  it('give every route a title in every language', () => {
    for (const locale of ['vi', 'en', 'lo'] as const) {
      const t = translator(locale);
      for (const route of [...PUBLIC_ROUTES, ...ADMIN_ROUTES, ...STUDENT_ROUTES])
        expect(t(route.titleKey)).not.toBe(route.titleKey);
    }
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

  it('sends anything else to / until user, website and menus are loaded, remembering path and query', () => {
    expect(guard({ path: '/course/list', search: '?tab=2' }, signedOut, routes)).toEqual({
      kind: 'redirect',
      to: '/',
      remember: '/course/list?tab=2',
    });
    expect(guard({ path: '/test' }, { ...ready(2), menus: null }, routes)).toEqual({
      kind: 'redirect',
      to: '/',
      remember: '/test',
    });
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
    const onlyDashboard = { ...routes, admin: ADMIN_ROUTES.filter((r) => r.path === '/dashboard') };
    expect(guard({ path: '/course/list' }, ready(2), onlyDashboard)).toEqual({ kind: 'notFound' });
    expect(guard({ path: '/test' }, ready(2), routes)).toMatchObject({
      kind: 'render',
      route: { path: '/test' },
    });
  });

  it('a route restricted to students only admits students', () => {
    const studentOnly = {
      ...routes,
      student: [
        { path: '/x', titleKey: 'route.test' as const, area: 'student' as const, access: 'student' as const },
      ],
    };
    expect(guard({ path: '/x' }, ready(4), studentOnly)).toMatchObject({ kind: 'render' });
    expect(guard({ path: '/x' }, ready(1), studentOnly)).toEqual({ kind: 'forbidden' });
  });

  it('a route that needs a right admits owners and the teachers granted it', () => {
    const packages = {
      ...routes,
      admin: [
        {
          path: '/x',
          titleKey: 'route.test' as const,
          area: 'admin' as const,
          access: right(RIGHTS.coursePackage),
        },
      ],
    };
    expect(guard({ path: '/x' }, ready(2), packages)).toMatchObject({ kind: 'render' });
    expect(guard({ path: '/x' }, ready(3), packages)).toEqual({ kind: 'forbidden' });
    const granted = { ...ready(3), user: { idType: 3 as const, rights: [RIGHTS.coursePackage] } };
    expect(guard({ path: '/x' }, granted, packages)).toMatchObject({ kind: 'render' });
  });
});

describe('titles and tabs', () => {
  it('takes the title from the route in the current language, else the product name', () => {
    const courses = ADMIN_ROUTES.find((r) => r.path === '/course/list');
    expect(pageTitle(courses, translator('en'), 'Trường A')).toBe('Courses · Trường A');
    expect(pageTitle(courses, translator('lo'))).toBe('ຫຼັກສູດ · Saola');
    expect(pageTitle(undefined, translator('vi'))).toBe('Saola');
    expect(pageTitle(PUBLIC_ROUTES[0], translator('vi'), 'Trường A')).toBe('Trường A');
  });
  it('keeps the active tab in ?tab=', () => {
    expect(activeTab('?tab=lessons', ['info', 'lessons'] as const)).toBe('lessons');
    expect(activeTab('?tab=evil', ['info', 'lessons'] as const)).toBe('info');
    expect(withTab('?page=2', 'lessons')).toBe('?page=2&tab=lessons');
  });
});

describe('menus', () => {
  const everything = () => true;
  it('group the admin sidebar and keep owner-only items from teachers', () => {
    const owner = menusFor('admin', everything, true);
    const teacher = menusFor('admin', everything, false);
    expect(owner[0]).toEqual({ titleKey: 'route.dashboard', path: '/dashboard', icon: 'home' });
    expect(owner.find((m) => m.titleKey === 'menu.teachers')?.children).toHaveLength(3);
    expect(teacher.find((m) => m.titleKey === 'menu.teachers')).toBeUndefined();
    expect(JSON.stringify(teacher)).not.toContain('/setting/securitySetting');
  });
  it('show only available screens, collapsing a group of one and dropping an empty one', () => {
    const some = (path: string) => ['/dashboard', '/course/list', '/myNotification/list'].includes(path);
    expect(menusFor('admin', some, true)).toEqual([
      { titleKey: 'route.dashboard', path: '/dashboard', icon: 'home' },
      { titleKey: 'route.courses', path: '/course/list', icon: 'book' },
      { titleKey: 'route.myNotifications', path: '/myNotification/list', icon: 'bell' },
    ]);
    expect(menusFor('student', () => false, false)).toEqual([]);
    expect(menusFor('student', everything, false)).toHaveLength(10);
  });
  it('finds a menu address served by a registered pattern with optional parts', () => {
    expect(servesPath('admin', '/study/list')).toBe(true);
    expect(servesPath('admin', '/teachers/list')).toBe(false);
    const students = menusFor('admin', (path) => servesPath('admin', path), true).find(
      (m) => m.titleKey === 'menu.students',
    );
    expect(students?.children?.map((c) => c.path)).toContain('/study/list');
  });
  it('opens only registered screens and counts them for the coverage report', () => {
    const routes = registeredRoutes();
    expect(routes.admin.map((r) => r.path).sort()).toEqual([...AVAILABLE_SCREENS.admin].sort());
    expect(routes.public.map((r) => r.path)).toEqual([...AVAILABLE_SCREENS.public]);
    const coverage = routeCoverage();
    expect(coverage.filter((row) => row.registered)).toHaveLength(
      AVAILABLE_SCREENS.public.length + AVAILABLE_SCREENS.admin.length + AVAILABLE_SCREENS.student.length,
    );
    expect(coverage.find((row) => row.path === '/teachers/list')).toEqual({
      area: 'admin',
      path: '/teachers/list',
      registered: false,
    });
  });

  it('only lists screens that exist in the route tables', () => {
    for (const area of ['public', 'admin', 'student'] as const) {
      const table = area === 'admin' ? ADMIN_ROUTES : area === 'student' ? STUDENT_ROUTES : PUBLIC_ROUTES;
      for (const path of AVAILABLE_SCREENS[area]) expect(table.map((r) => r.path)).toContain(path);
    }
  });
});
