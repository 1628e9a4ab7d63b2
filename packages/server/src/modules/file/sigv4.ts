import { AwsV4Signer } from 'aws4fetch';

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface PresignInput {
  method: 'GET' | 'PUT' | 'HEAD' | 'DELETE';
  url: URL;
  /** Headers the request must carry exactly (host is always signed). */
  headers?: Record<string, string>;
  date: Date;
  expiresSeconds: number;
}

/**
 * Signing keys by secret, day, region and service: deriving one takes four HMACs, most of a URL's cost, and
 * a day's key serves every URL of that day. Emptied now and then so old days do not pile up.
 */
const signingKeys = new Map<string, ArrayBuffer>();
const SIGNING_KEYS_KEPT = 16;

/**
 * An AWS Signature Version 4 presigned URL (query authentication) for S3 and S3-compatible stores. The
 * headers named here are bound into the signature: a request with another value is refused by the store.
 */
export async function presign(credentials: S3Credentials, input: PresignInput): Promise<string> {
  if (signingKeys.size >= SIGNING_KEYS_KEPT) signingKeys.clear();
  const url = new URL(input.url);
  url.searchParams.set('X-Amz-Expires', String(input.expiresSeconds));
  const signed = await new AwsV4Signer({
    method: input.method,
    url: url.toString(),
    headers: input.headers ?? {},
    accessKeyId: credentials.accessKeyId,
    secretAccessKey: credentials.secretAccessKey,
    region: credentials.region,
    service: 's3',
    signQuery: true,
    // By default the signer leaves content type and length out; an upload URL exists to bind them.
    allHeaders: true,
    cache: signingKeys,
    datetime: input.date.toISOString().replace(/[-:]|\.\d{3}/g, ''),
  }).sign();
  return signed.url.toString();
}
