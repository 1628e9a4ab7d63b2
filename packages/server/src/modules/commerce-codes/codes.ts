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

/** The school's offset: Asia/Ho_Chi_Minh and Asia/Vientiane are both UTC+7 all year. */
const SCHOOL_OFFSET = '+07:00';
const OFFSET_MS = 7 * 3_600_000;

/** A chosen expiry day (YYYY-MM-DD) as its last moment in the school's time zone. */
export function endOfSchoolDay(day: string): Date {
  return new Date(`${day}T23:59:59.999${SCHOOL_OFFSET}`);
}

/** The school-time day of a moment, YYYY-MM-DD. */
export function schoolDay(moment: Date): string {
  return new Date(moment.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** A moment as the school reads it: DD-MM-YYYY HH:mm. */
export function schoolDateTime(moment: Date): string {
  const [date = '', time = ''] = new Date(moment.getTime() + OFFSET_MS).toISOString().split('T');
  const [y, m, d] = date.split('-');
  return `${d}-${m}-${y} ${time.slice(0, 5)}`;
}
