import {
  IMPORT_ROWS_MAX,
  type ImportModule,
  type ImportPolicy,
  ROW_ERRORS_MAX,
  type RowError,
} from '@saola/core/api';
import { LOCALES } from '@saola/core/constants';
import { type Translate, translator } from '@saola/core/i18n';
import { HttpError } from '../../http/errors';
import { scopedDb } from '../../http/scoped';
import { assertRoom } from '../../policy/service-package';
import type { PasswordHasher } from '../../security/passwords';
import { assertPasswordPolicy } from '../auth';
import { errorWorkbook, FileRefused, type ImportFormat, readSheet, workbookOf } from './import-file';
import { type Column, fold, IMPORT_KINDS, type ImportKind, type Raw, takenUsernames } from './import-kinds';
import type { JobParams, JobRun, JobWork } from './worker';

/** An import's params: besides its creator's language and reach, the policy she chose and the file's format. */
export interface ImportParams extends JobParams {
  policy: ImportPolicy;
  format: ImportFormat;
}

/** A header as the template writes it: required columns carry an asterisk. */
export const headerOf = (t: Translate, column: Column) => `${t(column.label)}${column.required ? ' *' : ''}`;

/** A kind's template: the header row in the caller's language and one example row. */
export function importTemplate(t: Translate, module: ImportModule): Promise<Buffer> {
  const kind = IMPORT_KINDS[module];
  return workbookOf(
    t(kind.sheet),
    kind.columns.map((c) => ({ header: headerOf(t, c), key: c.field, width: 22 })),
    [kind.example],
  );
}

/** The header must name the kind's columns in order, in any of the product's languages. */
function checkHeader(t: Translate, columns: readonly Column[], header: string[]) {
  const labels = LOCALES.map((l) => translator(l));
  const errors: RowError[] = [];
  columns.forEach((column, i) => {
    const found = fold(header[i] ?? '');
    if (!labels.some((tr) => fold(tr(column.label)) === found))
      errors.push({
        row: 1,
        field: headerOf(t, column),
        message: t('dataImport.headerExpected', { header: headerOf(t, column) }),
      });
  });
  if (errors.length) throw new FileRefused('dataImport.badHeader', errors);
}

interface Checked<V> {
  valid: Array<{ row: number; value: V }>;
  errors: RowError[];
  errorRows: number;
}

/**
 * Checks every row fully in one pass, so a file is corrected in one go: the kind's struct and names, and for
 * accounts the school's password policy and a username and email neither repeated in the file nor taken in
 * the school. Each refused row is kept with every reason, one per column (up to ROW_ERRORS_MAX messages).
 */
async function checkRows<V>(run: JobRun, kind: ImportKind<V>): Promise<Checked<V>> {
  const { t } = run;
  const params = run.job.params as unknown as ImportParams;
  const input = run.job.input;
  if (!input) throw new FileRefused('dataImport.unreadable');
  const { header, rows } = await readSheet(
    input,
    params.format ?? 'xlsx',
    kind.columns.length,
    IMPORT_ROWS_MAX,
  );
  checkHeader(t, kind.columns, header);
  if (!rows.length) throw new FileRefused('dataImport.noRows');

  const site = await run.db
    .selectFrom('sites')
    .selectAll()
    .where('id', '=', run.job.idSite)
    .executeTakeFirstOrThrow();
  const names = await kind.names(run);
  const found: Array<RowError & { column: number }> = [];
  /** Each row's refused columns: a column's first reason is the one kept. */
  const refused = new Map<number, Set<string>>();
  const refuseRow = (row: number, field: string, message: string) => {
    const fields = refused.get(row) ?? new Set<string>();
    refused.set(row, fields);
    if (fields.has(field)) return;
    fields.add(field);
    const index = kind.columns.findIndex((c) => c.field === field);
    const column = kind.columns[index];
    found.push({ row, field: column ? headerOf(t, column) : '', message, column: index });
  };
  const passed: Array<{ row: number; value: V }> = [];
  const accounts: Array<{ row: number; username: string }> = [];
  // A username given twice in the file: the later row is refused, naming the first. An email may repeat: it is a
  // contact, not an account (policy/contact-accounts.ts), as the student form allows.
  const firstRow = new Map<string, number>();
  for (const [i, { number, cells }] of rows.entries()) {
    const raw: Raw = Object.fromEntries(kind.columns.map((c, j) => [c.field, cells[j] ?? '']));
    const refuse = (field: string, message: string) => refuseRow(number, field, message);
    const value = kind.check(raw, refuse, names, run);
    if (kind.account) {
      // From the cells, not the checked row: a row refused for its class still hears about its password.
      const password = raw.password ?? '';
      if (password)
        try {
          assertPasswordPolicy(site, password, 'password', t);
        } catch (error) {
          const data = error instanceof HttpError ? (error.data as Array<{ message: string }> | null) : null;
          refuse('password', data?.[0]?.message ?? t('validation.invalidValue'));
        }
      const username = (raw.username ?? '').trim().toLowerCase();
      const first = username ? firstRow.get(username) : undefined;
      if (first !== undefined) refuse('username', t('dataImport.duplicateInFile', { row: first }));
      else if (username) firstRow.set(username, number);
      accounts.push({ row: number, username });
    }
    if (value !== null) passed.push({ row: number, value });
    // Every row left out is listed, even one whose kind gave no reason.
    else if (!refused.has(number)) refuse('', t('validation.invalidValue'));
    if (i % 500 === 499) await run.progress(i + 1, rows.length, Math.floor(((i + 1) / rows.length) * 30));
  }
  if (kind.account) {
    const taken = await takenUsernames(
      run.db,
      run.job.idSite,
      accounts.map((a) => a.username).filter(Boolean),
    );
    for (const a of accounts)
      if (taken.has(a.username)) refuseRow(a.row, 'username', t('errors.usernameTaken'));
  }
  found.sort((a, b) => a.row - b.row || a.column - b.column);
  const errors = found.slice(0, ROW_ERRORS_MAX).map(({ column: _, ...e }) => e);
  return { valid: passed.filter((p) => !refused.has(p.row)), errors, errorRows: refused.size };
}

