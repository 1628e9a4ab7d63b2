import { enums, nullable, optional } from 'superstruct';
import { endpoint, type Paged } from '../http/endpoint';
import { object } from '../validate/own';
import { requiredString } from '../validate/structs';
import { flag, idField, list, listQuery, text } from './fields';

export const SEND_MODES = ['immediately', 'scheduled', 'cyclic', 'draft'] as const;
export type SendMode = (typeof SEND_MODES)[number];
export const CYCLES = ['daily', 'weekly', 'monthly'] as const;
export type Cycle = (typeof CYCLES)[number];
export const RECIPIENT_KINDS = ['all', 'groups', 'users'] as const;
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];
export const NOTIFICATION_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'finished'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

export interface Notification {
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
  status: NotificationStatus;
  sentAt: string | null;
  nextSendAt: string | null;
  deliveries: number;
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
  title: requiredString(200),
  content: requiredString(20_000),
  sendMode: enums(SEND_MODES),
  scheduledAt: optional(nullable(text(40))),
  cycle: optional(nullable(enums(CYCLES))),
  cycleUntil: optional(nullable(text(40))),
  recipientKind: enums(RECIPIENT_KINDS),
  recipientIds: optional(list(idField(), 5000)),
};

export const notificationPayload = object(notificationFields);

const base = '/Auth/Notification';

export const notification = {
  list: endpoint<Paged<Notification>>()({
    method: 'GET',
    path: `${base}/List`,
    payload: object({ ...listQuery, status: optional(enums(NOTIFICATION_STATUSES)) }),
    access: 'admin',
  }),
  add: endpoint<Notification>()({
    method: 'POST',
    path: `${base}/Add`,
    payload: notificationPayload,
    access: 'admin',
  }),
  addFcmDevice: endpoint<{ registered: boolean }>()({
    method: 'POST',
    path: `${base}/AddFcmDevice`,
    payload: object({ token: requiredString(4096), platform: optional(enums(['web', 'android', 'ios'])) }),
    access: 'signedIn',
  }),
  get: endpoint<Notification>()({
    method: 'GET',
    path: `${base}/Get`,
    payload: object({ id: idField() }),
    access: 'admin',
  }),
  myNotification: endpoint<MyNotificationPage>()({
    method: 'GET',
    path: `${base}/MyNotification`,
    payload: object({ ...listQuery, unreadOnly: optional(flag()) }),
    access: 'signedIn',
  }),
  edit: endpoint<Notification>()({
    method: 'PUT',
    path: `${base}/Edit`,
    payload: object({ id: idField(), ...notificationFields }),
    access: 'admin',
  }),
  delete: endpoint<{ deleted: number }>()({
    method: 'DELETE',
    path: `${base}/Delete`,
    payload: object({ ids: list(idField(), 500) }),
    access: 'admin',
  }),
  /** Opens one of the user's notifications and marks it read. */
  detailNotification: endpoint<MyNotification>()({
    method: 'GET',
    path: `${base}/DetailNotification`,
    payload: object({ id: idField() }),
    access: 'signedIn',
  }),
};
