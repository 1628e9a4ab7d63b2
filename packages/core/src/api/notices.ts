import { nullable, optional, string } from 'superstruct';
import { endpoint } from '../http/endpoint';
import { object } from '../validate/own';
import { blankOr, domainName, matching, maxLength } from '../validate/structs';
import { flag } from './fields';

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

/** Where the school's own domain stands: none asked, waiting for its DNS record, in use, or not found. */
export const DOMAIN_STATUSES = ['none', 'pending', 'verified', 'failed'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/** The TXT record that proves a school holds its domain: its name is this label before the domain. */
export const DOMAIN_RECORD_LABEL = '_saola-verify';

/** The school's own domain (admin /setting/domain). */
export interface DomainSetting {
  /** The verified domain the site is reached at, if any. */
  domain: string | null;
  /** The domain asked for and the TXT record that proves it, until verified. */
  requested: string | null;
  status: DomainStatus;
  /** The TXT record to create: its full name and value. */
  recordName: string | null;
  recordValue: string | null;
  /** The CNAME target to point the domain at (this server's own host). */
  target: string;
  checkedAt: string | null;
}

export const domainPayload = object({
  /** Blank removes the school's domain. */
  domain: optional(nullable(blankOr(domainName(maxLength(string(), 253))))),
});

/** The school's service package (admin /setting/package-service): what the platform granted and what is used. */
export const SERVICE_PLANS = ['basic', 'standard', 'premium'] as const;
export type ServicePlan = (typeof SERVICE_PLANS)[number];

export interface Usage {
  used: number;
  /** Null: no limit. */
  limit: number | null;
}

export interface ServicePackage {
  plan: ServicePlan;
  expiresAt: string | null;
  expired: boolean;
  /** Bytes in the file library against its quota. */
  storage: Usage;
  learners: Usage;
  courses: Usage;
}

export const schoolDomain = {
  get: endpoint<DomainSetting>()({
    method: 'GET',
    path: '/Lms/Setting/GetDomain',
    payload: object({}),
    access: 'owner',
  }),
  edit: endpoint<DomainSetting>()({
    method: 'PUT',
    path: '/Lms/Setting/EditDomain',
    payload: domainPayload,
    access: 'owner',
  }),
  /** Looks the TXT record up now; the domain is in use once it is found. */
  verify: endpoint<DomainSetting>()({
    method: 'POST',
    path: '/Lms/Setting/VerifyDomain',
    payload: object({}),
    access: 'owner',
  }),
};

export const servicePackage = {
  get: endpoint<ServicePackage>()({
    method: 'GET',
    path: '/Lms/Setting/GetPackage',
    payload: object({}),
    access: 'owner',
  }),
};

/**
 * The school's marketing tools (admin /setting/marketing-tools): Facebook comments and tracking ids, each of
 * a strict format (they are written into the public pages' scripts, never into the admin's).
 */
export const TRACKING_FORMATS = {
  fbAppId: /^\d{10,20}$/,
  gaMeasurementId: /^G-[A-Z0-9]{6,12}$/,
  gtmContainerId: /^GTM-[A-Z0-9]{5,9}$/,
  fbPixelId: /^\d{10,20}$/,
} as const;

export interface MarketingTools {
  isOnFbComment: boolean;
  fbAppId: string | null;
  gaMeasurementId: string | null;
  gtmContainerId: string | null;
  fbPixelId: string | null;
}

const tracking = (name: keyof typeof TRACKING_FORMATS) =>
  optional(
    nullable(blankOr(matching(maxLength(string(), 30), name, TRACKING_FORMATS[name], 'marketing.invalid'))),
  );

export const marketingPayload = object({
  isOnFbComment: flag(),
  fbAppId: tracking('fbAppId'),
  gaMeasurementId: tracking('gaMeasurementId'),
  gtmContainerId: tracking('gtmContainerId'),
  fbPixelId: tracking('fbPixelId'),
});

export const marketingTools = {
  get: endpoint<MarketingTools>()({
    method: 'GET',
    path: '/Lms/Setting/GetMarketing',
    payload: object({}),
    access: 'owner',
  }),
  edit: endpoint<MarketingTools>()({
    method: 'PUT',
    path: '/Lms/Setting/EditMarketing',
    payload: marketingPayload,
    access: 'owner',
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
