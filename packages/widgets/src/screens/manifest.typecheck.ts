/*
 * Compiled by `pnpm typecheck`, never run or bundled: each @ts-expect-error below is a mistake in a screen's
 * manifest entry that must fail to compile. Should one compile, its directive is unused and typecheck fails.
 */
import type { ScreenDef } from '@saola/core/routes';
import { areaScreens } from '../host/area-screens';
import { SHELL_VIEWS } from './shell/views';
import { STUDENT_VIEWS } from './student/views';
import { lazyScreen, type ScreenViews, view } from './view';
import type { Overlap } from './views';

const Form = lazyScreen(() => import('./admin/course-form/course-form'), 'CourseForm', []);
const List = lazyScreen(() => import('./admin/course-list/course-list'), 'CourseList', []);
const element = { name: 'saola-x', description: '', events: {} } as const;
const course = { type: 'number', description: 'The course to edit.' } as const;

export const mistakes = [
  // @ts-expect-error the course form's id is a number, not a string attribute
  view(Form, { element: { ...element, attributes: { id: { ...course, type: 'string' } } } }),
  // @ts-expect-error the course form's id is missing from the attributes
  view(Form, { element: { ...element, attributes: {} } }),
  // @ts-expect-error the course form has no prop `idCourse`
  view(Form, { element: { ...element, attributes: { id: course, idCourse: course } } }),
  // @ts-expect-error the course list takes no attribute at all
  view(List, { element: { ...element, attributes: { id: course } } }),
  // @ts-expect-error a route's parameter is text: the id must become a number
  view(Form, { props: ({ id }) => ({ id }), element: { sameAs: 'courseEdit' } }),
  // @ts-expect-error an element shared with a screen the manifest does not have
  view(Form, { element: { sameAs: 'courseForm' } }),
  // @ts-expect-error the student area's screens need every view of the area
  areaScreens('student', SHELL_VIEWS),
  // @ts-expect-error a view for a screen core's manifest does not have
  { ...SHELL_VIEWS, ...STUDENT_VIEWS, courseFrom: SHELL_VIEWS.profile } satisfies Partial<ScreenViews>,
];

// @ts-expect-error the widgets' table misses the screens of core's manifest that are not in these tables
export const incomplete: ScreenViews = { ...SHELL_VIEWS, ...STUDENT_VIEWS };

// @ts-expect-error a screen in two tables: the second would silently replace the first
export const twice: Record<Overlap<typeof SHELL_VIEWS, { profile: 1 }, object>, never> = SHELL_VIEWS;

export const core = {
  // @ts-expect-error a route that SPEC's catalogue does not have
  typo: { routes: { admin: ['/course/lists'] }, title: 'route.courses' },
  // @ts-expect-error a student route registered in the admin area
  wrongArea: { routes: { admin: ['/live-class/list'] }, title: 'route.courses' },
  section: {
    routes: { admin: ['/exam/list'] },
    title: 'route.courses',
    // @ts-expect-error a menu section the sidebar does not have
    menu: { admin: { group: 'exams', order: 1 } },
  },
  // @ts-expect-error a right RIGHTS does not name
  right: { routes: { admin: ['/exam/list'] }, title: 'route.courses', access: 'right:exam' },
  // @ts-expect-error a routed screen without a title
  untitled: { routes: { admin: ['/exam/list'] } },
} satisfies Record<string, ScreenDef>;
