import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import type { RowError } from '@saola/core/api';
import type { Translate, TranslationKey } from '@saola/core/i18n';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { sniff } from '../file';

/** What an import file is, by its bytes. */
export type ImportFormat = 'xlsx' | 'csv';

/** Entries every .xlsx holds: a zip without them is some other document renamed. */
const XLSX_ENTRIES = ['[Content_Types].xml', 'xl/workbook.xml'];

/** What a workbook may unpack to: a full import (IMPORT_ROWS_MAX rows) unpacks to a fraction of it. */
export const XLSX_UNPACKED_MAX = 256 * 1024 * 1024;

interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  packed: number;
  offset: number;
}

/** The entries of a zip's central directory; null when the bytes are no readable zip. */
function zipEntries(bytes: Buffer): ZipEntry[] | null {
  // The end-of-central-directory record: 22 bytes plus a comment of at most 65,535, at the very end.
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let i = bytes.length - 22; i >= from; i--)
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const skip = nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    entries.push({
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      packed: bytes.readUInt32LE(at + 20),
      offset: bytes.readUInt32LE(at + 42),
    });
    at += 46 + skip;
  }
  return entries;
}

type Unpacked = number | 'broken' | 'over';

/** Inflates raw deflate bytes only to count them, giving up past `max`. */
function inflatedSize(packed: Buffer, max: number): Promise<Unpacked> {
  return new Promise((resolve) => {
    let size = 0;
    const inflate = createInflateRaw();
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        inflate.destroy();
        resolve('over');
      }
    });
    inflate.on('error', () => resolve('broken'));
    inflate.on('end', () => resolve(size));
    inflate.end(packed);
  });
}

/**
 * What a zip's entries unpack to in all, by inflating them (the sizes a zip declares may lie), up to `max`.
 * Only a plain zip is measured: every entry stored or deflated, one after the other from the start as a
 * streaming reader meets them (so no entry hides from this count), each one's data ending where it says.
 */
async function unpackedSize(bytes: Buffer, entries: ZipEntry[], max: number): Promise<Unpacked> {
  let expected = 0;
  let total = 0;
  for (const entry of [...entries].sort((a, b) => a.offset - b.offset)) {
    const at = entry.offset;
    if (at !== expected || at + 30 > bytes.length || bytes.readUInt32LE(at) !== 0x04034b50) return 'broken';
    const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    const packed = bytes.subarray(start, start + entry.packed);
    if (packed.length !== entry.packed) return 'broken';
    const size =
      entry.method === 0
        ? entry.packed
        : entry.method === 8
          ? await inflatedSize(packed, max - total)
          : 'broken';
    if (typeof size !== 'number') return size;
    if (total + size > max) return 'over';
    total += size;
    expected = start + entry.packed;
    // A data descriptor after the data (its signature optional): crc, packed and unpacked sizes.
    if (entry.flags & 0x08)
      expected += expected + 4 <= bytes.length && bytes.readUInt32LE(expected) === 0x08074b50 ? 16 : 12;
  }
  return total;
}

const BOM = /^\uFEFF/;

/** The text of a CSV file: UTF-8 (a BOM allowed) with no control characters but tabs and line ends. */
function csvText(bytes: Buffer): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(BOM, '');
  } catch {
    return null;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: binary bytes are exactly what is refused
  return /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(text) ? null : text;
}

/**
 * What the bytes of an import file are, checked against its name: an .xlsx must be a zip holding a workbook
 * that unpacks to at most XLSX_UNPACKED_MAX, a .csv text whose first rows parse as a table of several
 * columns. Answers the refusal's message key else.
 */
