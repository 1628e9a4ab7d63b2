import { nullable, optional } from 'superstruct';
import { RIGHTS, right } from '../http/access';
import { endpoint, type Paged } from '../http/endpoint';
import { object } from '../validate/own';
import { requiredString } from '../validate/structs';
import { idField, list, listQuery, text } from './fields';
import { resource } from './resource';

/** Students one class holds. */
export const CLASS_MEMBERS_MAX = 500;

export interface UserGroupSummary {
  id: number;
  name: string;
  classLevel: string | null;
  schoolYear: string | null;
  idHomeroomTeacher: number | null;
  homeroomTeacherName: string | null;
  /** Students in the class. */
  members: number;
  createdAt: string;
}

export interface ClassMember {
  id: number;
  fullName: string;
  username: string;
}

export interface UserGroup extends UserGroupSummary {
  /** The class's students, by name. */
  students: ClassMember[];
}

export const userGroupFields = {
  name: requiredString(150),
  classLevel: optional(nullable(text(50))),
  schoolYear: optional(nullable(text(20))),
  idHomeroomTeacher: optional(nullable(idField())),
  idMembers: list(idField(), CLASS_MEMBERS_MAX),
};

const base = '/Lms/UserGroup';

/**
 * Student groups (classes): a teacher whose data scope is personal sees only the classes she is homeroom
 * teacher of; saving needs the userGroup right.
 */
export const userGroup = {
  ...resource<UserGroupSummary, UserGroup>()(base, {
    fields: userGroupFields,
    filters: { classLevel: optional(text(50)), schoolYear: optional(text(20)) },
    // Observers read the classes they watch (the server narrows every read to them).
    read: 'watch',
    write: right(RIGHTS.userGroup),
  }),
  members: endpoint<Paged<ClassMember>>()({
    method: 'GET',
    path: `${base}/Members`,
    payload: object({ id: idField(), ...listQuery }),
    access: 'watch',
  }),
};

export const userGroupPayload = userGroup.add.payload;
