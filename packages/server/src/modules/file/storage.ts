import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extensionOf } from '@saola/core/validate';
import { sign, signatureMatches } from '../../security/tokens';
import { sniffedType } from './sniff';

/** How long an upload URL stays valid. */
export const UPLOAD_URL_TTL_MS = 15 * 60_000;

/**
 * A private file's URL lasts at least this long, and ends at the turn of an hour: the URLs a page gets stay
 * the same, and so cacheable, within the hour, and a lesson opened now plays for two hours at least.
 */
export const PRIVATE_URL_TTL_MS = 2 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

/** When a private URL made now stops working (epoch milliseconds). */
export function privateUrlExpiry(now: Date): number {
  return Math.ceil((now.getTime() + PRIVATE_URL_TTL_MS) / HOUR_MS) * HOUR_MS;
}

/**
 * The stored file a key belongs to: the file itself, or one of its derived files (HLS playlists and
 * segments, poster) under `<key>.media/`. A signature over it covers them all, so relative segment URLs work.
 */
export function fileKeyOf(key: string): string {
  const [idSite, name = ''] = key.split('/');
  return `${idSite}/${name.replace(/\.media$/, '')}`;
}

export const SNIFF_BYTES = 4100;

export interface UploadGrant {
  idSite: number;
  idFile: number;
  size: number;
  contentType: string;
  expires: number;
}

const grantText = (g: UploadGrant) => `${g.idSite}.${g.idFile}.${g.size}.${g.contentType}.${g.expires}`;
/** Unlike an upload grant's text, so neither signature can stand for the other. */
const readText = (fileKey: string, expires: number) => `read:${fileKey}:${expires}`;

/** What InsertFile learns about the bytes a client says it uploaded: if kept, the type they show. */
export type StoredCheck =
  | { state: 'ok'; contentType: string }
  | { state: 'incomplete' }
  | { state: 'disguised' };

/** A pending upload as InsertFile checks it. */
export interface Arrival {
  key: string;
  size: number;
  /** The file's name: its extension says what the bytes must be. */
  name: string;
  isPublic: boolean;
}

/** Types a browser shows in the page without running anything; anything else is offered as a download. */
const INLINE = /^(?:image\/(?:jpeg|png)|video\/|audio\/|application\/pdf$)/;

export function dispositionOf(contentType: string, name: string): string {
  return `${INLINE.test(contentType) ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(name)}`;
}

declare module '../../http/context' {
  interface Services {
    storage: FileStore;
  }
}

/** Where file bytes live: local disk by default, an S3-compatible bucket when configured. */
export interface FileStore {
  /** A new, unguessable key: saved files are public-read behind it. */
  newKey(idSite: number, extension: string): string;
  /** The URL the browser PUTs the bytes to, bound to this size and content type, expiring. */
  uploadUrl(grant: UploadGrant, key: string, origin: string, now: Date): Promise<string>;
  /** Where a public file (avatar, cover, logo) is read from by anyone. */
  publicUrl(key: string, origin: string): string;
  /** Where a private file, or a file derived from it, is read from until the URL expires. */
  privateUrl(key: string, origin: string, now: Date): Promise<string>;
  /**
   * After the client reports the upload done: the bytes are all there and are what the name claims, and
   * what is kept under the key is exactly what was checked.
   */
  check(arrival: Arrival): Promise<StoredCheck>;
  remove(key: string): Promise<void>;
}

export function newKey(idSite: number, extension: string): string {
  return `${idSite}/${randomBytes(16).toString('hex')}${extension ? `.${extension}` : ''}`;
}

/** Where uploads arriving are written before they are kept: one folder, so a sweep need not walk every file. */
const ARRIVING = '.arriving';

/** Local disk under DATA_DIR/files behind signed, expiring upload URLs served by this process. */
export class LocalStorage implements FileStore {
  constructor(
    readonly root: string,
    private readonly secret: string,
  ) {}

  newKey = newKey;

  async uploadUrl(grant: UploadGrant, _key: string, origin: string): Promise<string> {
    return `${origin}${this.uploadPath(grant)}`;
  }

  publicUrl(key: string, origin: string): string {
    return `${origin}/files/${key}`;
  }

