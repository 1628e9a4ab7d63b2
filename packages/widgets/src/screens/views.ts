import { ADMIN_VIEWS } from './admin/views';
import { SHELL_VIEWS } from './shell/views';
import { STUDENT_VIEWS } from './student/views';
import type { ScreenViews } from './view';

/** The ids in more than one of the tables: one of them would silently replace the other. */
export type Overlap<A, B, C> = (keyof A & keyof B) | (keyof A & keyof C) | (keyof B & keyof C);

/**
 * Every screen's view, from the tables of each folder (apart, so that only the admin area's chunk refers to
 * the admin screens). A screen of core's manifest without a view, or with two, fails to compile.
 */
export const VIEWS: ScreenViews &
  Record<Overlap<typeof SHELL_VIEWS, typeof STUDENT_VIEWS, typeof ADMIN_VIEWS>, never> = {
  ...SHELL_VIEWS,
  ...STUDENT_VIEWS,
  ...ADMIN_VIEWS,
};
