import { PassThrough } from 'node:stream';
import { EXPORT_ROWS_MAX } from '@saola/core/api';
import { wallTimeOf } from '@saola/core/dates';
import { formatPhone } from '@saola/core/format';
import ExcelJS from 'exceljs';
import { type SelectQueryBuilder, sql } from 'kysely';
import { maskEmail, maskPhone } from '../../policy/learner-scope';
import type { JobRun } from './worker';

/** What every export job writes with: a streaming workbook, a batched walk of its list, and its cells. */

/** Rows read per statement: the export holds one batch and the compressed file, never the whole list. */
const BATCH = 2000;

/**
 * A learner's email and phone as the creator may see them (SPEC §6): whole, the phone written as the school's
 * people write it (kept in E.164), or masked as the lists show them.
 */
export const contactsFor = (run: JobRun, r: { email: string | null; phone: string | null }) =>
  run.viewer.contacts
    ? { email: r.email, phone: r.phone && formatPhone(r.phone, run.viewer.timeZone) }
    : { email: maskEmail(r.email), phone: maskPhone(r.phone) };

const DAY = 86_400_000;
/** Zone and UTC day → the zone's offset all that day, or null when its clock changes that day. */
const offsets = new Map<string, number | null>();

/**
 * The zone's offset from UTC through a UTC day, asked of Intl at the day's first and last millisecond (a zone
 * never changes its offset and back within a day): an export's dates fall on few days, and asking Intl for
 * each of its 200,000 dates took a second.
 */
function offsetThrough(day: number, zone: string): number | null {
  const key = `${zone} ${day}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    if (offsets.size >= 10_000) offsets.clear();
    const first = day * DAY;
    const last = first + DAY - 1;
    const atFirst = wallTimeOf(new Date(first), zone).getTime() - first;
    offset = wallTimeOf(new Date(last), zone).getTime() - last === atFirst ? atFirst : null;
    offsets.set(key, offset);
  }
  return offset;
}

/** A date cell as the school reads it: spreadsheets have no zone, so the cell holds the school's wall clock. */
export function schoolTime(run: JobRun, value: Date | string | null): Date | null {
  if (!value) return null;
  const moment = new Date(value).getTime();
  const offset = offsetThrough(Math.floor(moment / DAY), run.viewer.timeZone);
  return offset === null ? wallTimeOf(new Date(moment), run.viewer.timeZone) : new Date(moment + offset);
}

export interface Column {
  header: string;
  key: string;
  width: number;
  style?: Partial<ExcelJS.Style>;
}

/** The writer's style table (exceljs 4.4 keeps it on the workbook, outside its types). */
interface StyleTable {
  addStyleModel(style: Partial<ExcelJS.Style>, cellType: number): number;
}

/**
 * exceljs finds each cell's style id by rendering the cell's style to XML, and every cell holds its own copy
 * of its column's style, so it rendered 1.2 million styles for 100,000 rows: half the writing time. An
 * export's styles are few (its columns'), so each is looked up once.
 */
function styleOnce(book: ExcelJS.stream.xlsx.WorkbookWriter) {
  const styles = (book as unknown as { styles?: StyleTable }).styles;
  if (typeof styles?.addStyleModel !== 'function') return;
  const lookUp = styles.addStyleModel.bind(styles);
  const ids = new Map<string, number>();
  styles.addStyleModel = (style, cellType) => {
    const key = `${cellType} ${JSON.stringify(style)}`;
    let id = ids.get(key);
    if (id === undefined) {
      id = lookUp(style, cellType);
      ids.set(key, id);
    }
    return id;
  };
}

/**
 * A streaming workbook (exceljs' writer, no shared strings): rows are committed as they are added, and the
 * compressed bytes gathered; `done()` answers the file.
 */
export function streamingBook(sheetTitle: string, columns: Column[]) {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: true });
  book.creator = 'Saola';
  styleOnce(book);
  const sheet = book.addWorksheet(sheetTitle.replace(/[*?:\\/[\]]/g, '-').slice(0, 31));
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return {
    add(values: Record<string, unknown>) {
      sheet.addRow(values).commit();
    },
    async done(): Promise<Buffer> {
      sheet.commit();
      await book.commit();
      return Buffer.concat(chunks);
    },
  };
}

export type StreamingBook = ReturnType<typeof streamingBook>;

export const DATE = { numFmt: 'dd/mm/yyyy hh:mm' };

/**
 * Walks a list in id order, a batch per statement, up to the `total` counted and the limit the creator asked,
 * adding each row's cells to the book and reporting progress per batch; then finishes the job with the file.
 */
export async function writeBook<R extends { id: number }>(
  run: JobRun,
  book: StreamingBook,
  total: number,
  next: (after: number, take: number) => Promise<R[]>,
  cells: (row: R) => Record<string, unknown>,
) {
  let after = 0;
  let done = 0;
  const limit = Math.min(total, limitOf(filters(run)));
  while (done < limit) {
    const rows = await next(after, Math.min(BATCH, limit - done));
    if (!rows.length) break;
    for (const row of rows) book.add(cells(row));
    done += rows.length;
    after = rows[rows.length - 1]?.id ?? after;
    await run.progress(done, limit);
  }
  await run.finish(run.db, { status: 'done', result: await book.done(), doneRows: done, totalRows: done });
}

/** How many rows an export's list holds: its query with the selection replaced by a count. */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) {
  // Over a query generic in its tables kysely cannot name the selection's type: it is the one column selected.
  const row = (await query.clearSelect().select(sql<number>`count(*)::int`.as('total')).executeTakeFirst()) as
    | { total: number }
    | undefined;
  return row?.total ?? 0;
}

export const filters = (run: JobRun) =>
  (run.job.params as { filters: Record<string, unknown> }).filters ?? {};
export const limitOf = (f: Record<string, unknown>) =>
  Math.min(Number(f.limit ?? EXPORT_ROWS_MAX), EXPORT_ROWS_MAX);