export async function sniffImport(
  bytes: Buffer,
  extension: string,
): Promise<{ format: ImportFormat } | { refused: TranslationKey }> {
  if (!bytes.length) return { refused: 'validation.fileRequired' };
  if (extension === 'xlsx') {
    const entries = sniff(bytes.subarray(0, 16)) === 'zip' ? zipEntries(bytes) : null;
    const names = new Set(entries?.map((e) => e.name));
    if (!entries || !XLSX_ENTRIES.every((e) => names.has(e))) return { refused: 'dataImport.disguised' };
    // A small file that unpacks to gigabytes (a zip bomb) would fill the job's memory or disk.
    const unpacked = await unpackedSize(bytes, entries, XLSX_UNPACKED_MAX);
    if (unpacked === 'over') return { refused: 'dataImport.unpacksTooLarge' };
    return unpacked === 'broken' ? { refused: 'dataImport.disguised' } : { format: 'xlsx' };
  }
  const text = csvText(bytes);
  if (text === null) return { refused: 'dataImport.notCsv' };
  const parsed = Papa.parse<string[]>(text, { preview: 20, skipEmptyLines: 'greedy' });
  const header = parsed.data[0];
  if (parsed.errors.some((e) => e.type === 'Quotes') || !header || header.length < 2)
    return { refused: 'dataImport.notCsv' };
  return { format: 'csv' };
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

/** One data row: its number in the sheet (the header is row 1) and its cells' text. */
export interface SheetRow {
  number: number;
  cells: string[];
}

/** Why a whole file is refused (bad header, unreadable, too many rows): failed, nothing applied. */
export class FileRefused extends Error {
  constructor(
    readonly key: TranslationKey,
    readonly rowErrors: RowError[] = [],
    readonly errorRows = rowErrors.length,
  ) {
    super(key);
  }
}

/**
 * The header and the data rows (blank ones left out) of the first sheet, or of the CSV file. A workbook is
 * read as a stream, row by row (a 20 MB file unpacks to far more than it weighs), and a file with more than
 * `maxRows` data rows is refused as soon as the one past it is read.
 */
export async function readSheet(
  bytes: Buffer,
  format: ImportFormat,
  width: number,
  maxRows: number,
): Promise<{ header: string[]; rows: SheetRow[] }> {
  const rows: SheetRow[] = [];
  let header: string[] = [];
  const keep = (number: number, cells: string[]) => {
    if (number === 1) header = cells;
    else if (cells.some(Boolean)) rows.push({ number, cells });
    if (rows.length > maxRows) throw new FileRefused('dataImport.tooManyRows');
  };
  if (format === 'csv') {
    const text = csvText(bytes);
    if (text === null) throw new FileRefused('dataImport.unreadable');
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: false });
    parsed.data.forEach((cells, i) => {
      keep(
        i + 1,
        Array.from({ length: width }, (_, c) => (cells[c] ?? '').trim()),
      );
    });
    return { header, rows };
  }
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(
    // One chunk: the database hands back a Uint8Array, which Readable.from would stream byte by byte.
    Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]),
    {
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      worksheets: 'emit',
    },
  );
  try {
    for await (const sheet of reader) {
      for await (const row of sheet)
        keep(
          row.number,
          Array.from({ length: width }, (_, c) => cellText(row.getCell(c + 1).value)),
        );
      break;
    }
  } catch (error) {
    if (error instanceof FileRefused) throw error;
    throw new FileRefused('dataImport.unreadable');
  }
  return { header, rows };
}

/** A workbook of one sheet: a bold header row and the rows under it. */
export async function workbookOf(
  sheetName: string,
  columns: Array<{ header: string; key: string; width: number }>,
  rows: Array<Record<string, unknown>>,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Saola';
  const sheet = book.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The refused rows as a workbook to download: row number, column and why. */
export function errorWorkbook(t: Translate, errors: RowError[]): Promise<Buffer> {
  return workbookOf(
    t('dataImport.errorsSheet'),
    [
      { header: t('dataImport.row'), key: 'row', width: 8 },
      { header: t('dataImport.column'), key: 'field', width: 24 },
      { header: t('dataImport.error'), key: 'message', width: 60 },
    ],
    errors as unknown as Array<Record<string, unknown>>,
  );
}
