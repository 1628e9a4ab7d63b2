import { presign, type S3Credentials } from './sigv4';
import { contentMatchesExtension } from './sniff';
import { type FileStore, newKey, SNIFF_BYTES, type StoredCheck, type UploadGrant } from './storage';

export interface S3Settings extends S3Credentials {
  /** e.g. https://s3.ap-southeast-1.amazonaws.com or a MinIO URL; buckets are addressed path-style. */
  endpoint: string;
  bucket: string;
  /** Where browsers read public-read objects, when not `${endpoint}/${bucket}` (a CDN). */
  publicBaseUrl?: string | undefined;
}

const SERVER_REQUEST_TTL = 60;

/**
 * An S3-compatible bucket: browsers PUT straight to it with a presigned URL that binds content type, size
 * and the public-read ACL; the server then reads the object's size and first bytes before registering it.
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

  private signed(method: 'GET' | 'HEAD' | 'DELETE', key: string): string {
    return presign(this.settings, {
      method,
      url: this.objectUrl(key),
      date: this.now(),
      expiresSeconds: SERVER_REQUEST_TTL,
    });
  }

  uploadUrl(grant: UploadGrant, key: string, _origin: string, now: Date): string {
    return presign(this.settings, {
      method: 'PUT',
      url: this.objectUrl(key),
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

  async check(key: string, size: number, extension: string): Promise<StoredCheck> {
    const head = await this.fetchImpl(this.signed('HEAD', key), {
      method: 'HEAD',
      signal: AbortSignal.timeout(10_000),
    });
    if (!head.ok || Number(head.headers.get('content-length')) !== size) return 'incomplete';
    const first = await this.fetchImpl(this.signed('GET', key), {
      headers: { range: `bytes=0-${SNIFF_BYTES - 1}` },
      signal: AbortSignal.timeout(10_000),
    });
    const bytes = new Uint8Array(await first.arrayBuffer()).subarray(0, SNIFF_BYTES);
    if (contentMatchesExtension(extension, bytes)) return 'ok';
    await this.remove(key);
    return 'disguised';
  }

  async remove(key: string): Promise<void> {
    await this.fetchImpl(this.signed('DELETE', key), {
      method: 'DELETE',
      signal: AbortSignal.timeout(10_000),
    });
  }
}
