import ExcelJS from 'exceljs';
import type { TestServer } from './harness';

/** A job's file as its caller downloads it (the reply is the file, not JSON). */
export async function downloadJob(t: TestServer, id: number, token: string) {
  const response = await t.server.app.inject({
    method: 'GET',
    url: `/Lms/Job/Download?id=${id}`,
    headers: { authorization: `Bearer ${token}`, 'content-language': 'en-US' },
  });
  return { status: response.statusCode, bytes: response.rawPayload, headers: response.headers };
}

export async function readBook(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as never);
  return book;
}

/** A sheet's rows as text, the header first. */
export const rowsOf = (sheet: ExcelJS.Worksheet) => {
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
};
