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
 * An AWS Signature Version 4 presigned URL (query authentication) for S3 and S3-compatible stores. The
 * headers named here are bound into the signature: a request with another value is refused by the store.
 */
export async function presign(credentials: S3Credentials, input: PresignInput): Promise<string> {
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
    datetime: input.date.toISOString().replace(/[-:]|\.\d{3}/g, ''),
  }).sign();
  return signed.url.toString();
}
