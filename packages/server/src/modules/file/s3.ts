import { extensionOf } from '@saola/core/validate';
import type { S3Settings } from '../../settings';
import { presign } from './sigv4';
import { sniffedType } from './sniff';
import {
  type Arrival,
  dispositionOf,
  type FileStore,
  newKey,
  PRIVATE_URL_TTL_MS,
  privateUrlExpiry,
  SNIFF_BYTES,
  type StoredCheck,
  type UploadGrant,
} from './storage';

const SERVER_REQUEST_TTL = 60;

/**
 * Where the browser's PUT lands: never the stored key, so a presigned URL still valid after registration
 * cannot change a checked file. One prefix, so a bucket lifecycle rule can expire what is left there.
 */
export const uploadKeyOf = (key: string) => `uploads/${key}`;

/**
 * An S3-compatible bucket: browsers PUT straight to it with a presigned URL that binds content type, size
 * and the ACL SPEC §4 sends. At registration the server checks that object's size and first bytes, then
 * copies exactly that version (by its ETag) to the stored key with the type the bytes show.
 */
export class S3Storage implements FileStore {
  constructor(
    private readonly settings: S3Settings,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly now: () => Date = () => new Date(),
  ) {}

  newKey = newKey;

  private objectUrl(key: string): URL {
    return new URL(`${this.settings.endpoint.replace(/\/+$/, '')}/${this.settings.bucket}/${key}`);
  }

  private async request(
    method: 'GET' | 'HEAD' | 'PUT' | 'DELETE',
    key: string,
    headers: Record<string, string> = {},
  ) {
    const url = await presign(this.settings, {
      method,
      url: this.objectUrl(key),
      headers,
      date: this.now(),
      expiresSeconds: SERVER_REQUEST_TTL,
    });
    return this.fetchImpl(url, { method, headers, signal: AbortSignal.timeout(10_000) });
  }

  uploadUrl(grant: UploadGrant, key: string, _origin: string, now: Date): Promise<string> {
    return presign(this.settings, {
      method: 'PUT',
      url: this.objectUrl(uploadKeyOf(key)),
      headers: {
        'content-type': grant.contentType,
        'content-length': String(grant.size),
        'x-amz-acl': 'public-read',
      },
      date: now,
      expiresSeconds: Math.max(1, grant.expires - Math.floor(now.getTime() / 1000)),
    });
  }

  publicUrl(key: string): string {
    return this.settings.publicBaseUrl
      ? `${this.settings.publicBaseUrl.replace(/\/+$/, '')}/${key}`
      : this.objectUrl(key).toString();
  }

  /** A presigned GET dated at the hour before its end, so it is the same URL for the whole hour. */
  privateUrl(key: string, _origin: string, now: Date): Promise<string> {
    const lasts = PRIVATE_URL_TTL_MS + 60 * 60_000;
    return presign(this.settings, {
      method: 'GET',
      url: this.objectUrl(key),
      date: new Date(privateUrlExpiry(now) - lasts),
      expiresSeconds: lasts / 1000,
    });
  }

  async check({ key, size, name, isPublic }: Arrival): Promise<StoredCheck> {
    const source = uploadKeyOf(key);
    const head = await this.request('HEAD', source);
    const etag = head.headers.get('etag');
    if (!head.ok || !etag || Number(head.headers.get('content-length')) !== size)
      return { state: 'incomplete' };
    // Every read names the version checked: a PUT meanwhile makes the store answer 412, not other bytes.
    const first = await this.request('GET', source, {
      range: `bytes=0-${SNIFF_BYTES - 1}`,
      'if-match': etag,
    });
    if (!first.ok) return { state: 'incomplete' };
    const contentType = sniffedType(
      extensionOf(name),
      new Uint8Array(await first.arrayBuffer()).subarray(0, SNIFF_BYTES),
    );
    if (!contentType) {
      await this.remove(source);
      return { state: 'disguised' };
    }
    const copied = await this.request('PUT', key, {
      'x-amz-copy-source': `/${this.settings.bucket}/${source}`,
      'x-amz-copy-source-if-match': etag,
      'x-amz-metadata-directive': 'REPLACE',
      'x-amz-acl': isPublic ? 'public-read' : 'private',
      'content-type': contentType,
      'content-disposition': dispositionOf(contentType, name),
    });
    await copied.arrayBuffer();
    if (!copied.ok) return { state: 'incomplete' };
    await this.remove(source);
    return { state: 'ok', contentType };
  }

  async remove(key: string): Promise<void> {
    const removed = await this.request('DELETE', key);
    await removed.arrayBuffer();
  }
}
