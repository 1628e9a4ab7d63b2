import { NOTICE_SMS_MAX } from '@saola/core/api';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { Mail, SmsProvider } from '../settings';

/** A person a sending delivered to, with where else to reach her. */
export interface Reach {
  id: number;
  email: string | null;
  phone: string | null;
}

export interface Outreach {
  notice: { id: number; idSite: number; occurrence: Date; title: string; content: string };
  schoolName: string;
  people: Reach[];
  /** Sends one mail through the school's server, or keeps it in the outbox; null when the notice is not mailed. */
  mail: ((mail: Mail) => Promise<'sent' | 'kept'>) | null;
  sms: SmsProvider | null;
  now: Date;
}

/** A notice's plain text (its rich text without tags), for an SMS: title first, cut to NOTICE_SMS_MAX. */
export function noticeText(title: string, content: string): string {
  const plain = content
    .replace(/<(br|\/p|\/li|\/h\d)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  const text = plain ? `${title}: ${plain}` : title;
  return text.length > NOTICE_SMS_MAX ? `${text.slice(0, NOTICE_SMS_MAX - 1)}…` : text;
}

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * Claims one person's delivery for a channel (sets its time where none is set) before sending: a second
 * attempt finds it claimed and sends nothing, so nobody is mailed or texted twice for one sending.
 */
async function claim(db: Db, o: Outreach, idUser: number, column: 'mailed_at' | 'texted_at') {
  const claimed = await sql`update user_notifications set ${sql.ref(column)} = ${o.now}
    where id_site = ${o.notice.idSite} and id_notification = ${o.notice.id} and id_user = ${idUser}
      and occurrence = ${o.notice.occurrence} and ${sql.ref(column)} is null`.execute(db);
  return Number(claimed.numAffectedRows ?? 0) > 0;
}

/**
 * Sends a sending's mails and texts after its inbox rows are committed: at most once per person and channel.
 * A failed mail or text is given up (its claim stays, so no retry doubles it) and the count says what went.
 */
export async function reachOut(db: Db, o: Outreach): Promise<{ mailed: number; texted: number }> {
  let mailed = 0;
  let texted = 0;
  const html = `<h2>${escapeHtml(o.notice.title)}</h2>${o.notice.content}<hr><p>${escapeHtml(o.schoolName)}</p>`;
  const text = noticeText(o.notice.title, o.notice.content);
  for (const person of o.people) {
    if (o.mail && person.email && (await claim(db, o, person.id, 'mailed_at'))) {
      try {
        // A mail kept in the outbox reached no one: the notice's count says what left.
        if ((await o.mail({ to: person.email, subject: o.notice.title, html })) === 'sent') mailed++;
      } catch {
        // The mail server refused this one; the others still go.
      }
    }
    if (o.sms && person.phone && (await claim(db, o, person.id, 'texted_at'))) {
      try {
        await o.sms.send({ to: person.phone, text });
        texted++;
      } catch {
        // The gateway refused this one; the others still go.
      }
    }
  }
  if (mailed > 0 || texted > 0)
    await db
      .updateTable('notifications')
      .set({ mailed: sql`mailed + ${mailed}`, texted: sql`texted + ${texted}` })
      .where('id', '=', o.notice.id)
      .where('idSite', '=', o.notice.idSite)
      .execute();
  return { mailed, texted };
}
