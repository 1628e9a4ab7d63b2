import { ID_TYPE } from '@saola/core/constants';
import { sql } from 'kysely';
import type { RequestContext, SignedInContext } from '../http/context';
import { HttpError } from '../http/errors';

export const isObserver = (ctx: SignedInContext<unknown>) => ctx.auth.user.idType === ID_TYPE.OBSERVER;

/** The classes an observer watches, as a condition on `user_groups.id` (in the query, never after it). */
export function observedClass(ctx: SignedInContext<unknown>, column = 'user_groups.id') {
  return classesSeenBy({ ...seerOf(ctx), observer: true }, column);
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
  return studentsSeenBy(seerOf(ctx), column);
}

/** The caller as a `Seer`. */
export const seerOf = (ctx: SignedInContext<unknown>): Seer => ({
  idSite: ctx.site.id,
  idUser: ctx.auth.user.id,
  observer: isObserver(ctx),
  personal: ctx.auth.user.scope !== 'school',
});

/** The same condition for a scope fixed earlier (an export job runs after its request has gone). */
export function studentsSeenBy(seer: Seer, column: string) {
  const { idSite: site, idUser: me, observer } = seer;
  if (observer)
    return sql<boolean>`${sql.ref(column)} in (
      select m.id_user from user_group_members m
        join monitor_groups mg on mg.id_group = m.id_group and mg.id_site = m.id_site
        where mg.id_site = ${site} and mg.id_user = ${me})`;
  const reach = reachOf(seer);
  if (!reach) return sql<boolean>`true`;
  return sql<boolean>`${sql.ref(column)} in (select l.id_user from ${reach} l)`;
}

/**
 * A personal scope's learners as a table of `id_user`, `id_type` (the account's kind) and `last_active_at`
 * (her last activity, or less than an hour before it: 0052), one row each: the members of her classes and the
 * learners of her courses, kept as rows of hers by the database (migration 0050), so that counting them reads
 * her rows alone. Null for a school-wide scope and for an observer.
 */
export function reachOf({ idSite, idUser, observer, personal }: Seer) {
  if (observer || !personal) return null;
  return sql<{ idUser: number; idType: number; lastActiveAt: Date | null }>`(
    select r.id_user, r.id_type, r.last_active_at from learner_reach r
      where r.id_teacher = ${idUser} and r.id_site = ${idSite})`;
}

/**
 * The classes the caller sees, as a condition on `column` (a `user_groups.id`): every class of the school for
 * the school-wide scope, those she is homeroom teacher of for a personal scope, those it watches for an observer.
 */
export function classesInScope(ctx: SignedInContext<unknown>, column = 'user_groups.id') {
  return classesSeenBy(seerOf(ctx), column);
}

/** The same condition for a scope fixed earlier (an import job runs after its request has gone). */
export function classesSeenBy({ idSite: site, idUser: me, observer, personal }: Seer, column: string) {
  if (observer)
    return sql<boolean>`${sql.ref(column)} in (
      select mg.id_group from monitor_groups mg where mg.id_site = ${site} and mg.id_user = ${me})`;
  if (!personal) return sql<boolean>`true`;
  return sql<boolean>`${sql.ref(column)} in (
    select g.id from user_groups g where g.id_site = ${site} and g.id_homeroom_teacher = ${me})`;
}

/**
 * Whether someone may place learners she does not see yet (new accounts of an import) in a class: only with
 * the school-wide scope, since a personal scope would grow by them (see `learnersMayBringIn`).
 */
export const bringsInNewLearners = ({ observer, personal }: Seer) => !observer && !personal;

/**
 * The accounts a list of people shows the caller: with the school-wide scope all of them; with a personal
 * scope the school's staff (she picks teachers, approvers, managers) and the learners she sees, no other
 * learner nor any observer (their names and contacts are other teachers' business).
 */
export function accountsInScope(ctx: SignedInContext<unknown>, id = 'users.id', idType = 'users.id_type') {
  if (!isObserver(ctx) && ctx.auth.user.scope === 'school') return sql<boolean>`true`;
  return sql<boolean>`(${sql.ref(idType)} in (${ID_TYPE.OWNER}, ${ID_TYPE.TEACHER})
    or (${sql.ref(idType)} = ${ID_TYPE.STUDENT} and ${studentsInScope(ctx, id)}))`;
}

/** Not found, naming the field: an id outside the caller's scope reads like one that does not exist. */
const outOfScope = (ctx: SignedInContext<unknown>, field: string) =>
  new HttpError(404, 'errors.notFound', undefined, [{ field, message: ctx.t('errors.notFound') }]);

/**
 * The ids a write names (each once) when `inScope` finds every one of them among what the caller may name;
 * else the write names one she may not, answered as not found so it looks like an id that does not exist.
 */
async function everyOne(
  ctx: SignedInContext<unknown>,
  named: readonly number[],
  field: string,
  inScope: (ids: number[]) => Promise<unknown[]>,
): Promise<number[]> {
  const ids = [...new Set(named)];
  if (!ids.length) return ids;
  if ((await inScope(ids)).length !== ids.length) throw outOfScope(ctx, field);
  return ids;
}

/**
 * The learners a write may bring in (into a class, a course, a live class, an exam, a record): each must be a
 * student of the school whom the caller already sees, else the whole write is not found. School-scope staff and
 * owners may thus bring in any learner of their school. A personal-scope teacher's scope IS her classes'
 * members and her courses' enrolments, so letting her add learners there would let her widen it at will;
 * she may add only those she sees already (through another of her classes or courses), which keeps her scope
 * from growing by her own hand. New learners reach her through a school-scope person, or by enrolling or
 * buying themselves. Paths: class add/edit, enrolment add/add-package, live class add/edit, exam add/edit,
 * score and note records, certificates, the score and remark imports. Answers the ids, each once.
 */
export async function learnersMayBringIn(
  ctx: SignedInContext<unknown>,
  idUsers: readonly number[],
  field: string,
): Promise<number[]> {
  return everyOne(ctx, idUsers, field, (ids) =>
    ctx.db
      .select('users')
      .where('users.id', 'in', ids)
      .where('users.idType', '=', ID_TYPE.STUDENT)
      .where(studentsInScope(ctx, 'users.id'))
      .select('users.id')
      .execute(),
  );
}

/**
 * The classes a write may name (a live class's, an exam's or a record's class, an observer's watched classes,
 * a job's filter): each must be one the caller sees (`classesInScope`), else not found. Answers them, each once.
 */
export async function classesMayName(
  ctx: SignedInContext<unknown>,
  idGroups: readonly number[],
  field: string,
): Promise<number[]> {
  return everyOne(ctx, idGroups, field, (ids) =>
    ctx.db
      .select('userGroups')
      .where('userGroups.id', 'in', ids)
      .where(classesInScope(ctx))
      .select('userGroups.id')
      .execute(),
  );
}

/**
 * The accounts a write may name as people (a notification's recipients): each must be one a people list shows
 * the caller (`accountsInScope`), else not found. The reply names them back, so naming any id would read every
 * account's name around the scope `/Auth/User/Users` keeps. Answers them, each once.
 */
export async function accountsMayName(
  ctx: SignedInContext<unknown>,
  idUsers: readonly number[],
  field: string,
): Promise<number[]> {
  return everyOne(ctx, idUsers, field, (ids) =>
    ctx.db
      .select('users')
      .where('users.id', 'in', ids)
      .where(accountsInScope(ctx))
      .select('users.id')
      .execute(),
  );
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
