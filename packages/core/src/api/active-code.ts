import { enums, nullable, optional, pattern } from 'superstruct';
import { RIGHTS, right } from '../http/access';
import { endpoint, type Paged } from '../http/endpoint';
import { object } from '../validate/own';
import { datePicked, requiredString, withRules } from '../validate/structs';
import { idField, list, listQuery, text, whole } from './fields';
import { byId, byIds } from './resource';

/**
 * Activation codes: a school prints batches of codes and sells them through agents; a learner types one in
 * "My courses" and is enrolled at once in the batch's courses (or its package's).
 */

/** The characters of a code's random part: no look-alikes (0/O, 1/I/L), so a printed code reads back. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH_MIN = 8;
export const CODE_LENGTH_MAX = 16;
export const CODE_PREFIX_MAX = 10;
/** Codes one batch may hold: generation is one transaction. */
export const BATCH_COUNT_MAX = 5000;
export const USES_PER_CODE_MAX = 1000;
export const BATCH_COURSES_MAX = 100;
/** Failed redemptions a learner may make in the window before being refused for a while. */
export const REDEEM_FAILURE_LIMIT = 10;
export const REDEEM_WINDOW_MINUTES = 15;

/** unused: never redeemed; inUse: redeemed, uses left; usedUp: every use taken; expired: past its expiry. */
export const CODE_STATUSES = ['unused', 'inUse', 'usedUp', 'expired'] as const;
export type CodeStatus = (typeof CODE_STATUSES)[number];

export interface ActiveCodeBatchSummary {
  id: number;
  name: string;
  /** The package the codes give, if they give one. */
  packageName: string | null;
  /** How many courses the codes give (when they give courses, not a package). */
  courses: number;
  codes: number;
  /** Codes redeemed at least once. */
  used: number;
  usesPerCode: number;
  expiresAt: string | null;
  createdBy: string | null;
  createdAt: string;
}

export interface ActiveCodeBatch {
  id: number;
  name: string;
  prefix: string;
  length: number;
  usesPerCode: number;
  /** The last moment a code works (the end of the chosen day in the school's time zone); null: never expires. */
  expiresAt: string | null;
  /** The chosen expiry day, YYYY-MM-DD, as the form shows it. */
  expiresOn: string | null;
  package: { id: number; name: string } | null;
  courses: Array<{ id: number; name: string }>;
  codes: number;
  used: number;
  createdBy: string | null;
  createdAt: string;
}

export interface ActiveCodeRow {
  id: number;
  code: string;
  idBatch: number;
  batchName: string;
  status: CodeStatus;
  uses: number;
  usesPerCode: number;
  /** The last learner who redeemed it, and when. */
  usedBy: string | null;
  usedByUsername: string | null;
  usedAt: string | null;
  expiresAt: string | null;
}

export interface Redemption {
  /** The courses the learner is now enrolled in through the code. */
  courses: Array<{ id: number; name: string }>;
}

const day = () => datePicked(text(10));

/** What generating a batch takes: either courses or a package. */
export const generatePayload = withRules(
  object({
    name: requiredString(200),
    count: whole(1, BATCH_COUNT_MAX),
    prefix: optional(pattern(text(CODE_PREFIX_MAX), /^[A-Za-z0-9]*$/)),
    length: whole(CODE_LENGTH_MIN, CODE_LENGTH_MAX),
    usesPerCode: whole(1, USES_PER_CODE_MAX),
    expiresOn: optional(nullable(day())),
    idCourses: optional(list(idField(), BATCH_COURSES_MAX)),
    idPackage: optional(nullable(idField())),
  }),
  [
    {
      field: 'idCourses',
      key: 'activeCode.targetRequired',
      broken: (b) => !b.idCourses?.length && !b.idPackage,
    },
    {
      field: 'idPackage',
      key: 'activeCode.targetOne',
      broken: (b) => !!b.idCourses?.length && !!b.idPackage,
    },
  ],
);

/** What may change once codes are printed: the batch's name and expiry. */
export const batchEditPayload = object({
  id: idField(),
  name: requiredString(200),
  expiresOn: optional(nullable(day())),
});

/** A code as a learner types it: spaces and dashes are ignored, case too. */
export const redeemPayload = object({ code: requiredString(60) });

const base = '/Lms/ActiveCode';
const manage = right(RIGHTS.activeCode);

export const activeCode = {
  /** The school's batches, newest first. */
  list: endpoint<Paged<ActiveCodeBatchSummary>>()({
    method: 'GET',
    path: `${base}/List`,
    payload: object(listQuery),
    access: manage,
  }),
  get: endpoint<ActiveCodeBatch>()({ method: 'GET', path: `${base}/Get`, payload: byId(), access: manage }),
  /** Generates a batch of codes (the resource kit's "add"). */
  add: endpoint<ActiveCodeBatch>()({
    method: 'POST',
    path: `${base}/Generate`,
    payload: generatePayload,
    access: manage,
  }),
  edit: endpoint<ActiveCodeBatch>()({
    method: 'PUT',
    path: `${base}/Edit`,
    payload: batchEditPayload,
    access: manage,
  }),
  /** Deletes batches with their codes; enrolments already made stay. */
  delete: endpoint<{ deleted: number }>()({
    method: 'DELETE',
    path: `${base}/Delete`,
    payload: byIds(),
    access: manage,
  }),
  /** A learner redeems a code and is enrolled at once in its courses. */
  redeem: endpoint<Redemption>()({
    method: 'POST',
    path: `${base}/Redeem`,
    payload: redeemPayload,
    access: 'student',
  }),
};

/** The school's codes themselves, across batches (a list of its own, as the resource kit shows it). */
export const activeCodeItem = {
  /** The school's codes: find one by its text or by who used it, filter by batch and status. */
  list: endpoint<Paged<ActiveCodeRow>>()({
    method: 'GET',
    path: `${base}/Codes`,
    payload: object({
      ...listQuery,
      idBatch: optional(idField()),
      status: optional(enums(CODE_STATUSES)),
    }),
    access: manage,
  }),
  /** Deletes codes nobody has redeemed (a lost or voided card); a used code stays as the record of its use. */
  delete: endpoint<{ deleted: number }>()({
    method: 'DELETE',
    path: `${base}/DeleteCodes`,
    payload: byIds(),
    access: manage,
  }),
};
