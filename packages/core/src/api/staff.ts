import { enums, nullable, optional } from 'superstruct';
import { DATA_SCOPES, type DataScope, RIGHTS, type Right, type RightScreen, right } from '../http/access';
import { endpoint, type Paged } from '../http/endpoint';
import type { TranslationKey } from '../i18n/translate';
import { object } from '../validate/own';
import { blankOr, email, phone, requiredString } from '../validate/structs';
import { idField, list, listQuery, text } from './fields';
import { accountPayloads, resource, rows } from './resource';
import { USER_STATUSES_EDITABLE } from './student';

/** Groups one teacher may be in, and rights one group or teacher may hold (more than RIGHTS has). */
export const TEACHER_GROUPS_MAX = 50;
export const RIGHTS_MAX = 100;

const rightName = () => enums(Object.values(RIGHTS) as Right[]);

export interface RightGroupSummary {
  id: number;
  name: string;
  scope: DataScope;
  rights: Right[];
  /** Teachers in the group. */
  teachers: number;
  createdAt: string;
}

export type RightGroup = RightGroupSummary;

/** A group's name, rights and data scope. */
export const rightGroupFields = {
  name: requiredString(150),
  scope: enums(DATA_SCOPES),
  rights: list(rightName(), RIGHTS_MAX),
};

/** The rights catalogue, per screen, in the request's language. */
export interface RightCatalogue {
  screens: Array<{ screen: RightScreen; label: string; rights: Array<{ right: Right; label: string }> }>;
}

const groupBase = '/Lms/RightGroup';

export const rightGroup = {
  ...resource<RightGroupSummary, RightGroup>()(groupBase, {
    fields: rightGroupFields,
    // Whoever manages teachers picks their groups; only the saves need the group right.
    read: 'admin',
    write: right(RIGHTS.rightGroup),
  }),
  rights: endpoint<RightCatalogue>()({
    method: 'GET',
    path: `${groupBase}/Rights`,
    payload: object({}),
    access: 'admin',
  }),
};

export const rightGroupPayload = rightGroup.add.payload;

/** Owners appear in the teachers' list too: the school's staff are its owners and teachers. */
export const STAFF_KINDS = ['owner', 'teacher'] as const;
export type StaffKind = (typeof STAFF_KINDS)[number];

export interface TeacherSummary {
  id: number;
  fullName: string;
  username: string;
  email: string | null;
  phone: string | null;
  alias: string | null;
  kind: StaffKind;
  status: 'active' | 'inactive';
  /** The names of the teacher's permission groups. */
  groups: string[];
  lastSignInAt: string | null;
  createdAt: string;
}

export interface Teacher extends TeacherSummary {
  idGroups: number[];
  /** Rights held individually, besides the groups'. */
  rights: Right[];
}

const teacherFields = {
  fullName: requiredString(150),
  username: requiredString(100),
  email: optional(nullable(blankOr(email()))),
  phone: optional(nullable(blankOr(phone()))),
  alias: optional(nullable(text(100))),
  status: enums(USER_STATUSES_EDITABLE),
  idGroups: list(idField(), TEACHER_GROUPS_MAX),
  rights: list(rightName(), RIGHTS_MAX),
};

export const { add: teacherAddPayload, edit: teacherEditPayload } = accountPayloads(teacherFields);

/** What the staff log records. */
export const STAFF_ACTIONS = ['add', 'edit', 'delete', 'refused'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** The kinds of record the staff log names (other modules add theirs here). */
export const STAFF_ENTITIES = [
  'teacher',
  'rightGroup',
  'userGroup',
  'scoreRecord',
  'noteRecord',
  'monitor',
] as const;
export type StaffEntity = (typeof STAFF_ENTITIES)[number];

export interface StaffLogEntry {
  id: number;
  idActor: number | null;
  actorName: string | null;
  action: StaffAction;
  entity: StaffEntity;
  idEntity: number | null;
  /** The record's name when the change was made. */
  entityName: string | null;
  /** The changed fields' values before and after (empty on add / delete). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
}

const teacherBase = '/Lms/Teacher';

export const teacher = {
  ...rows<TeacherSummary, Teacher>()(teacherBase, {
    list: object({
      ...listQuery,
      status: optional(enums(USER_STATUSES_EDITABLE)),
      idGroup: optional(idField()),
    }),
    add: teacherAddPayload,
    edit: teacherEditPayload,
    read: right(RIGHTS.teacher),
    write: right(RIGHTS.teacher),
  }),
  logs: endpoint<Paged<StaffLogEntry>>()({
    method: 'GET',
    path: `${teacherBase}/Logs`,
    payload: object({
      ...listQuery,
      action: optional(enums(STAFF_ACTIONS)),
      entity: optional(enums(STAFF_ENTITIES)),
      idActor: optional(idField()),
    }),
    access: right(RIGHTS.staffLog),
  }),
};

/** Each right's label key, written out (keys are never built from parts). */
export const RIGHT_LABELS: Record<Right, TranslationKey> = {
  [RIGHTS.manageAllCourses]: 'rights.manageAllCourses',
  [RIGHTS.courseCategory]: 'rights.courseCategory',
  [RIGHTS.coursePackage]: 'rights.coursePackage',
  [RIGHTS.student]: 'rights.student',
  [RIGHTS.manageAllFiles]: 'rights.manageAllFiles',
  [RIGHTS.notifyWholeSchool]: 'rights.notifyWholeSchool',
  [RIGHTS.order]: 'rights.order',
  [RIGHTS.coupon]: 'rights.coupon',
  [RIGHTS.activeCode]: 'rights.activeCode',
  [RIGHTS.revenueReport]: 'rights.revenueReport',
  [RIGHTS.teacher]: 'rights.teacher',
  [RIGHTS.rightGroup]: 'rights.rightGroup',
  [RIGHTS.staffLog]: 'rights.staffLog',
  [RIGHTS.userGroup]: 'rights.userGroup',
  [RIGHTS.scoreRecord]: 'rights.scoreRecord',
  [RIGHTS.noteRecord]: 'rights.noteRecord',
  [RIGHTS.organisation]: 'rights.organisation',
  [RIGHTS.approvalFlow]: 'rights.approvalFlow',
  [RIGHTS.post]: 'rights.post',
  [RIGHTS.schoolCatalog]: 'rights.schoolCatalog',
  [RIGHTS.certificate]: 'rights.certificate',
};

/** Each screen of the rights catalogue's label key. */
export const RIGHT_SCREEN_LABELS: Record<RightScreen, TranslationKey> = {
  courses: 'rights.screenCourses',
  students: 'rights.screenStudents',
  files: 'rights.screenFiles',
  notifications: 'rights.screenNotifications',
  sales: 'rights.screenSales',
  staff: 'rights.screenStaff',
  organisation: 'rights.screenOrganisation',
  content: 'rights.screenContent',
  school: 'rights.screenSchool',
};