/**
 * The hash of each row's password, hashing each distinct password once. A file that hands a class one
 * starting password (the usual case) costs one argon2id hash instead of one per row, which is what lets
 * 100,000 accounts import in seconds rather than half an hour. Rows with the same password then share a
 * hash, salt included: bearable only because an imported password is a handed-out one the account must
 * replace at first sign-in (`mustChangePassword`), after which its hash is its own.
 */
async function hashOnce(
  passwords: PasswordHasher,
  plain: string[],
  progress: (done: number, total: number) => Promise<void>,
): Promise<string[]> {
  const distinct = [...new Set(plain)];
  const hashOf = new Map<string, string>();
  for (const [i, password] of distinct.entries()) {
    hashOf.set(password, await passwords.hash(password));
    if (i % 20 === 19) await progress(i + 1, distinct.length);
  }
  return plain.map((password) => hashOf.get(password) as string);
}

/**
 * An import of one kind under its starter's policy. Every row is checked first; with `all`, one refused row
 * and nothing is applied; with `valid`, the valid rows are. Either way the result file lists each refused row
 * and why, in the starter's language. What is applied is added in the transaction that marks the job done,
 * and only while this process still holds it: a process killed mid-way applied none, and the process that
 * takes the job over starts it again from its file.
 */
const runImport =
  (passwords: PasswordHasher, kind: ImportKind<unknown>): JobWork =>
  async (run) => {
    const { t } = run;
    const policy = (run.job.params as unknown as ImportParams).policy ?? 'all';
    let checked: Checked<unknown>;
    try {
      checked = await checkRows(run, kind);
      // All or nothing, or valid rows kept of which there are none: nothing is imported.
      if (checked.errorRows && (policy === 'all' || !checked.valid.length))
        throw new FileRefused('dataImport.rowsRefused', checked.errors, checked.errorRows);
    } catch (error) {
      if (!(error instanceof FileRefused)) throw error;
      await run.finish(run.db, {
        status: 'failed',
        errorKey: error.key,
        rowErrors: error.rowErrors,
        errorRows: error.errorRows,
        result: error.rowErrors.length ? await errorWorkbook(t, error.rowErrors) : null,
      });
      return;
    }
    const { valid, errors, errorRows } = checked;
    const hashes = kind.account
      ? await hashOnce(
          passwords,
          valid.map((r) => kind.account?.(r.value).password ?? ''),
          (done, total) => run.progress(done, total, 30 + Math.floor((done / total) * 65)),
        )
      : [];
    const result = errors.length ? await errorWorkbook(t, errors) : null;
    await run.db.transaction().execute(async (tx) => {
      // The package's learner limit, counted under the school's lock: over it, the whole import is refused.
      const room = await (kind.addsLearners
        ? assertRoom(tx, run.job.idSite, 'learners', valid.length)
        : Promise.resolve()
      ).then(
        () => true,
        (error) => {
          if (error instanceof HttpError) return false;
          throw error;
        },
      );
      if (!room) {
        await run.finish(tx, { status: 'failed', errorKey: 'servicePackage.importOverLimit' });
        return;
      }
      // First: only this process, still holding the job, applies it (the row stays locked till the commit).
      await run.finish(tx, {
        status: 'done',
        doneRows: valid.length,
        totalRows: valid.length + errorRows,
        errorRows,
        rowErrors: errors,
        result,
      });
      await kind.apply(
        scopedDb(tx, run.job.idSite),
        valid.map((r) => r.value),
        run,
        hashes,
      );
    });
  };

export const IMPORTS = (passwords: PasswordHasher): Record<ImportModule, JobWork> => ({
  student: runImport(passwords, IMPORT_KINDS.student),
  teacher: runImport(passwords, IMPORT_KINDS.teacher),
  member: runImport(passwords, IMPORT_KINDS.member),
  score: runImport(passwords, IMPORT_KINDS.score),
});
