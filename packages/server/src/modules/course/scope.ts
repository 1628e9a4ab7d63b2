import type { AuthUser } from '../../http/context';
import { holds, MANAGE_ALL_COURSES } from '../../security/rights';

/** Owners, and teachers granted the right, manage every course; other teachers only the ones they teach. */
export function managesAllCourses(user: AuthUser): boolean {
  return holds(user, MANAGE_ALL_COURSES);
}
