import { type MailEvent, NOTIFY_CHANNELS, type NotifyEvent, type NotifyEvents } from '@saola/core/api';
import type { Locale } from '@saola/core/constants';
import { isLocale, type TranslationKey, translate } from '@saola/core/i18n';
import type { Db } from '../../db/connect';
import type { Site } from '../../db/schema';
import { enqueue, type JobHandler } from '../../jobs/runner';
import { deliverMail, mailConfig, render, templateOf } from '../settings';
import { escapeHtml } from './channels';
import { hasFcmCredentials } from './push';
import { type SendServices, signedInDevices } from './send';

export const EVENT_JOB = 'notification.event';

/**
 * Which text an event's notice says: a member's registration or a teacher's course approved or denied; the
 * other events have one.
 */
export type EventVariant = 'approved' | 'denied' | 'courseApproved' | 'courseDenied';

export interface EventNotice {
  event: NotifyEvent;
  variant?: EventVariant;
  idUsers: number[];
  /** The values the notice's text names ({{course}}, {{lesson}}, {{exam}}, {{orderCode}} …). */
  params: Record<string, string>;
}

/**
 * Queues an event's notice in the transaction of the change it tells about: nothing goes out unless that
 * change commits, and the job (not the request) pays for the channels.
 */
export async function notifyEvent(db: Db, idSite: number, now: Date, notice: EventNotice): Promise<void> {
  const idUsers = [...new Set(notice.idUsers)];
  if (idUsers.length === 0) return;
  await enqueue(db, { idSite, kind: EVENT_JOB, payload: { ...notice, idUsers }, runAt: now });
}

/** The channels an event goes by at this school (all off for an event the setting does not name). */
export function channelsOf(site: Site, event: NotifyEvent): NotifyEvents[NotifyEvent] {
  const saved = (site.notifyEvents as Partial<NotifyEvents> | null)?.[event];
  return Object.fromEntries(
    NOTIFY_CHANNELS.map((c) => [c, saved?.[c] === true]),
  ) as NotifyEvents[NotifyEvent];
}

/**
 * The mail template (which the school may rewrite) of an event by outcome: a paid order, a member's decided
 * registration; the others mail the notice's own text.
 */
const TEMPLATES: Partial<Record<NotifyEvent, Partial<Record<EventVariant, MailEvent>>>> = {
  orderPaid: { approved: 'orderPaid' },
  approval: { approved: 'memberApproved', denied: 'memberRefused' },
};

type Text = { title: TranslationKey; body: TranslationKey };

/** Each event's notice text, by outcome where it has several. */
const TEXT: Record<NotifyEvent, Text | Partial<Record<EventVariant, Text>>> = {
  enrolment: { title: 'eventNotice.enrolmentTitle', body: 'eventNotice.enrolmentBody' },
  newLesson: { title: 'eventNotice.newLessonTitle', body: 'eventNotice.newLessonBody' },
  exam: { title: 'eventNotice.examTitle', body: 'eventNotice.examBody' },
  orderPaid: { title: 'eventNotice.orderPaidTitle', body: 'eventNotice.orderPaidBody' },
  approval: {
    approved: { title: 'eventNotice.approvalTitle', body: 'eventNotice.approvalBody' },
    denied: { title: 'eventNotice.approvalDeniedTitle', body: 'eventNotice.approvalDeniedBody' },
    courseApproved: { title: 'eventNotice.courseApprovedTitle', body: 'eventNotice.courseApprovedBody' },
    courseDenied: { title: 'eventNotice.courseDeniedTitle', body: 'eventNotice.courseDeniedBody' },
  },
};

const textOf = (notice: EventNotice): Text => {
  const text = TEXT[notice.event];
  return 'title' in text ? (text as Text) : (text[notice.variant ?? 'approved'] as Text);
};

