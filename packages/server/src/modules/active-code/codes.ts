import { randomInt } from 'node:crypto';
import { CODE_ALPHABET } from '@saola/core/api';

/** A code as a learner may type it, as it is stored: upper case, without spaces or dashes. */
export function normalizeCode(typed: string): string {
  return typed.replace(/[\s-]+/g, '').toUpperCase();
}

/** What a stored code can look like: anything else is not looked up at all. */
export const CODE_SHAPE = /^[A-Z0-9]{4,60}$/;

/** A new code: the prefix, then `length` characters drawn by the system's CSPRNG from the look-alike-free alphabet. */
export function randomCode(prefix: string, length: number): string {
  let code = prefix.toUpperCase();
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
