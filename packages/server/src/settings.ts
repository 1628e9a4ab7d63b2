import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** An S3-compatible bucket as the environment names it (modules/file/s3 keeps files there). */
export interface S3Settings {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** e.g. https://s3.ap-southeast-1.amazonaws.com or a MinIO URL; buckets are addressed path-style. */
  endpoint: string;
  bucket: string;
  /** Where browsers read public-read objects, when not `${endpoint}/${bucket}` (a CDN). */
  publicBaseUrl?: string | undefined;
}

export interface Settings {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * What an empty database starts with: the demo school with its courses, its accounts only, or nothing.
   * The demo (with its public passwords) is the default only on the embedded database: a PostgreSQL
   * database is a real school's, set up with `pnpm saola setup`.
   */
  seed: 'demo' | 'accounts' | 'none';
  /** Test-only endpoints (/auth/test/ClearCache) answer; off unless SAOLA_TEST_ENDPOINTS=true. */
  testEndpoints: boolean;
  publicUrl: string | undefined;
  production: boolean;
  /** Signs storage URLs. Kept in DATA_DIR so URLs survive a restart and several processes agree. */
  secret: string;
  logLevel: string;
  /**
   * Behind a reverse proxy: take the client address from X-Forwarded-For (the sign-in throttle needs it).
   * `true` trusts one hop from this machine or the private network, a string a comma-separated list of the
   * proxies' addresses (see http/proxy.ts).
   */
  trustProxy: boolean | string;
  /** How often the job runner looks for due work. */
  jobPollMs: number;
  /** An S3-compatible bucket for files; unset keeps them on local disk under DATA_DIR/files. */
  s3: S3Settings | undefined;
  /** The built front end served on the same origin (packages/web/dist unless WEB_DIR says otherwise). */
  webDir: string;
  /** Where FCM's OAuth token and send endpoints are (Google's by default; a local fake in tests). */
  fcm: { token: string; api: string };
  /** The ffmpeg that transcodes uploaded videos to HLS (ffprobe beside it); without it the MP4 is served. */
  ffmpeg: string;
  /** A client that has not sent its request's headers by then gets 408 (a slowloris holds no connection). */
  headersTimeoutMs: number;
  /** How long a school's SMS gateway may take to answer (SMS_TIMEOUT_MS). */
  smsTimeoutMs?: number;
  /**
   * Whether a school's SMS gateway and mail server may sit on a private address (loopback, the private network):
   * only on a server run for one school, whose owner is its operator (PRIVATE_HOSTS=true). Off, an owner cannot
   * make the server call its neighbours.
   */
  privateHosts?: boolean;
  /** A job whose worker has not finished by then (a crashed process) is taken over. */
  jobLockMs: number;
  /** Where reCAPTCHA answers are checked (Google's by default; a local fake in tests). */
  recaptchaVerifyUrl?: string;
  /** The DNS servers a school's domain is checked with (the system's by default; a local fake in tests). */
  dnsServers?: string[];
}

function loadSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const seed =
    env.SEED === 'none' || env.SEED === 'accounts' || env.SEED === 'demo'
      ? env.SEED
      : env.DATABASE_URL
        ? 'none'
        : 'demo';
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    seed,
    testEndpoints: env.SAOLA_TEST_ENDPOINTS === 'true',
    publicUrl: env.PUBLIC_URL || undefined,
    production: env.NODE_ENV === 'production',
    secret: loadSecret(dataDir, env.SAOLA_SECRET),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY || false,
    jobPollMs: Number(env.JOB_POLL_MS ?? 1000),
    ffmpeg: env.FFMPEG_PATH ?? 'ffmpeg',
    ...(env.DNS_SERVERS ? { dnsServers: env.DNS_SERVERS.split(',').map((server) => server.trim()) } : {}),
    headersTimeoutMs: Number(env.HEADERS_TIMEOUT_MS ?? 10_000),
    jobLockMs: Number(env.JOB_LOCK_MS ?? 60_000),
    privateHosts: env.PRIVATE_HOSTS === 'true',
    s3:
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION ?? 'us-east-1',
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            publicBaseUrl: env.S3_PUBLIC_URL || undefined,
          }
        : undefined,
    webDir: resolve(env.WEB_DIR ?? fileURLToPath(new URL('../../web/dist', import.meta.url))),
    fcm: {
      token: env.FCM_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
      api: env.FCM_API_URL ?? 'https://fcm.googleapis.com',
    },
  };
}