function texts(locale: Locale, notice: EventNotice, school: string) {
  const keys = textOf(notice);
  const params = { ...notice.params, school };
  return { title: translate(locale, keys.title, params), body: translate(locale, keys.body, params) };
}

/**
 * Delivers an event's notice by the channels the school turned on for it (settings: notifyEvents): the inbox
 * in the job's transaction (one notice per language, each person's own), push and mail after the commit.
 * A channel turned off sends nothing.
 */
export const sendEventNotice =
  ({ push, db, mail }: Omit<SendServices, 'sms'>): JobHandler =>
  async (tx, job, now) => {
    const notice = job.payload as EventNotice;
    const site = await tx
      .selectFrom('sites')
      .selectAll()
      .where('id', '=', job.idSite)
      .executeTakeFirstOrThrow();
    const on = channelsOf(site, notice.event);
    if (!on.inApp && !on.push && !on.mail) return undefined;
    const people = await tx
      .selectFrom('users')
      .select(['id', 'email', 'fullName', 'locale'])
      .where('idSite', '=', site.id)
      .where('id', 'in', notice.idUsers)
      .execute();
    if (people.length === 0) return undefined;
    const localeOf = (p: { locale: string }): Locale =>
      isLocale(p.locale) ? p.locale : isLocale(site.defaultLocale) ? site.defaultLocale : 'vi';
    const groups = new Map<Locale, typeof people>();
    for (const person of people)
      groups.set(localeOf(person), [...(groups.get(localeOf(person)) ?? []), person]);

    if (on.inApp)
      for (const [locale, group] of groups) {
        const { title, body } = texts(locale, notice, site.name);
        const ids = group.map((p) => p.id);
        const created = await tx
          .insertInto('notifications')
          .values({
            idSite: site.id,
            title,
            content: `<p>${escapeHtml(body)}</p>`,
            sendMode: 'immediately',
            scheduledAt: null,
            cycle: null,
            cycleUntil: null,
            recipientKind: 'users',
            recipientIds: ids,
            status: 'sent',
            sentAt: now,
            nextSendAt: null,
            deliveries: ids.length,
            event: notice.event,
            createdBy: null,
            updatedAt: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await tx
          .insertInto('userNotifications')
          .values(
            ids.map((idUser) => ({
              idSite: site.id,
              idNotification: created.id,
              idUser,
              occurrence: now,
              createdAt: now,
            })),
          )
          .execute();
      }

    const devices =
      on.push && hasFcmCredentials(site)
        ? await signedInDevices(
            tx,
            site.id,
            people.map((p) => p.id),
            now,
          )
        : [];
    if (!on.mail && devices.length === 0) return undefined;
    return async () => {
      if (on.mail) {
        const config = await mailConfig(mail, site.id);
        for (const person of people) {
          if (!person.email) continue;
          const locale = localeOf(person);
          const template = TEMPLATES[notice.event]?.[notice.variant ?? 'approved'];
          const own = texts(locale, notice, site.name);
          const message = template
            ? render(await templateOf(db, site.id, template, locale), {
                ...notice.params,
                name: person.fullName,
                schoolName: site.name,
              })
            : { subject: own.title, html: `<p>${escapeHtml(own.body)}</p>` };
          // One refused mail must not keep the others from going.
          await deliverMail(mail, site.id, config, { to: person.email, ...message }).catch(() => undefined);
        }
      }
      for (const [locale, group] of groups) {
        const ids = new Set(group.map((p) => p.id));
        const tokens = devices.filter((d) => ids.has(d.idUser)).map((d) => d.token);
        if (tokens.length === 0) continue;
        const { title, body } = texts(locale, notice, site.name);
        const { unregistered } = await push.send(site, tokens, {
          title,
          body,
          data: { event: notice.event },
        });
        if (unregistered.length > 0)
          await db
            .deleteFrom('fcmDevices')
            .where('idSite', '=', site.id)
            .where('token', 'in', unregistered)
            .execute();
      }
    };
  };
