import {
  IMPORT_ROWS_MAX,
  type ImportModule,
  memberAddPayload,
  ROW_ERRORS_MAX,
  type RowError,
} from '@saola/core/api';
import { ID_TYPE, LOCALES } from '@saola/core/constants';
import { type Translate, type TranslationKey, translator } from '@saola/core/i18n';
import { validateWith } from '@saola/core/validate';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { HttpError } from '../../http/errors';
import { scopedDb } from '../../http/scoped';
import type { PasswordHasher } from '../../security/passwords';
import { assertPasswordPolicy } from '../auth/password-policy';
import { openMemberRegistration } from '../organisation/approval-machine';
import { assertRoom } from '../settings/limits';
import type { JobRun, JobWork } from './worker';

/** A member file's columns, in order: the field each fills and the header the template gives it. */
export const MEMBER_COLUMNS = [
  { field: 'fullName', label: 'dataImport.fullName', required: true },
  { field: 'username', label: 'dataImport.username', required: true },
  { field: 'password', label: 'dataImport.password', required: true },
  { field: 'email', label: 'dataImport.email', required: false },
  { field: 'phone', label: 'dataImport.phone', required: false },
  { field: 'unit', label: 'dataImport.unit', required: false },
  { field: 'position', label: 'dataImport.position', required: false },
  { field: 'memberGroup', label: 'dataImport.memberGroup', required: false },
] as const satisfies ReadonlyArray<{ field: string; label: TranslationKey; required: boolean }>;

const fold = (text: string) =>
  text
    .normalize('NFC')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\s*\*$/, '')
    .toLowerCase();

/** A header as the template writes it: required columns carry an asterisk. */
export const headerOf = (t: Translate, column: (typeof MEMBER_COLUMNS)[number]) =>
  `${t(column.label)}${column.required ? ' *' : ''}`;

