import type { IdType } from '@saola/core/constants';
import { type RawBuilder, type Selectable, sql } from 'kysely';
import type { UsersTable } from '../../db/schema';
import type { SignedInContext } from '../../http/context';
import { iso } from '../../http/iso';
import { type ListRequest, pageOf } from '../../http/resource';
import type { ScopedDb } from '../../http/scoped';
import { type AccountStatus, moveAccount } from '../../policy/account-state';
import { assertPasswordPolicy, assertUsernameFree, endSessions, USER_SORTS, userMatching } from '../auth';
import { writeStaffLog } from './log';

/**
 * Staff-side accounts (teachers and owners, observers): each linked to groups through a table of its own
 * (right groups, watched classes), listed and linked alike.
 */
export interface AccountLinks {
  table: 'user_right_groups' | 'monitor_groups';
  /** The linked groups' names, in order, as an array column. */
  names: RawBuilder<string[]>;
}

/** A listed account: its row, with its groups' names (`AccountLinks.names`). */
export type ListedAccount = Selectable<UsersTable> & { names: string[] };

/** What every staff-side account's summary shows of its row; each kind adds its groups under its own name. */
export const accountSummary = (row: ListedAccount) => ({
  id: row.id,
  fullName: row.fullName,
  username: row.username,
  email: row.email,
  phone: row.phone,
  status: row.status,
  lastSignInAt: iso(row.lastSignInAt),
  createdAt: iso(row.createdAt) as string,
});

export const accountsOf = (ctx: SignedInContext<unknown>, idTypes: readonly IdType[]) =>
  ctx.db.select('users').where('users.idType', 'in', idTypes);

/**
 * One page of accounts of these kinds, searched by name, username, email or phone, filtered by status and by
 * a group they are linked to, alphabetical unless asked otherwise; each row with its groups' names as `names`.
 */
export function accountPage(
  ctx: SignedInContext<unknown>,
  idTypes: readonly IdType[],
  p: ListRequest & { status?: 'active' | 'inactive' | undefined; idGroup?: number | undefined },
  links: AccountLinks,
) {
  let matching = accountsOf(ctx, idTypes);
  if (p.keyword?.trim()) matching = matching.where(userMatching(p.keyword));
  if (p.status) matching = matching.where('users.status', '=', p.status);
  if (p.idGroup)
    matching = matching.where(
      sql<boolean>`exists (select 1 from ${sql.table(links.table)} link
        where link.id_user = users.id and link.id_group = ${p.idGroup})`,
    );
  return pageOf(matching.selectAll('users').select(links.names.as('names')), p, {
    sorts: USER_SORTS,
    fallback: USER_SORTS.fullName,
    fallbackDirection: 'asc',
    tieBreak: 'users.id',
  });
}

/** An account's groups, replaced whole by the ones given. */
async function replaceLinks(
  db: ScopedDb,
  table: 'userRightGroups' | 'monitorGroups',
  idUser: number,
  idGroups: readonly number[],
) {
  await db.deleteFrom(table).where('idUser', '=', idUser).execute();
  if (idGroups.length)
    await db
      .insert(
        table,
        idGroups.map((idGroup) => ({ idUser, idGroup })),
      )
      .execute();
}

/** The columns a staff-side form saves on the account (the status goes through the account's transitions). */
export interface StaffAccountRow {
  fullName: string;
  username: string;
  email: string | null;
  phone: string | null;
  status: AccountStatus;
  alias?: string | null;
  rights?: string[];
}

/** The form's own columns, trimmed, with an empty contact kept as null. */
export const accountDetails = (p: {
  fullName: string;
  username: string;
  email?: string | null | undefined;
  phone?: string | null | undefined;
  status: AccountStatus;
}) => ({
  fullName: p.fullName.trim(),
  username: p.username.trim(),
  email: blank(p.email),
  phone: blank(p.phone),
  status: p.status,
});

export const blank = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

interface Linked {
  table: 'userRightGroups' | 'monitorGroups';
  idGroups: readonly number[];
}

/**
 * Adds a staff-side account (a teacher, an observer) with its groups, and logs it in the same transaction. The
 * username and the password are checked before anything is written; the new account's id is returned.
 */
export async function addAccount(
  ctx: SignedInContext<unknown>,
  account: {
    entity: 'teacher' | 'monitor';
    idType: IdType;
    row: StaffAccountRow;
    password: string;
    links: Linked;
    logged: Record<string, unknown>;
  },
) {
  const { row, password, links } = account;
  await assertUsernameFree(ctx, row.username);
  assertPasswordPolicy(ctx.site, password, 'password', ctx.t);
  const passwordHash = await ctx.services.passwords.hash(password);
  return ctx.db.transaction(async (tx) => {
    const { id } = await tx
      .insert('users', { ...row, idType: account.idType, passwordHash, locale: ctx.locale })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceLinks(tx, links.table, id, links.idGroups);
    await writeStaffLog(tx, ctx, {
      action: 'add',
      entity: account.entity,
      idEntity: id,
      entityName: row.fullName,
      after: account.logged,
    });
    return id;
  });
}

/**
 * Saves a staff-side account's edit: its columns, a status move, a new password and its groups (null: left
 * alone), and logs what changed (a password only as changed) in the same transaction. A new password or a
 * deactivation ends the account's sessions everywhere.
 */
export async function editAccount(
  ctx: SignedInContext<unknown>,
  edit: {
    entity: 'teacher' | 'monitor';
    id: number;
    row: StaffAccountRow;
    password: string | null | undefined;
    links: Linked | null;
    diff: { before: Record<string, unknown>; after: Record<string, unknown> };
  },
) {
  const { id, row, password, links, diff } = edit;
  await assertUsernameFree(ctx, row.username, id);
  const { status, ...plain } = row;
  const changes: Record<string, unknown> = { ...plain };
  if (password) {
    assertPasswordPolicy(ctx.site, password, 'password', ctx.t);
    changes.passwordHash = await ctx.services.passwords.hash(password);
    changes.passwordChangedAt = ctx.services.clock.now();
  }
  await ctx.db.transaction(async (tx) => {
    const moved = await moveAccount(tx, id, { by: 'staff', status }, { field: 'status', t: ctx.t });
    await tx.update('users').set(changes).where('id', '=', id).execute();
    if (links) await replaceLinks(tx, links.table, id, links.idGroups);
    if (password || moved?.transition === 'deactivate') await endSessions(ctx, tx, id);
    await writeStaffLog(tx, ctx, {
      action: 'edit',
      entity: edit.entity,
      idEntity: id,
      entityName: row.fullName,
      before: diff.before,
      after: password ? { ...diff.after, password: '••••' } : diff.after,
    });
  });
}

/**
 * Deletes staff-side accounts of these kinds, already checked the caller's to delete, each logged with what
 * `before` keeps of it, in one transaction. Answers how many went.
 */
export async function deleteAccounts(
  ctx: SignedInContext<unknown>,
  entity: 'teacher' | 'monitor',
  idTypes: readonly IdType[],
  targets: ReadonlyArray<{ id: number; fullName: string; before: Record<string, unknown> }>,
) {
  if (!targets.length) return 0;
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .deleteFrom('users')
      .where(
        'id',
        'in',
        targets.map((target) => target.id),
      )
      .where('idType', 'in', idTypes)
      .returning('id')
      .execute();
    for (const target of targets)
      await writeStaffLog(tx, ctx, {
        action: 'delete',
        entity,
        idEntity: target.id,
        entityName: target.fullName,
        before: target.before,
      });
    return rows.length;
  });
}
