import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import { IMPORT_BYTES_MAX } from '@saola/core/api';
import { translate } from '@saola/core/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** The largest file a form may carry: the import's (the only file form; storage uploads PUT to a signed URL). */
export const FORM_FILE_BYTES_MAX = IMPORT_BYTES_MAX;

const BYTES = Symbol('bytes');

/**
 * A file a form carried, as a handler's payload holds it: what the contract's struct checks (name, size,
 * type) and a digest (so a retried request is told from another file); the bytes sit behind a symbol, out of
 * reach of the validator's walk over the payload and of the idempotency digest.
 */
export interface FormFile {
  name: string;
  type: string;
  size: number;
  sha256: string;
  [BYTES]: Buffer;
}

/** The bytes of a file a form carried; undefined for a look-alike object sent as JSON. */
export const bytesOf = (file: { name: string }): Buffer | undefined => (file as Partial<FormFile>)[BYTES];

/**
 * Multipart form data (SPEC §7: "multipart for file forms"), read only by the routes whose endpoint says so.
 * @fastify/multipart is Fastify's own plugin; its 10.x line is the one written for Fastify 5.
 */
export async function multipartPlugin(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: FORM_FILE_BYTES_MAX, files: 1, fields: 20, fieldSize: 10_000, parts: 21 },
  });
}

function tooLarge(request: FastifyRequest, field: string) {
  const params = { max: `${FORM_FILE_BYTES_MAX / 1024 / 1024} MB` };
  const message = translate(request.locale, 'dataImport.tooLarge', params);
  return new HttpError(413, 'dataImport.tooLarge', params, [{ field, message }]);
}

/**
 * The form's fields as a payload: text fields as strings (a repeated one as a list), the file as a FormFile.
 * A file over the limit is a 413 in the request's language; more files or fields than a form has, a 400.
 */
export async function formOf(request: FastifyRequest): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = Object.create(null);
  const put = (key: string, value: unknown) => {
    const before = body[key];
    body[key] = before === undefined ? value : Array.isArray(before) ? [...before, value] : [before, value];
  };
  let field = 'file';
  try {
    for await (const part of request.parts()) {
      field = part.fieldname;
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        const file: FormFile = {
          name: part.filename,
          type: part.mimetype,
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('base64url'),
          [BYTES]: bytes,
        };
        put(part.fieldname, file);
      } else put(part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(request, field);
    throw new HttpError(400, 'validation.invalidParameter');
  }
  return { ...body };
}
