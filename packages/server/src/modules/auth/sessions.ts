import { randomUUID } from 'node:crypto';
import type { Tokens } from '@saola/core/api';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { Site } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { badRequest } from '../../http/errors';
import type { ScopedDb } from '../../http/scoped';
import { hashToken, newToken } from '../../security/tokens';

export interface NewSession {
  site: Site;
  idUser: number;
  deviceId: string | undefined;
  ip: string;
  userAgent: string | undefined;
  now: Date;
}

/**
 * Opens a session for one device. The same device replaces its older session; a new device beyond the
 * site's limit is refused. The user row is locked for the count, so parallel sign-ins cannot slip past it.
 */
export async function openSession(db: Db, s: NewSession): Promise<Tokens> {
  const accessToken = newToken();
  const notificationToken = newToken();
  const deviceId = s.deviceId?.trim() || `device-${randomUUID()}`;
  await db.transaction().execute(async (tx) => {
    await tx.selectFrom('users').select('id').where('id', '=', s.idUser).forUpdate().executeTakeFirst();
    await tx
      .updateTable('sessions')
      .set({ revokedAt: s.now })
      .where('idUser', '=', s.idUser)
      .where('deviceId', '=', deviceId)
      .where('revokedAt', 'is', null)
      .execute();
    if (s.site.deviceLimit > 0) {
      const idleSince = new Date(s.now.getTime() - s.site.sessionIdleMinutes * 60_000);
      const { devices } = await tx
        .selectFrom('sessions')
        .select(sql<number>`count(distinct device_id)::int`.as('devices'))
        .where('idUser', '=', s.idUser)
        .where('revokedAt', 'is', null)
        .where('expiresAt', '>', s.now)
        .where('lastSeenAt', '>', idleSince)
        .executeTakeFirstOrThrow();
      if (devices >= s.site.deviceLimit) throw badRequest('auth.deviceLimit', { limit: s.site.deviceLimit });
    }
    await tx
      .insertInto('sessions')
      .values({
        idSite: s.site.id,
        idUser: s.idUser,
        tokenHash: hashToken(accessToken),
        notificationTokenHash: hashToken(notificationToken),
        deviceId,
        ip: s.ip,
        userAgent: s.userAgent?.slice(0, 300) ?? null,
        createdAt: s.now,
        lastSeenAt: s.now,
        expiresAt: new Date(s.now.getTime() + s.site.sessionMaxDays * 86_400_000),
      })
      .execute();
    await tx.updateTable('users').set({ lastSignInAt: s.now }).where('id', '=', s.idUser).execute();
  });
  return { accessToken, notificationToken };
}

/** Revokes sessions of a user: all of them, or all but one (after a password change). */
export async function revokeSessions(
  db: Db,
  idUser: number,
  now: Date,
  keepSessionId?: number,
): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('idUser', '=', idUser)
    .where('revokedAt', 'is', null);
  if (keepSessionId) query = query.where('id', '<>', keepSessionId);
  await query.execute();
}

/**
 * Ends every session of one of the school's accounts: after a new password set by someone else, a
 * deactivation or a cancelled membership, nobody stays signed in with the old access.
 */
export async function endSessions(ctx: RequestContext<unknown>, db: ScopedDb, idUser: number): Promise<void> {
  await db
    .update('sessions')
    .set({ revokedAt: ctx.services.clock.now() })
    .where('idUser', '=', idUser)
    .where('revokedAt', 'is', null)
    .execute();
}
