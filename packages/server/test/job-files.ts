import type { FieldError } from '@saola/core/validate';
import ExcelJS from 'exceljs';
import type { Call, TestServer } from './harness';

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

export interface ImportForm {
  module?: string;
  policy?: string;
  name?: string;
  bytes: Buffer;
  locale?: Call['locale'];
  token: string;
}

/** Sends an import the way the browser does: multipart form data. */
export async function startImport(
  t: TestServer,
  { module = 'member', policy = 'all', name = 'members.xlsx', bytes, locale = 'en-US', token }: ImportForm,
) {
  const form = new FormData();
  form.append('module', module);
  form.append('policy', policy);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const body = new Response(form);
  const response = await t.server.app.inject({
    method: 'POST',
    url: '/Lms/Import/Start',
    headers: {
      authorization: `Bearer ${token}`,
      'content-language': locale,
      'content-type': body.headers.get('content-type') as string,
    },
    payload: Buffer.from(await body.arrayBuffer()),
  });
  const reply = response.json() as { data: unknown; message: string };
  return { status: response.statusCode, body: reply, errors: reply.data as FieldError[] };
}
