import { enums, nullable, optional } from 'superstruct';
import { endpoint, type Paged } from '../http/endpoint';
import { object } from '../validate/own';
import { type PayloadRule, requiredString, withRules } from '../validate/structs';
import { flag, idField, list, listQuery, text } from './fields';
import { byId, rows } from './resource';

/**
 * Issue 21, the school's notices (admin /setting/notification, addNotification, editNotification/{id}): who a
 * notice goes to and by which channels besides the inbox. The calls are the notification area's
 * (`/Auth/Notification/…`, SPEC §7); this file holds what the notice screens and the server share about them.
 */

/** Who a notice goes to: everyone, user groups, units (with their sub-units), courses' learners, chosen people. */
export const RECIPIENT_KINDS = ['all', 'groups', 'units', 'courses', 'users'] as const;
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];

/** How many groups, units, courses or people one notice may name. */
export const NOTICE_RECIPIENTS_MAX = 5000;
export const NOTICE_TITLE_MAX = 200;
export const NOTICE_CONTENT_MAX = 20_000;

/** An SMS carries the notice's title and the start of its text, at most this long. */
export const NOTICE_SMS_MAX = 320;

/** What a notice's sendings delivered: inbox rows, how many were opened, mails and texts sent. */
export interface NoticeCounts {
  deliveries: number;
  reads: number;
  mailed: number;
  texted: number;
}

export const SEND_MODES = ['immediately', 'scheduled', 'cyclic', 'draft'] as const;
export type SendMode = (typeof SEND_MODES)[number];
export const CYCLES = ['daily', 'weekly', 'monthly'] as const;
export type Cycle = (typeof CYCLES)[number];
export const NOTIFICATION_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'finished'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export interface Notification extends NoticeCounts {
  id: number;
  title: string;
  content: string;
  sendMode: SendMode;
  /** ISO date-time of the (first) sending for scheduled and cyclic notifications. */
  scheduledAt: string | null;
  cycle: Cycle | null;
  cycleUntil: string | null;
  recipientKind: RecipientKind;
  recipientIds: number[];
  /** The names of the groups, units, courses or people it goes to, in the order of `recipientIds`. */
  recipients: Array<{ id: number; name: string }>;
  /** Also sent by mail (the school's mail setting) and by SMS to those with an address or a phone. */
  byMail: boolean;
  bySms: boolean;
  status: NotificationStatus;
  sentAt: string | null;
  nextSendAt: string | null;
  createdAt: string;
}

export interface MyNotification {
  id: number;
  idNotification: number;
  title: string;
  content: string;
  sentAt: string;
  read: boolean;
}

export interface MyNotificationPage extends Paged<MyNotification> {
  unread: number;
}

const notificationFields = {
  title: requiredString(NOTICE_TITLE_MAX),
  content: requiredString(NOTICE_CONTENT_MAX),
  sendMode: enums(SEND_MODES),
  scheduledAt: optional(nullable(text(40))),
  cycle: optional(nullable(enums(CYCLES))),
  cycleUntil: optional(nullable(text(40))),
  recipientKind: enums(RECIPIENT_KINDS),
  recipientIds: optional(list(idField(), NOTICE_RECIPIENTS_MAX)),
  byMail: optional(flag()),
  bySms: optional(flag()),
};

type NotificationFields = ReturnType<typeof object<typeof notificationFields>>['TYPE'];
const timed = (n: NotificationFields) => n.sendMode === 'scheduled' || n.sendMode === 'cyclic';
const moment = (text: string | null | undefined) => (text ? Date.parse(text) : Number.NaN);

/** A notice's rules between its fields; whether its time is still ahead is the server's clock's to say. */
const notificationRules: PayloadRule<NotificationFields>[] = [
  { field: 'scheduledAt', key: 'validation.required', broken: (n) => timed(n) && !n.scheduledAt },
  { field: 'cycle', key: 'validation.required', broken: (n) => n.sendMode === 'cyclic' && !n.cycle },
  {
    field: 'cycleUntil',
    key: 'validation.required',
    broken: (n) => n.sendMode === 'cyclic' && !n.cycleUntil,
  },
  {
    field: 'cycleUntil',
    key: 'errors.cycleEndBeforeStart',
    broken: (n) => n.sendMode === 'cyclic' && moment(n.cycleUntil) <= moment(n.scheduledAt),
  },
  {
    field: 'recipientIds',
    key: 'errors.recipientsRequired',
    broken: (n) => n.recipientKind !== 'all' && !n.recipientIds?.length,
  },
];

export const notificationPayload = withRules(object(notificationFields), notificationRules);

const base = '/Auth/Notification';

export const notification = {
  ...rows<Notification, Notification>()(base, {
    list: object({ ...listQuery, status: optional(enums(NOTIFICATION_STATUSES)) }),
    add: notificationPayload,
    edit: withRules(object({ id: idField(), ...notificationFields }), notificationRules),
    read: 'admin',
    write: 'admin',
  }),
  addFcmDevice: endpoint<{ registered: boolean }>()({
    method: 'POST',
    path: `${base}/AddFcmDevice`,
    payload: object({ token: requiredString(4096), platform: optional(enums(['web', 'android', 'ios'])) }),
    access: 'signedIn',
  }),
  myNotification: endpoint<MyNotificationPage>()({
    method: 'GET',
    path: `${base}/MyNotification`,
    payload: object({ ...listQuery, unreadOnly: optional(flag()) }),
    access: 'signedIn',
  }),
  /** Opens one of the user's notifications and marks it read. */
  detailNotification: endpoint<MyNotification>()({
    method: 'GET',
    path: `${base}/DetailNotification`,
    payload: byId(),
    access: 'signedIn',
  }),
};

/**
 * What the school tells people about on its own (admin /setting/notification, tab "events"): each event
 * by each channel, on or off. An event off for a channel sends nothing on it.
 */
export const NOTIFY_EVENTS = ['enrolment', 'newLesson', 'exam', 'orderPaid', 'approval'] as const;
export type NotifyEvent = (typeof NOTIFY_EVENTS)[number];
export const NOTIFY_CHANNELS = ['inApp', 'push', 'mail'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];
export type NotifyEvents = Record<NotifyEvent, Record<NotifyChannel, boolean>>;

const channels = object({ inApp: flag(), push: flag(), mail: flag() });

export const notifyEventsPayload = object({
  enrolment: channels,
  newLesson: channels,
  exam: channels,
  orderPaid: channels,
  approval: channels,
});

export const notifyEvents = {
  get: endpoint<NotifyEvents>()({
    method: 'GET',
    path: '/Lms/Setting/GetNotificationEvents',
    payload: object({}),
    access: 'owner',
  }),
  edit: endpoint<NotifyEvents>()({
    method: 'PUT',
    path: '/Lms/Setting/EditNotificationEvents',
    payload: notifyEventsPayload,
    access: 'owner',
  }),
};
