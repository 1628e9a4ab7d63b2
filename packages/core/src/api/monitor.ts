import { enums, nullable, optional } from 'superstruct';
import { RIGHTS, right } from '../http/access';
import { endpoint, type Paged } from '../http/endpoint';
import { object } from '../validate/own';
import { blankOr, email, phone, requiredString } from '../validate/structs';
import { idField, list, listQuery, text } from './fields';
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

/** A new observer: the password is checked against the site's policy on the server (and in the form). */
export const monitorAddPayload = object({ ...monitorFields, password: requiredString(200) });
/** An edit: a password only when it is being reset. */
export const monitorEditPayload = object({ id: idField(), ...monitorFields, password: optional(text(200)) });

const base = '/Lms/Monitor';
/** Observers are accounts: whoever manages the school's teachers manages them. */
const manage = right(RIGHTS.teacher);

export const monitor = {
  list: endpoint<Paged<MonitorSummary>>()({
    method: 'GET',
    path: `${base}/List`,
    payload: object({
      ...listQuery,
      status: optional(enums(USER_STATUSES_EDITABLE)),
      idGroup: optional(idField()),
    }),
    access: manage,
  }),
  get: endpoint<Monitor>()({
    method: 'GET',
    path: `${base}/Get`,
    payload: object({ id: idField() }),
    access: manage,
  }),
  add: endpoint<Monitor>()({
    method: 'POST',
    path: `${base}/Add`,
    payload: monitorAddPayload,
    access: manage,
  }),
  edit: endpoint<Monitor>()({
    method: 'PUT',
    path: `${base}/Edit`,
    payload: monitorEditPayload,
    access: manage,
  }),
  delete: endpoint<{ deleted: number }>()({
    method: 'DELETE',
    path: `${base}/Delete`,
    payload: object({ ids: list(idField(), 500) }),
    access: manage,
  }),
};
