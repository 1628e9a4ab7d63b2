import { DEFAULT_LOCALE, ID_TYPE, type IdType } from '@saola/core/constants';
import { isLocale } from '@saola/core/i18n';
import { sql } from 'kysely';
import type { Site } from '../db/schema';
import { hashToken } from '../security/tokens';
import type { Auth, Services } from './context';

/** How often a session's last-seen time is written: not on every request. */
const TOUCH_AFTER_MS = 60_000;

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S{16,512})$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * The signed-in user behind a bearer token, or null: unknown, revoked, idle-expired, past its absolute
 * expiry, of another site, or of a disabled account all read as no session.
 */
export async function authenticate(
  services: Services,
  site: Site,
  token: string | undefined,
): Promise<Auth | null> {
  if (!token) return null;
  const now = services.clock.now();
  const idleSince = new Date(now.getTime() - site.sessionIdleMinutes * 60_000);
  const row = await services.db
    .selectFrom('sessions')
    .innerJoin('users', (join) =>
      join.onRef('users.id', '=', 'sessions.idUser').onRef('users.idSite', '=', 'sessions.idSite'),
    )
    .select([
      'sessions.id as sessionId',
      'sessions.lastSeenAt',
      'users.id',
      'users.idType',
      'users.fullName',
      'users.username',
      'users.avatarUrl',
      'users.locale',
      'users.mustChangePassword',
      // The rights of all her groups and her own, and the widest scope any of her groups gives.
      sql<string[]>`array(
        select distinct r from (
          select unnest(g.rights) as r from user_right_groups ug
            join right_groups g on g.id = ug.id_group and g.id_site = ug.id_site
            where ug.id_user = users.id
          union select unnest(users.rights)
        ) granted
      )`.as('rights'),
      sql<boolean>`exists (
        select 1 from user_right_groups ug
          join right_groups g on g.id = ug.id_group and g.id_site = ug.id_site
          where ug.id_user = users.id and g.scope = 'school'
      )`.as('schoolScope'),
    ])
    .where('sessions.tokenHash', '=', hashToken(token))
    .where('sessions.idSite', '=', site.id)
    .where('sessions.revokedAt', 'is', null)
    .where('sessions.expiresAt', '>', now)
    .where('sessions.lastSeenAt', '>', idleSince)
    .where('users.status', '=', 'active')
    .executeTakeFirst();
  if (!row) return null;
  if (now.getTime() - new Date(row.lastSeenAt).getTime() > TOUCH_AFTER_MS) {
    await services.db
      .updateTable('sessions')
      .set({ lastSeenAt: now })
      .where('id', '=', row.sessionId)
      .execute();
  }
  return {
    sessionId: row.sessionId,
    user: {
      id: row.id,
      idType: row.idType as IdType,
      fullName: row.fullName,
      username: row.username,
      avatarUrl: row.avatarUrl,
      locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
      rights: row.rights ?? [],
      scope: row.idType === ID_TYPE.OWNER || row.schoolScope ? 'school' : 'personal',
      ...(row.mustChangePassword && { mustChangePassword: true }),
    },
  };
}
