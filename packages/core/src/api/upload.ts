import { STORAGE_ACL } from '../constants';
import type { Client } from '../http/client';
import { translate } from '../i18n/translate';
import { extensionOf } from '../validate/predicates';
import { CONTENT_TYPES, type FileType, file as fileApi, type SavedFile, type UploadAction } from './file';

/** A file to upload: a browser File satisfies it. */
export interface UploadSource {
  name: string;
  type: string;
  size: number;
}

export type Progress = (fraction: number) => void;

/** A store's refusal in its own words: Saola's local storage says why it refused a file (a disguised type). */
export interface PutRefusal {
  status: number;
  message: string;
}

/**
 * Sends the bytes to the storage URL with no Authorization header; resolves with the HTTP status, or with
 * the refusal when the store said why.
 */
export type PutFile = (
  url: string,
  body: UploadSource,
  headers: Record<string, string>,
  onProgress: Progress,
) => Promise<number | PutRefusal>;

/** The message of a refusal that is a Saola reply; an S3 store's XML or an empty body has none. */
function refusal(status: number, body: string): number | PutRefusal {
  if (status >= 200 && status < 300) return status;
  try {
    const message = (JSON.parse(body) as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message ? { status, message } : status;
  } catch {
    return status;
  }
}

export interface UploadOptions {
  fileType: FileType;
  /** What the file is for: it decides the types allowed and who may read the file. */
  uploadAction: UploadAction;
  idSite?: number;
  onProgress?: Progress;
  put?: PutFile;
  /** For the message of the single failure toast. */
  locale?: Parameters<typeof translate>[0];
}

export type UploadResult =
  | { ok: true; file: SavedFile }
  /** `reason`: the server's own words on why, when it refused the upload (a type, the quota, the rate). */
  | { ok: false; step: 'ticket' | 'put' | 'insert'; reason?: string };

/** XMLHttpRequest where there is one (it reports upload progress), else fetch. */
export const defaultPut: PutFile = (url, body, headers, onProgress) => {
  const Xhr = (globalThis as { XMLHttpRequest?: typeof XMLHttpRequest }).XMLHttpRequest;
  if (!Xhr) {
    return fetch(url, { method: 'PUT', headers, body: body as unknown as BodyInit }).then(async (r) => {
      onProgress(1);
      return refusal(r.status, await r.text());
    });
  }
  return new Promise((resolve, reject) => {
    const xhr = new Xhr();
    xhr.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve(refusal(xhr.status, xhr.responseText));
    xhr.onerror = () => reject(new Error('network'));
    xhr.onabort = () => reject(new Error('aborted'));
    xhr.send(body as unknown as XMLHttpRequestBodyInit);
  });
};

/**
 * SPEC §4: ask for an upload URL, put the bytes to storage (no auth header, public-read), then register the
 * file. Any failure shows 'File upload failed!' once and stops. Progress goes from 0 to 1.
 */
export async function uploadFile(
  client: Client,
  source: UploadSource,
  options: UploadOptions,
): Promise<UploadResult> {
  const progress = options.onProgress ?? (() => {});
  const put = options.put ?? defaultPut;
  const fail = (step: 'ticket' | 'put' | 'insert', reason?: string): UploadResult => {
    client.notices.toast('error', translate(options.locale ?? 'vi', 'errors.uploadFailed'));
    return reason ? { ok: false, step, reason } : { ok: false, step };
  };

  progress(0);
  // The type the server will keep for this extension, not the browser's guess (Windows calls a CSV Excel).
  const contentType = CONTENT_TYPES[extensionOf(source.name)] ?? (source.type || 'application/octet-stream');
  const ticket = await client.request(
    fileApi.getUploadUrl,
    {
      fileName: source.name,
      contentType,
      size: source.size,
      fileType: options.fileType,
      uploadAction: options.uploadAction,
      ...(options.idSite ? { idSite: options.idSite } : {}),
    },
    { quiet: true },
  );
  if (ticket.error || !ticket.data) {
    const fields = ticket.data as unknown as Array<{ message?: string }> | null;
    return fail('ticket', (Array.isArray(fields) && fields[0]?.message) || ticket.message || undefined);
  }

  try {
    const stored = await put(
      ticket.data.uploadUrl,
      source,
      { 'Content-Type': contentType, 'x-amz-acl': STORAGE_ACL },
      (fraction) => progress(Math.min(0.99, Math.max(0, fraction))),
    );
    if (typeof stored !== 'number') return fail('put', stored.message);
    if (stored < 200 || stored >= 300) return fail('put');
  } catch {
    return fail('put');
  }

  const saved = await client.request(
    fileApi.insertFile,
    { idFile: ticket.data.idFile, ...(options.idSite ? { idSite: options.idSite } : {}) },
    { quiet: true },
  );
  // An S3 store cannot say why it took bytes the server then refuses (a disguised type): the server says so here.
  if (saved.error || !saved.data) return fail('insert', saved.message || undefined);
  progress(1);
  return { ok: true, file: saved.data };
}
