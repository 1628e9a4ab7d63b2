import { ID_TYPE } from '@saola/core/constants';
import type { AuthUser } from '../http/context';

/*
 * Rights a permission group grants that widen a teacher's reach from what is hers to the whole school's.
 * Owners hold them all.
 */
export const MANAGE_ALL_COURSES = 'course.manageAll';
export const MANAGE_ALL_FILES = 'file.manageAll';
export const NOTIFY_WHOLE_SCHOOL = 'notification.sendAll';

/** Owners hold every right; a teacher those her permission group grants (as `right:` access reads it). */
export function holds(user: AuthUser, right: string): boolean {
  return user.idType === ID_TYPE.OWNER || (user.idType === ID_TYPE.TEACHER && user.rights.includes(right));
}
