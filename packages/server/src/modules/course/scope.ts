import { RIGHTS } from '@saola/core/http';
import { hasRight } from '@saola/core/session';
import type { AuthUser } from '../../http/context';

/** Owners, and teachers granted the right, manage every course; other teachers only the ones they teach. */
export function managesAllCourses(user: AuthUser): boolean {
  return hasRight(user, RIGHTS.manageAllCourses);
}
