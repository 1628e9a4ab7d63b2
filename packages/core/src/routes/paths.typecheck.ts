/*
 * Compiled by `pnpm typecheck`, never run or bundled: each @ts-expect-error below is a link that must fail to
 * compile. Should one compile, its directive is unused and typecheck fails.
 */
import { pathTo } from './paths';

declare const id: number;

export const links = [
  pathTo('couponList'),
  pathTo('couponEdit', { id }),
  pathTo('lesson', { id }),
  pathTo('lesson', { id, idLesson: 4 }),
  pathTo('exportList', { moduleName: 'detailReport' }),
  // @ts-expect-error a screen the manifest does not have (a renamed or removed screen)
  pathTo('couponCodeList'),
  // @ts-expect-error an edit page without its record's id
  pathTo('couponEdit'),
  // @ts-expect-error a parameter the route does not declare
  pathTo('couponEdit', { id, idCourse: 2 }),
  // @ts-expect-error the list's route takes no parameter
  pathTo('couponList', { id }),
  // @ts-expect-error the lesson needs its course
  pathTo('lesson', { idLesson: 4 }),
  // @ts-expect-error an embedded-only screen has no address
  pathTo('courseCurriculum'),
];
