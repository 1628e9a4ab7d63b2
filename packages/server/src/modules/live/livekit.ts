import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * LiveKit's access tokens and webhook signatures, as livekit-server-sdk makes and checks them: an HS256 JWT
 * signed with the API secret, issued by the API key. A room token names the participant (`sub`, its identity)
 * and the room grant; a webhook's Authorization header is such a JWT whose `sha256` claim is the base64
 * SHA-256 of the raw body. Written on node:crypto so the server needs no SDK for these two.
 */

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export function signJwt(claims: Record<string, unknown>, secret: string): string {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}

/** The claims of an HS256 JWT signed with `secret`, or null when its signature, algorithm or time is wrong. */
export function verifyJwt(token: string, secret: string, nowSeconds: number): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !secret) return null;
  const [head, body, signature] = parts as [string, string, string];
  let header: unknown;
  let claims: unknown;
  try {
    header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!header || (header as { alg?: unknown }).alg !== 'HS256') return null;
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!claims || typeof claims !== 'object') return null;
  const { exp, nbf } = claims as { exp?: unknown; nbf?: unknown };
  // A minute of leeway between the two servers' clocks.
  if (typeof exp === 'number' && exp + 60 < nowSeconds) return null;
  if (typeof nbf === 'number' && nbf - 60 > nowSeconds) return null;
  return claims as Record<string, unknown>;
}

export interface RoomGrant {
  room: string;
  roomJoin: true;
  roomAdmin: boolean;
  canPublish: boolean;
  canSubscribe: true;
  canPublishData: boolean;
  /** What the participant may publish: hosts their camera when host video is on, learners theirs when allowed. */
  canPublishSources: string[];
}

export interface RoomTokenInput {
  apiKey: string;
  apiSecret: string;
  identity: string;
  name: string;
  grant: RoomGrant;
  metadata: string;
  now: Date;
  expiresAt: Date;
}

/** A room token that admits one identity to one room until `expiresAt` (not before `now`). */
export function roomToken(input: RoomTokenInput): string {
  const nbf = Math.floor(input.now.getTime() / 1000) - 5;
  return signJwt(
    {
      iss: input.apiKey,
      sub: input.identity,
      name: input.name,
      nbf,
      exp: Math.floor(input.expiresAt.getTime() / 1000),
      jti: `${input.identity}:${input.grant.room}:${nbf}`,
      video: input.grant,
      metadata: input.metadata,
    },
    input.apiSecret,
  );
}

/** Whether a webhook body came from the LiveKit server holding this key and secret. */
export function webhookSigned(
  authorization: string | undefined,
  raw: string,
  apiKey: string,
  apiSecret: string,
  now: Date,
): boolean {
  if (!authorization || !apiKey || !apiSecret) return false;
  const token = authorization.replace(/^Bearer\s+/i, '');
  const claims = verifyJwt(token, apiSecret, Math.floor(now.getTime() / 1000));
  if (!claims || claims.iss !== apiKey) return false;
  const digest = createHash('sha256').update(raw, 'utf8').digest('base64');
  return typeof claims.sha256 === 'string' && claims.sha256 === digest;
}

/** Signs a webhook body as LiveKit does (tests and the end-to-end journey play events with it). */
export function signWebhook(raw: string, apiKey: string, apiSecret: string, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  return signJwt(
    {
      iss: apiKey,
      nbf: iat,
      exp: iat + 600,
      sha256: createHash('sha256').update(raw, 'utf8').digest('base64'),
    },
    apiSecret,
  );
}