  /** The expiry and signature sit in the path, before the key: relative HLS URLs resolve under them. */
  async privateUrl(key: string, origin: string, now: Date): Promise<string> {
    const expires = Math.floor(privateUrlExpiry(now) / 1000);
    return `${origin}/files/s/${expires}.${sign(this.secret, readText(fileKeyOf(key), expires))}/${key}`;
  }

  readIsValid(
    fileKey: string,
    expires: number,
    signature: string,
    now: Date,
  ): 'ok' | 'expired' | 'bad-signature' {
    if (!signatureMatches(this.secret, readText(fileKey, expires), signature)) return 'bad-signature';
    return expires * 1000 < now.getTime() ? 'expired' : 'ok';
  }

  /**
   * The PUT route refused a disguised file as it arrived; the first bytes are read again for the type to
   * store. Once the file is registered its upload URL is refused, so these bytes stay the ones checked.
   */
  async check({ key, size, name }: Arrival): Promise<StoredCheck> {
    if ((await this.sizeOf(key)) !== size) return { state: 'incomplete' };
    const file = await open(this.path(key));
    try {
      const { buffer, bytesRead } = await file.read(Buffer.alloc(SNIFF_BYTES), 0, SNIFF_BYTES, 0);
      const contentType = sniffedType(extensionOf(name), buffer.subarray(0, bytesRead));
      if (contentType) return { state: 'ok', contentType };
    } finally {
      await file.close();
    }
    await this.remove(key);
    return { state: 'disguised' };
  }

  async remove(key: string): Promise<void> {
    await this.discard(this.path(key));
  }

  /** The URL the browser PUTs to; size and content type are bound into its signature. */
  uploadPath(grant: UploadGrant): string {
    return `/Storage/Upload/${grant.idFile}?expires=${grant.expires}&sig=${sign(this.secret, grantText(grant))}`;
  }

  grantIsValid(grant: UploadGrant, signature: string, now: Date): 'ok' | 'expired' | 'bad-signature' {
    if (!signatureMatches(this.secret, grantText(grant), signature)) return 'bad-signature';
    return grant.expires * 1000 < now.getTime() ? 'expired' : 'ok';
  }

  path(key: string): string {
    return join(this.root, key);
  }

  /**
   * Streams a body to a temporary file, refusing more than `size` bytes. Answers the byte count and the
   * first bytes (for the content check); the caller then keeps or discards it.
   */
  async receive(body: Readable, size: number): Promise<{ temp: string; bytes: number; head: Buffer }> {
    const temp = join(this.root, ARRIVING, randomBytes(12).toString('hex'));
    await mkdir(dirname(temp), { recursive: true });
    let bytes = 0;
    const head: Buffer[] = [];
    let headBytes = 0;
    body.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (headBytes < SNIFF_BYTES) {
        head.push(chunk.subarray(0, SNIFF_BYTES - headBytes));
        headBytes += Math.min(chunk.length, SNIFF_BYTES - headBytes);
      }
      if (bytes > size) body.destroy(new TooLarge());
    });
    try {
      await pipeline(body, createWriteStream(temp));
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return { temp, bytes, head: Buffer.concat(head) };
  }

  /**
   * Removes what uploads cut short by a crash left behind. Only parts older than any upload could still be
   * running (the request timeout), so a second process sharing the folder keeps its uploads.
   */
  async sweepPartials(olderThan: Date): Promise<number> {
    const folder = join(this.root, ARRIVING);
    let removed = 0;
    for (const name of await readdir(folder).catch(() => [])) {
      const path = join(folder, name);
      if ((await stat(path)).mtime < olderThan) {
        await rm(path, { force: true });
        removed++;
      }
    }
    return removed;
  }

  async keep(temp: string, key: string): Promise<void> {
    await mkdir(dirname(this.path(key)), { recursive: true });
    await rename(temp, this.path(key));
  }

  async discard(path: string): Promise<void> {
    await rm(path, { force: true });
  }

  async sizeOf(key: string): Promise<number | undefined> {
    try {
      return (await stat(this.path(key))).size;
    } catch {
      return undefined;
    }
  }
}

export class TooLarge extends Error {}
