import { ID_TYPE } from '@saola/core/constants';
import type { AuthUser } from '../../http/context';

/** The right that lets a teacher see and edit every course of the school, not only those they teach. */
export const MANAGE_ALL_COURSES = 'course.manageAll';

/** Owners, and teachers granted the right, manage every course; other teachers only the ones they teach. */
export function managesAllCourses(user: AuthUser): boolean {
  return user.idType === ID_TYPE.OWNER || user.rights.includes(MANAGE_ALL_COURSES);
}
