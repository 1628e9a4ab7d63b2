import { RIGHTS } from '@saola/core/http';
import { hasRight } from '@saola/core/session';
import type { AuthUser } from '../http/context';

/** Owners, and teachers granted the right, manage every course; other teachers only the ones they teach. */
export function managesAllCourses(user: AuthUser): boolean {
  return hasRight(user, RIGHTS.manageAllCourses);
}

/**
 * Whose courses a list shows: those who manage every course and those whose data scope is the whole school
 * see all of them; a teacher with a personal scope only the courses she teaches (applied in the query).
 */
export function seesAllCourses(user: AuthUser): boolean {
  return managesAllCourses(user) || user.scope === 'school';
}
