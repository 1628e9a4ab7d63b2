import { enums, nullable, optional } from 'superstruct';
import { RIGHTS, right } from '../http/access';
import { object } from '../validate/own';
import { blankOr, email, phone, requiredString } from '../validate/structs';
import { idField, list, listQuery } from './fields';
import { accountPayloads, rows } from './resource';
import { USER_STATUSES_EDITABLE } from './student';

/** Classes one observer may watch. */
export const MONITOR_CLASSES_MAX = 100;

/**
 * An observer (class attendant): an account that watches the classes it is given — their members, score and
 * note records and the school dashboard narrowed to them — and changes nothing. The server refuses an observer
 * every endpoint whose access is not `watch`, `signedIn` or `public`, and narrows each `watch` read to the
 * observed classes.
 */
export interface MonitorSummary {
  id: number;
  fullName: string;
  username: string;
  email: string | null;
  phone: string | null;
  status: 'active' | 'inactive';
  /** The observed classes' names, in order. */
  classes: string[];
  lastSignInAt: string | null;
  createdAt: string;
}

export interface Monitor extends MonitorSummary {
  /** The observed classes' ids. */
  idGroups: number[];
}

const monitorFields = {
  fullName: requiredString(150),
  username: requiredString(100),
  email: optional(nullable(blankOr(email()))),
  phone: optional(nullable(blankOr(phone()))),
  status: enums(USER_STATUSES_EDITABLE),
  idGroups: list(idField(), MONITOR_CLASSES_MAX),
};

export const { add: monitorAddPayload, edit: monitorEditPayload } = accountPayloads(monitorFields);

const base = '/Lms/Monitor';
/** Observers are accounts: whoever manages the school's teachers manages them. */
const manage = right(RIGHTS.teacher);

export const monitor = rows<MonitorSummary, Monitor>()(base, {
  list: object({
    ...listQuery,
    status: optional(enums(USER_STATUSES_EDITABLE)),
    idGroup: optional(idField()),
  }),
  add: monitorAddPayload,
  edit: monitorEditPayload,
  read: manage,
  write: manage,
});
