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
