import { ID_TYPE } from '@saola/core/constants';
import type { Right } from '@saola/core/http';
import type { AuthUser } from '../../http/context';
import type { ScopedDb } from '../../http/scoped';

export const isOwner = (user: AuthUser) => user.idType === ID_TYPE.OWNER;

/** The rights an actor may give: every right for an owner, her own for a teacher. */
export function grantable(actor: AuthUser, rights: readonly string[]): boolean {
  return isOwner(actor) || rights.every((r) => actor.rights.includes(r));
}

/** What a set of groups gives together: their rights and whether one of them is school-wide. */
export async function groupsGive(db: ScopedDb, idGroups: readonly number[]) {
  if (!idGroups.length) return { rights: [] as Right[], school: false };
  const rows = await db
    .select('rightGroups')
    .where('id', 'in', idGroups)
    .select(['rights', 'scope'])
    .execute();
  return {
    rights: [...new Set(rows.flatMap((r) => r.rights))] as Right[],
    school: rows.some((r) => r.scope === 'school'),
  };
}

/** A teacher's groups' ids, in order. */
export async function groupsOf(db: ScopedDb, idUser: number): Promise<number[]> {
  const rows = await db
    .select('userRightGroups')
    .where('idUser', '=', idUser)
    .select('idGroup')
    .orderBy('idGroup')
    .execute();
  return rows.map((r) => r.idGroup);
}
