import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets a school gives the server to use, not to show (a payment gateway's key, a bank feed's secret): kept
 * sealed with AES-256-GCM under a key derived from the server's own secret (SAOLA_SECRET, else DATA_DIR/secret;
 * processes sharing one database share it), so a copy of the database or a backup does not hand them out.
 */
const PREFIX = 'sealed1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keyOf = (serverSecret: string) =>
  createHash('sha256').update(`saola sealed values\n${serverSecret}`).digest();

export function seal(serverSecret: string, value: string): string {
  if (!value) return '';
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return `${PREFIX}${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
}

/**
 * The value a sealed one holds. A value written before sealing (or by the demo seed) is read as it is and
 * sealed at its next save; one sealed under another server secret fails loudly rather than read as garbage.
 */
export function unseal(serverSecret: string, stored: string): string {
  if (!stored.startsWith(PREFIX)) return stored;
  const bytes = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new Error('a sealed setting does not open with this server secret (SAOLA_SECRET differs?)');
  }
}
