import { ID_TYPE } from '@saola/core/constants';
import { sql } from 'kysely';
import type { RequestContext, SignedInContext } from '../http/context';

export const isObserver = (ctx: SignedInContext<unknown>) => ctx.auth.user.idType === ID_TYPE.OBSERVER;

/** The classes an observer watches, as a condition on `user_groups.id` (in the query, never after it). */
export function observedClass(ctx: SignedInContext<unknown>, column = 'user_groups.id') {
  return sql<boolean>`${sql.ref(column)} in (
    select mg.id_group from monitor_groups mg where mg.id_site = ${ctx.site.id} and mg.id_user = ${ctx.auth.user.id})`;
}

/** Whose records someone sees: her school, herself, and whether she watches classes or keeps a personal scope. */
export interface Seer {
  idSite: number;
  idUser: number;
  observer: boolean;
  personal: boolean;
}

/**
 * The learners whose records the caller sees: every student for a school-wide scope; for a teacher with a
 * personal scope those of the classes she is homeroom teacher of and of the courses she teaches; for an
 * observer those of the classes it watches.
 */
export function studentsInScope(ctx: SignedInContext<unknown>, column: string) {
  return studentsSeenBy(
    {
      idSite: ctx.site.id,
      idUser: ctx.auth.user.id,
      observer: isObserver(ctx),
      personal: ctx.auth.user.scope !== 'school',
    },
    column,
  );
}

/** The same condition for a scope fixed earlier (an export job runs after its request has gone). */
export function studentsSeenBy({ idSite: site, idUser: me, observer, personal }: Seer, column: string) {
  if (observer)
    return sql<boolean>`${sql.ref(column)} in (
      select m.id_user from user_group_members m
        join monitor_groups mg on mg.id_group = m.id_group and mg.id_site = m.id_site
        where mg.id_site = ${site} and mg.id_user = ${me})`;
  if (!personal) return sql<boolean>`true`;
  return sql<boolean>`${sql.ref(column)} in (
    select m.id_user from user_group_members m
      join user_groups g on g.id = m.id_group and g.id_site = m.id_site
      where g.id_site = ${site} and g.id_homeroom_teacher = ${me}
    union
    select e.id_user from course_enrolments e
      join courses c on c.id = e.id_course and c.id_site = e.id_site
      where c.id_site = ${site} and c.id_teacher = ${me})`;
}

/**
 * SPEC §6: whether the caller sees learners' and members' emails and phones in full — the owner always, a
 * teacher when the school lets every teacher see them, nobody else.
 */
export function seesContacts(ctx: RequestContext<unknown>): boolean {
  const user = ctx.auth?.user;
  if (!user) return false;
  if (user.idType === ID_TYPE.OWNER) return true;
  return user.idType === ID_TYPE.TEACHER && ctx.site.teachersSeeContacts;
}

const HIDDEN = '•••';

/** An email with its name hidden but its first letter and its domain: `n•••@example.vn`. */
export function maskEmail(value: string | null): string | null {
  if (!value) return value;
  const at = value.lastIndexOf('@');
  if (at < 1) return HIDDEN;
  return `${value[0]}${HIDDEN}${value.slice(at)}`;
}

/** A phone number with only its last three digits: `•••678`. */
export function maskPhone(value: string | null): string | null {
  if (!value) return value;
  const digits = value.replace(/\D/g, '');
  return `${HIDDEN}${digits.slice(-3)}`;
}

/** A reply's contact fields as the caller may see them (the same type: for replies without a form). */
export function maskContacts<T extends { email: string | null; phone: string | null }>(
  ctx: RequestContext<unknown>,
  row: T,
): T {
  if (seesContacts(ctx)) return row;
  return { ...row, email: maskEmail(row.email), phone: maskPhone(row.phone) };
}

/**
 * A reply's contact fields as the caller may see them, and whether they were masked (a form then leaves them
 * alone: the server keeps the saved values when a masked caller saves).
 */
export function contactsFor<T extends { email: string | null; phone: string | null }>(
  ctx: RequestContext<unknown>,
  row: T,
): T & { contactsMasked: boolean } {
  if (seesContacts(ctx)) return { ...row, contactsMasked: false };
  return { ...row, email: maskEmail(row.email), phone: maskPhone(row.phone), contactsMasked: true };
}
