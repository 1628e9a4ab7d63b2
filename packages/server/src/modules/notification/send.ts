import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { JobHandler } from '../../jobs/runner';
import { enqueue } from '../../jobs/runner';
import { deliverMail, type MailServices, mailConfig, type SmsProvider, smsFor } from '../settings';
import { type Reach, reachOut } from './channels';
import { type FcmPush, hasFcmCredentials } from './push';
import { occurrenceAfter } from './schedule';

export const SEND_JOB = 'notification.send';

export interface SendPayload {
  idNotification: number;
  /** ISO time of the sending this job makes; with the notification it identifies the delivery. */
  occurrence: string;
  /** Which sending of a cyclic notification this is (0 for the first). */
  index: number;
}

export function sendJobKey(idNotification: number, occurrence: Date): string {
  return `${SEND_JOB}:${idNotification}:${occurrence.toISOString()}`;
}

export async function scheduleSend(
  db: Db,
  idSite: number,
  idNotification: number,
  at: Date,
  index = 0,
): Promise<void> {
  const payload: SendPayload = { idNotification, occurrence: at.toISOString(), index };
  await enqueue(db, {
    idSite,
    kind: SEND_JOB,
    payload,
    runAt: at,
    dedupeKey: sendJobKey(idNotification, at),
  });
}

/** Removes sendings not yet made (after an edit or a delete). */
export async function cancelSends(db: Db, idSite: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('jobs')
    .where('idSite', '=', idSite)
    .where('kind', '=', SEND_JOB)
    .where('status', '=', 'queued')
    .where(sql<number>`(payload->>'idNotification')::int`, 'in', ids)
    .execute();
}

/**
 * Delivers one sending: one inbox row per recipient, unique per (notification, user, occurrence), so a
 * repeated job adds nothing. A cyclic notification schedules its next sending in the same transaction.
 * Push messages go out after the commit, to the devices of the users this run delivered to: at most once.
 */
export interface SendServices {
  push: FcmPush;
  db: Db;
  /** The school's mail setting (its password sealed with the server's secret) and the text-message provider. */
  mail: MailServices;
  sms: SmsProvider;
}

/** The push devices of these people whose session is still signed in: a signed-out phone must not show the school's notices. */
export function signedInDevices(db: Db, idSite: number, idUsers: number[], now: Date) {
  return db
    .selectFrom('fcmDevices')
    .innerJoin('sessions', 'sessions.id', 'fcmDevices.idSession')
    .select(['fcmDevices.token', 'fcmDevices.idUser'])
    .where('fcmDevices.idSite', '=', idSite)
    .where('fcmDevices.idUser', 'in', idUsers)
    .where('sessions.revokedAt', 'is', null)
    .where('sessions.expiresAt', '>', now)
    .execute();
}

export const sendNotification =
  ({ push, db, mail, sms }: SendServices): JobHandler =>
  async (tx, job, now) => {
    const { idNotification, occurrence, index } = job.payload as SendPayload;
    const n = await tx
      .selectFrom('notifications')
      .selectAll()
      .where('id', '=', idNotification)
      .where('idSite', '=', job.idSite)
      .forUpdate()
      .executeTakeFirst();
    if (!n || n.status === 'draft' || n.status === 'finished') return undefined;

    const at = new Date(occurrence);
    const recipients =
      n.recipientKind === 'all'
        ? sql`select u.id from users u where u.id_site = ${n.idSite} and u.status = 'active'`
        : n.recipientKind === 'groups'
          ? sql`select distinct m.id_user from user_group_members m join users u on u.id = m.id_user
              where m.id_site = ${n.idSite} and m.id_group = any(${n.recipientIds}) and u.status = 'active'`
          : n.recipientKind === 'units'
            ? // A unit's notice reaches its sub-units too.
              sql`with recursive tree as (
                select id from units where id_site = ${n.idSite} and id = any(${n.recipientIds})
                union select c.id from units c join tree on c.id_parent = tree.id where c.id_site = ${n.idSite})
              select u.id from users u where u.id_site = ${n.idSite} and u.id_unit in (select id from tree)
                and u.status = 'active'`
            : n.recipientKind === 'courses'
              ? sql`select distinct e.id_user from course_enrolments e join users u on u.id = e.id_user
                  where e.id_site = ${n.idSite} and e.id_course = any(${n.recipientIds}) and u.status = 'active'`
              : sql`select u.id from users u where u.id_site = ${n.idSite} and u.id = any(${n.recipientIds}) and u.status = 'active'`;
    const inserted = await sql<{ idUser: number }>`
    insert into user_notifications (id_site, id_notification, id_user, occurrence, created_at)
    select ${n.idSite}, ${n.id}, r.id, ${at}, ${now} from (${recipients}) as r(id)
    on conflict (id_notification, id_user, occurrence) do nothing
    returning id_user as "idUser"`.execute(tx);
    const delivered = inserted.rows.map((row) => row.idUser);

    let status: 'sent' | 'scheduled' | 'finished' = 'sent';
    let nextSendAt: Date | null = null;
    if (n.sendMode === 'cyclic' && n.cycle && n.scheduledAt) {
      const next = occurrenceAfter(new Date(n.scheduledAt), n.cycle, index + 1);
      if (n.cycleUntil && next <= new Date(n.cycleUntil)) {
        await scheduleSend(tx, n.idSite, n.id, next, index + 1);
        status = 'scheduled';
        nextSendAt = next;
      } else {
        status = 'finished';
      }
    }
    await tx
      .updateTable('notifications')
      .set({
        status,
        nextSendAt,
        sentAt: n.sentAt ?? now,
        deliveries: sql`deliveries + ${delivered.length}`,
        updatedAt: now,
      })
      .where('id', '=', n.id)
      .execute();

    const site = await tx
      .selectFrom('sites')
      .selectAll()
      .where('id', '=', n.idSite)
      .executeTakeFirstOrThrow();
    if (delivered.length === 0) return undefined;
    // Mail and SMS reach only the people this run delivered to: a sending run twice finds no one new.
    const reach: Reach[] =
      n.byMail || n.bySms
        ? await tx
            .selectFrom('users')
            .select(['id', 'email', 'phone'])
            .where('idSite', '=', n.idSite)
            .where('id', 'in', delivered)
            .execute()
        : [];
    const outside = async () => {
      const config = n.byMail ? await mailConfig(mail, n.idSite) : null;
      await reachOut(db, {
        notice: { id: n.id, idSite: n.idSite, occurrence: at, title: n.title, content: n.content },
        schoolName: site.name,
        people: reach,
        mail: config ? (m) => deliverMail(mail, n.idSite, config, m) : null,
        sms: n.bySms ? smsFor(sms, site, mail.settings) : null,
        now,
      });
    };
    if (!hasFcmCredentials(site)) return outside;
    const devices = await signedInDevices(tx, n.idSite, delivered, now);
    return async () => {
      await outside();
      const message = {
        title: n.title,
        body: n.content.slice(0, 500),
        data: { idNotification: String(n.id) },
      };
      const { unregistered } = await push.send(
        site,
        devices.map((d) => d.token),
        message,
      );
      if (unregistered.length > 0) {
        await db
          .deleteFrom('fcmDevices')
          .where('idSite', '=', n.idSite)
          .where('token', 'in', unregistered)
          .execute();
      }
    };
  };
