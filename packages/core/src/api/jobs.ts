import { enums, optional } from 'superstruct';
import { RIGHTS, type Right } from '../http/access';
import { endpoint, type Paged } from '../http/endpoint';
import type { Translate, TranslationKey } from '../i18n/translate';
import { object } from '../validate/own';
import { fileExtension, namedFile } from '../validate/structs';
import { CODE_STATUSES } from './active-code';
import { ORDER_STATUSES, PAYMENT_TYPES } from './commerce';
import { idField, listQuery, text, whole } from './fields';
import { CENSORSHIPS } from './organisation';
import { detailFilters, openCourseLogFilters, REPORT_GROUPS } from './reports';
import { byId } from './resource';
import { STUDENT_KINDS, USER_STATUSES_EDITABLE } from './student';

/**
 * Import and export jobs (issue 23). A job runs in the background, in exactly one of the school's server
 * processes (a lease it renews; a process that dies lets it go when the lease runs out, and another takes it
 * up from the start). Only its creator, or an owner, sees it and downloads its file.
 *
 * Imports check every row with the same struct as the form and follow the policy their starter chose: all or
 * nothing (one refused row and nothing is applied), or the valid rows kept; either way the result file lists
 * each refused row with its number and why.
 */

export const JOB_DIRECTIONS = ['export', 'import'] as const;
export type JobDirection = (typeof JOB_DIRECTIONS)[number];
export const JOB_STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];
/** What can be exported. */
export const EXPORT_MODULES = [
  'generalReport',
  'detailReport',
  'member',
  'openCourseLog',
  'attendance',
  'student',
  'order',
  'activeCode',
  'score',
  'note',
] as const;
export type ExportModule = (typeof EXPORT_MODULES)[number];
/** What can be imported. */
export const IMPORT_MODULES = ['student', 'teacher', 'member', 'score'] as const;
export type ImportModule = (typeof IMPORT_MODULES)[number];
export type JobModule = ExportModule | ImportModule;
/** The right each kind's import needs: the one its form needs to add such a row. */
export const IMPORT_RIGHTS: Record<ImportModule, Right> = {
  student: RIGHTS.student,
  teacher: RIGHTS.teacher,
  member: RIGHTS.organisation,
  score: RIGHTS.scoreRecord,
};
/** Each kind of import as the import list and its template's file name call it. */
const IMPORT_KIND_LABEL: Record<ImportModule, TranslationKey> = {
  student: 'dataImport.kindStudent',
  teacher: 'dataImport.kindTeacher',
  member: 'job.member',
  score: 'dataImport.kindScore',
};
/** A kind's template file, named wholly in the reader's language ("Mẫu nhập - Học viên.xlsx"). */
export const importTemplateName = (t: Translate, module: ImportModule) =>
  `${t('dataImport.templateName', { kind: t(IMPORT_KIND_LABEL[module]) })}.xlsx`;
/** `all`: one refused row and nothing is applied; `valid`: the valid rows are applied, the others listed. */
export const IMPORT_POLICIES = ['all', 'valid'] as const;
export type ImportPolicy = (typeof IMPORT_POLICIES)[number];
/** The files an import reads: Excel workbooks and CSV text (UTF-8). */
export const IMPORT_EXTENSIONS = ['xlsx', 'csv'] as const;

/** The largest import file (sent as multipart form data): 20 MiB holds some hundred thousand rows. */
export const IMPORT_BYTES_MAX = 20 * 1024 * 1024;
/** Rows an import takes; more are refused whole. */
export const IMPORT_ROWS_MAX = 100_000;
/** Rows an export writes at most. */
export const EXPORT_ROWS_MAX = 200_000;
/** Refused rows a job keeps to show and to write in its result file. */
export const ROW_ERRORS_MAX = 1000;

export interface RowError {
  /** The row's number in the sheet (the header is row 1). */
  row: number;
  /** The column's header as in the template, or '' for the whole row. */
  field: string;
  message: string;
}

