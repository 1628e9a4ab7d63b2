import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** An opaque 256-bit token; only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function sign(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('base64url');
}

export function signatureMatches(secret: string, message: string, signature: string): boolean {
  const expected = Buffer.from(sign(secret, message));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
