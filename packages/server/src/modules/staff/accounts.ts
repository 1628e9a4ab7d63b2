import type { IdType } from '@saola/core/constants';
import { type RawBuilder, sql } from 'kysely';
import type { SignedInContext } from '../../http/context';
import { type ListRequest, pageOf } from '../../http/resource';
import type { ScopedDb } from '../../http/scoped';
import { USER_SORTS, userMatching } from '../auth';

/**
 * Staff-side accounts (teachers and owners, observers): each linked to groups through a table of its own
 * (right groups, watched classes), listed and linked alike.
 */
export interface AccountLinks {
  table: 'user_right_groups' | 'monitor_groups';
  /** The linked groups' names, in order, as an array column. */
  names: RawBuilder<string[]>;
}

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
export async function replaceLinks(
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