export interface JobSummary {
  id: number;
  direction: JobDirection;
  module: JobModule;
  fileName: string;
  state: JobState;
  progress: number;
  totalRows: number | null;
  doneRows: number;
  errorRows: number;
  /** Why it failed, translated; null unless failed. */
  error: string | null;
  /** Whether there is a file to download: the export, or an import's list of refused rows. */
  hasResult: boolean;
  createdBy: string;
  createdAt: string;
  finishedAt: string | null;
}

export interface JobDetail extends JobSummary {
  rowErrors: RowError[];
}

export const jobListQuery = object({
  ...listQuery,
  /** Exports or imports (`direction` is the list's sort direction). */
  kind: enums(JOB_DIRECTIONS),
  module: optional(enums([...new Set<JobModule>([...EXPORT_MODULES, ...IMPORT_MODULES])])),
  state: optional(enums(JOB_STATES)),
});

export const exportStartPayload = object({
  module: enums(EXPORT_MODULES),
  keyword: optional(text(200)),
  groupBy: optional(enums(REPORT_GROUPS)),
  ...detailFilters,
  ...openCourseLogFilters,
  /** For the member list. */
  idPosition: optional(idField()),
  idMemberGroup: optional(idField()),
  censorship: optional(enums(CENSORSHIPS)),
  /** For the student list. */
  kind: optional(enums(STUDENT_KINDS)),
  /** A learner's status on the student and member lists, an order's on the order list, a code's on the code list. */
  status: optional(enums([...USER_STATUSES_EDITABLE, ...ORDER_STATUSES, ...CODE_STATUSES])),
  classLevel: optional(text(50)),
  /** For the order list (its `status` is an order's). */
  paymentType: optional(enums(PAYMENT_TYPES)),
  /** The live class whose attendance sheet is exported. */
  idClass: optional(idField()),
  /** For the activation-code list: one batch's codes. */
  idBatch: optional(idField()),
  /** For the score and note records: one learner's (a class's are `idGroup`'s). */
  idUser: optional(idField()),
  /** Up to how many rows (the bench asks for 100,000). */
  limit: optional(whole(1, EXPORT_ROWS_MAX)),
});

/** The file a form sends: its name, type and size (the server also reads its bytes and checks what they are). */
const importFile = () => fileExtension(namedFile(), IMPORT_EXTENSIONS);

export const importStartPayload = object({
  module: enums(IMPORT_MODULES),
  policy: enums(IMPORT_POLICIES),
  file: importFile(),
});

export const job = {
  list: endpoint<Paged<JobSummary>>()({
    method: 'GET',
    path: '/Lms/Job/List',
    payload: jobListQuery,
    access: 'admin',
  }),
  get: endpoint<JobDetail>()({ method: 'GET', path: '/Lms/Job/Get', payload: byId(), access: 'admin' }),
  /** The job's file (.xlsx): the export, or an import's refused rows. The reply is the file, not JSON. */
  download: endpoint<Blob>()({ method: 'GET', path: '/Lms/Job/Download', payload: byId(), access: 'admin' }),
  /** Stops a queued or running job; a finished one is refused. */
  cancel: endpoint<JobSummary>()({
    method: 'POST',
    path: '/Lms/Job/Cancel',
    payload: byId(),
    access: 'admin',
  }),
};

export const dataExport = {
  start: endpoint<JobSummary>()({
    method: 'POST',
    path: '/Lms/Export/Start',
    payload: exportStartPayload,
    access: 'admin',
  }),
};

export const dataImport = {
  /** An empty workbook with the module's header row and one example row. */
  template: endpoint<Blob>()({
    method: 'GET',
    path: '/Lms/Import/Template',
    payload: object({ module: enums(IMPORT_MODULES) }),
    access: 'admin',
  }),
  /** Multipart form data: the file travels as bytes, not base64 in JSON. */
  start: endpoint<JobSummary>()({
    method: 'POST',
    path: '/Lms/Import/Start',
    payload: importStartPayload,
    access: 'admin',
    multipart: true,
  }),
};
