import { RIGHTS } from '@saola/core/http';
import { hasRight } from '@saola/core/session';
import { sql } from 'kysely';
import type { AuthUser, RequestContext } from '../http/context';

/** Owners and those granted the organisation right see and manage every unit and member. */
export const managesOrganisation = (user: AuthUser | undefined | null) =>
  !!user && hasRight(user, RIGHTS.organisation);

/**
 * The units a caller may see: every unit for those who manage the organisation, else the units she manages
 * and everything below them (one recursive statement). Null means all.
 */
export async function visibleUnits(ctx: RequestContext<unknown>): Promise<number[] | null> {
  if (managesOrganisation(ctx.auth?.user)) return null;
  const { rows } = await sql<{ id: number }>`
    with recursive below as (
      select id from units where id_site = ${ctx.site.id} and id_manager = ${ctx.auth?.user.id ?? 0}
      union
      select u.id from units u join below on u.id_parent = below.id where u.id_site = ${ctx.site.id}
    )
    select id from below
  `.execute(ctx.db.raw);
  return rows.map((row) => row.id);
}

/** The ids of a unit and every unit below it. */
export async function subtreeOf(
  db: { raw: RequestContext<unknown>['db']['raw'] },
  idSite: number,
  id: number,
): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    with recursive below as (
      select id from units where id = ${id} and id_site = ${idSite}
      union
      select u.id from units u join below on u.id_parent = below.id where u.id_site = ${idSite}
    )
    select id from below
  `.execute(db.raw);
  return rows.map((row) => row.id);
}
