import { sql } from 'kysely';
import type { ScopedDb } from '../http/scoped';

/**
 * An email or phone number is not an account: siblings share a parent's phone, staff share a school's
 * address, and sign-up takes a contact another account uses without saying so (saying so would tell anyone
 * who holds which address). So whatever starts from a contact, recovery (settings/account.ts forgotPassword,
 * recoveryAccounts, resetPassword) and sign-up's note to the address's holder, answers every account that
 * uses it, never the oldest one silently; the person proves she holds the contact, then picks the account by
 * its (partly hidden) username.
 */
export const ACCOUNTS_PER_CONTACT = 10;

export type Contact = { email: string } | { phone: string };

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** The key a contact is matched on: the email in lower case, or the phone number's digits. */
export const contactKey = (contact: Contact) =>
  'email' in contact ? contact.email.trim().toLowerCase() : digitsOf(contact.phone);

/** The condition on a users row (or a table aliased so) that it uses the contact. */
export function usesContact(contact: Contact, table = 'users') {
  const key = contactKey(contact);
  return 'email' in contact
    ? sql<boolean>`lower(${sql.ref(`${table}.email`)}) = ${key}`
    : sql<boolean>`regexp_replace(coalesce(${sql.ref(`${table}.phone`)}, ''), '\\D', '', 'g') = ${key}`;
}

/** The active accounts that use an email or phone number, oldest first. */
export function accountsByContact(db: ScopedDb, contact: Contact) {
  if (!contactKey(contact)) return Promise.resolve([]);
  return db
    .select('users')
    .select(['id', 'username', 'fullName', 'email', 'phone', 'locale'])
    .where('status', '=', 'active')
    .where(usesContact(contact))
    .orderBy('id')
    .limit(ACCOUNTS_PER_CONTACT)
    .execute();
}

const HIDDEN = '•••';

/**
 * A username as a recovery page names it: its first third and last quarter (`ng•••n` for `nguyen`,
 * `ngu•••an` for `nguyen.an`), enough for a family to tell its accounts apart, not the whole handle.
 */
export function maskUsername(username: string): string {
  const letters = [...username];
  const head = Math.max(1, Math.floor(letters.length / 3));
  const tail = letters.length > 2 ? Math.max(1, Math.floor(letters.length / 4)) : 0;
  return `${letters.slice(0, head).join('')}${HIDDEN}${letters.slice(letters.length - tail).join('')}`;
}