/** The template: the header row in the caller's language and one example row. */
export async function memberTemplate(t: Translate): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Saola';
  const sheet = book.addWorksheet(t('report.members').slice(0, 31));
  sheet.columns = MEMBER_COLUMNS.map((c) => ({ header: headerOf(t, c), key: c.field, width: 22 }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow({
    fullName: 'Nguyễn Văn An',
    username: 'nguyenvanan',
    password: 'Saola@2026',
    email: 'an.nguyen@example.vn',
    phone: '0912345678',
    unit: '',
    position: '',
    memberGroup: '',
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A cell's text whatever Excel stored: a number, a date, rich text, a hyperlink or a formula's result. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value)
      return value.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  }
  return '';
}

/** The refused rows as a workbook to download: row number, column and why. */
export async function errorWorkbook(t: Translate, errors: RowError[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Saola';
  const sheet = book.addWorksheet(t('dataImport.errorsSheet').slice(0, 31));
  sheet.columns = [
    { header: t('dataImport.row'), key: 'row', width: 8 },
    { header: t('dataImport.column'), key: 'field', width: 24 },
    { header: t('dataImport.error'), key: 'message', width: 60 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const e of errors) sheet.addRow(e);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Why a whole file is refused (bad header, unreadable, too many rows): failed, nothing applied. */
class FileRefused extends Error {
  constructor(
    readonly key: TranslationKey,
    readonly rowErrors: RowError[] = [],
  ) {
    super(key);
  }
}

interface MemberRow {
  row: number;
  fullName: string;
  username: string;
  password: string;
  email: string | null;
  phone: string | null;
  idUnit: number | null;
  idPosition: number | null;
  idMemberGroup: number | null;
}

/** The names a file may give for units, positions and member groups, folded, each to its id. */
async function namesOf(run: JobRun) {
  const site = run.job.idSite;
  const [units, positions, groups] = await Promise.all([
    run.db.selectFrom('units').select(['id', 'name']).where('idSite', '=', site).execute(),
    run.db.selectFrom('positions').select(['id', 'name']).where('idSite', '=', site).execute(),
    run.db.selectFrom('memberGroups').select(['id', 'name']).where('idSite', '=', site).execute(),
  ]);
  const map = (rows: Array<{ id: number; name: string }>) => new Map(rows.map((r) => [fold(r.name), r.id]));
  return { units: map(units), positions: map(positions), groups: map(groups) };
}

/**
 * Reads and checks every row of a member file; answers the rows to add, or throws FileRefused with every
 * refused row (up to ROW_ERRORS_MAX) so the file is refused whole.
 */
async function readMembers(run: JobRun): Promise<MemberRow[]> {
  const { t, locale } = run;
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(run.job.input as never);
  } catch {
    throw new FileRefused('dataImport.unreadable');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new FileRefused('dataImport.unreadable');
  // The header: each column's label in any of the product's languages, in the template's order.
  const header = sheet.getRow(1);
  const labels = LOCALES.map((l) => translator(l));
  const headerErrors: RowError[] = [];
  MEMBER_COLUMNS.forEach((column, i) => {
    const found = fold(cellText(header.getCell(i + 1).value));
    if (!labels.some((tr) => fold(tr(column.label)) === found))
      headerErrors.push({
        row: 1,
        field: headerOf(t, column),
        message: t('dataImport.headerExpected', { header: headerOf(t, column) }),
      });
  });
  if (headerErrors.length) throw new FileRefused('dataImport.badHeader', headerErrors);
  if (sheet.rowCount - 1 > IMPORT_ROWS_MAX) throw new FileRefused('dataImport.tooManyRows');

  const site = await run.db
    .selectFrom('sites')
    .selectAll()
    .where('id', '=', run.job.idSite)
    .executeTakeFirstOrThrow();
  const names = await namesOf(run);
  const errors: RowError[] = [];
  const refuse = (row: number, column: (typeof MEMBER_COLUMNS)[number] | null, message: string) => {
    if (errors.length < ROW_ERRORS_MAX)
      errors.push({ row, field: column ? headerOf(t, column) : '', message });
  };
  const columnOf = (field: string) => MEMBER_COLUMNS.find((c) => c.field === field) ?? null;
  const rows: MemberRow[] = [];
  const seen = new Map<string, number>();
  let errorRows = 0;
  const last = sheet.rowCount;
  for (let number = 2; number <= last; number++) {
    const cells = MEMBER_COLUMNS.map((_, i) => cellText(sheet.getRow(number).getCell(i + 1).value));
    if (cells.every((c) => !c)) continue;
    const raw = Object.fromEntries(MEMBER_COLUMNS.map((c, i) => [c.field, cells[i] ?? '']));
    const before = errors.length;
    let failed = false;
    const lookup = (
      field: 'unit' | 'position' | 'memberGroup',
      map: Map<string, number>,
      key: TranslationKey,
    ) => {
      const name = raw[field] ?? '';
      if (!name) return null;
      const id = map.get(fold(name));
      if (id === undefined) {
        failed = true;
        refuse(number, columnOf(field), t(key, { name }));
      }
      return id ?? null;
    };
    const idUnit = lookup('unit', names.units, 'dataImport.unknownUnit');
    if (idUnit && run.viewer.units && !run.viewer.units.includes(idUnit)) {
      failed = true;
      refuse(number, columnOf('unit'), t('dataImport.unknownUnit', { name: raw.unit ?? '' }));
    }
    const idPosition = lookup('position', names.positions, 'dataImport.unknownPosition');
    const idMemberGroup = lookup('memberGroup', names.groups, 'dataImport.unknownMemberGroup');
    // The same struct as the member form checks every row.
    const payload = {
      fullName: raw.fullName,
      username: raw.username,
      password: raw.password,
      email: raw.email || null,
      phone: raw.phone || null,
    };
    const checked = validateWith(memberAddPayload, payload, locale);
    if (!checked.ok) {
      failed = true;
      for (const e of checked.errors) refuse(number, columnOf(e.field), e.message);
    } else {
      try {
        assertPasswordPolicy(site, raw.password ?? '', 'password', t);
      } catch (error) {
        failed = true;
        const data = error instanceof HttpError ? (error.data as Array<{ message: string }> | null) : null;
        refuse(number, columnOf('password'), data?.[0]?.message ?? t('validation.invalidValue'));
      }
    }
    const username = (raw.username ?? '').trim();
    const key = username.toLowerCase();
    if (username && seen.has(key)) {
      failed = true;
      refuse(number, columnOf('username'), t('dataImport.duplicateInFile', { row: seen.get(key) ?? 0 }));
    } else if (username) seen.set(key, number);
    if (failed || errors.length > before) errorRows++;
    else
      rows.push({
        row: number,
        fullName: raw.fullName?.trim() ?? '',
        username,
        password: raw.password ?? '',
        email: raw.email?.trim() || null,
        phone: raw.phone?.trim() || null,
        idUnit,
        idPosition,
        idMemberGroup,
      });
    if (number % 500 === 0)
      await run.progress(number - 1, last - 1, Math.floor(((number - 1) / Math.max(last - 1, 1)) * 30));
  }
  // Usernames already taken in the school, in batches.
  for (let i = 0; i < rows.length; i += 1000) {
    const batch = rows.slice(i, i + 1000);
    const taken = await run.db
      .selectFrom('users')
      .select(sql<string>`lower(username)`.as('name'))
      .where('idSite', '=', run.job.idSite)
      .where(sql<boolean>`lower(username) in (${sql.join(batch.map((r) => r.username.toLowerCase()))})`)
      .execute();
    const names = new Set(taken.map((r) => r.name));
    for (const r of batch)
      if (names.has(r.username.toLowerCase())) {
        errorRows++;
        refuse(r.row, columnOf('username'), t('errors.usernameTaken'));
      }
  }
  if (errors.length) {
    errors.sort((a, b) => a.row - b.row);
    throw Object.assign(new FileRefused('dataImport.rowsRefused', errors), { errorRows });
  }
  if (!rows.length) throw new FileRefused('dataImport.noRows');
  return rows;
}

/**
 * A member import, all-or-nothing: every row is checked first (the member form's struct, the password policy,
 * units, positions and groups by name, usernames free and not repeated); one refused row and nothing is
 * applied, the result file listing each refused row. Otherwise the accounts are added in the transaction
 * that marks the job done, and only while this process still holds it: a process killed mid-way applied none.
 */
export const memberImport =
  (passwords: PasswordHasher): JobWork =>
  async (run) => {
    const { t } = run;
    let rows: MemberRow[];
    try {
      rows = await readMembers(run);
    } catch (error) {
      if (!(error instanceof FileRefused)) throw error;
      const errorRows = (error as FileRefused & { errorRows?: number }).errorRows ?? error.rowErrors.length;
      await run.finish(run.db, {
        status: 'failed',
        errorKey: error.key,
        rowErrors: error.rowErrors,
        errorRows,
        result: error.rowErrors.length ? await errorWorkbook(t, error.rowErrors) : null,
      });
      return;
    }
    const hashes: string[] = [];
    for (const [i, r] of rows.entries()) {
      hashes.push(await passwords.hash(r.password));
      if (i % 20 === 19)
        await run.progress(i + 1, rows.length, 30 + Math.floor(((i + 1) / rows.length) * 65));
    }
    await run.db.transaction().execute(async (tx) => {
      // The package's learner limit, counted under the school's lock: over it, the whole import is refused.
      const room = await assertRoom(tx, run.job.idSite, 'learners', rows.length).then(
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
      await run.finish(tx, { status: 'done', doneRows: rows.length, totalRows: rows.length });
      const scoped = scopedDb(tx, run.job.idSite);
      for (let i = 0; i < rows.length; i += 500) {
        const created = await scoped
          .insert(
            'users',
            rows.slice(i, i + 500).map((r, j) => ({
              fullName: r.fullName,
              username: r.username,
              email: r.email,
              phone: r.phone,
              idUnit: r.idUnit,
              idPosition: r.idPosition,
              idMemberGroup: r.idMemberGroup,
              idType: ID_TYPE.STUDENT,
              studentKind: 'registered' as const,
              status: 'active' as const,
              passwordHash: hashes[i + j] as string,
              locale: run.locale,
            })),
          )
          .returning('id')
          .execute();
        // Where moderation is on, each new member waits for approval, as one added by the form does.
        for (const { id } of created) await openMemberRegistration(scoped, id, run.job.idUser);
      }
    });
  };

export const IMPORTS = (passwords: PasswordHasher): Record<ImportModule, JobWork> => ({
  member: memberImport(passwords),
});
