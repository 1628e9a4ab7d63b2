import { ID_TYPE } from '@saola/core/constants';
import { HOME_COUNTRIES, normalisePhone, phoneCountryOf } from '@saola/core/validate';
import { sql } from 'kysely';
import type { RequestContext, SignedInContext } from '../http/context';
import type { ScopedDb } from '../http/scoped';
import { studentsInScope } from './learner-scope';

/**
 * An email or phone number is not an account: siblings share a parent's phone, staff share a school's
 * address, and sign-up takes a contact another account uses without saying so (saying so would tell anyone
 * who holds which address). So whatever starts from a contact, recovery (account/account.ts forgotPassword,
 * recoveryAccounts, resetPassword) and sign-up's note to the address's holder, answers every account that
 * uses it, never the oldest one silently; the person proves she holds the contact, then picks the account by
 * its (partly hidden) username.
 */
export const ACCOUNTS_PER_CONTACT = 10;

export type Contact = { email: string } | { phone: string };

const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/**
 * A phone number typed to find accounts ("0912 345 678"), as accounts keep it: in E.164, read as a number of
 * the school's country first, else of another country whose plan Saola knows (a Lao school's learner with a
 * Vietnamese phone types it as at home); as typed when it is no number.
 */
export function typedPhone(ctx: RequestContext<unknown>, phone: string): string {
  for (const country of [phoneCountryOf(ctx.site.timeZone), ...HOME_COUNTRIES]) {
    const e164 = normalisePhone(phone, country);
    if (e164) return e164;
  }
  return phone;
}

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

/**
 * The learners a contact typed on a staff form (an order's buyer, by her email or phone rather than picked)
 * names, among those the caller sees: at most two, so a caller tells one from several. A contact names no
 * account on its own, so it answers only what picking a learner would (`learnersMayBringIn`): matched among
 * all learners, it let a personal-scope teacher sell to, and so enrol in her course, a learner she does not
 * see, and picked the oldest of a family's accounts on a shared phone. Path: commerce/orders (buyer).
 */
export async function learnersByContact(
  ctx: SignedInContext<unknown>,
  db: ScopedDb,
  contacts: Contact[],
): Promise<number[]> {
  const used = contacts.filter((contact) => contactKey(contact));
  if (!used.length) return [];
  const found = await db
    .select('users')
    .where('idType', '=', ID_TYPE.STUDENT)
    .where((eb) => eb.or(used.map((contact) => usesContact(contact))))
    .where(studentsInScope(ctx, 'users.id'))
    .select('id')
    .orderBy('id')
    .limit(2)
    .execute();
  return found.map((row) => row.id);
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
