import { createHash } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/**
 * LiveKit's access tokens and webhook signatures, as LiveKit makes and checks them: an HS256 JWT signed with
 * the API secret, issued by the API key. A room token names the participant (`sub`, its identity) and the
 * room grant; a webhook's Authorization header is such a JWT whose `sha256` claim is the base64 SHA-256 of the
 * raw body. Signed and verified by `jose` (the library livekit-server-sdk itself uses) rather than the SDK,
 * because the SDK's AccessToken dates tokens by the machine's clock and ours come from the injected clock.
 */

/** A minute of leeway between the two servers' clocks. */
const CLOCK_TOLERANCE_SECONDS = 60;

const keyOf = (secret: string) => new TextEncoder().encode(secret);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const bodyDigest = (raw: string) => createHash('sha256').update(raw, 'utf8').digest('base64');

function signJwt(claims: Record<string, unknown>, secret: string): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(keyOf(secret));
}

/**
 * The claims of an HS256 JWT issued by `apiKey` and signed with `apiSecret`, or null when its signature,
 * algorithm, issuer or time is wrong.
 */
export async function verifyJwt(
  token: string,
  apiKey: string,
  apiSecret: string,
  now: Date,
): Promise<Record<string, unknown> | null> {
  if (!apiSecret) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(apiSecret), {
      algorithms: ['HS256'],
      issuer: apiKey,
      currentDate: now,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      // As LiveKit's own verifier: a token without an expiry would stay valid for ever once leaked.
      requiredClaims: ['exp'],
    });
    return payload;
  } catch (error) {
    // Only a refused token means "not LiveKit's"; anything else is our fault and must surface.
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
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
export function roomToken(input: RoomTokenInput): Promise<string> {
  const nbf = seconds(input.now) - 5;
  return signJwt(
    {
      iss: input.apiKey,
      sub: input.identity,
      name: input.name,
      nbf,
      exp: seconds(input.expiresAt),
      jti: `${input.identity}:${input.grant.room}:${nbf}`,
      video: input.grant,
      metadata: input.metadata,
    },
    input.apiSecret,
  );
}

/** Whether a webhook body came from the LiveKit server holding this key and secret. */
export async function webhookSigned(
  authorization: string | undefined,
  raw: string,
  apiKey: string,
  apiSecret: string,
  now: Date,
): Promise<boolean> {
  if (!authorization || !apiKey || !apiSecret) return false;
  const claims = await verifyJwt(authorization.replace(/^Bearer\s+/i, ''), apiKey, apiSecret, now);
  return typeof claims?.sha256 === 'string' && claims.sha256 === bodyDigest(raw);
}

/** Signs a webhook body as LiveKit does (tests and the end-to-end journey play events with it). */
export function signWebhook(raw: string, apiKey: string, apiSecret: string, now: Date): Promise<string> {
  const iat = seconds(now);
  return signJwt(
    {
      iss: apiKey,
      nbf: iat,
      exp: iat + 600,
      sha256: bodyDigest(raw),
    },
    apiSecret,
  );
}
