import type { Cycle, NotificationStatus, RecipientKind, SendMode } from '@saola/core/api';
import type { TranslationKey } from '@saola/core/i18n';
import type { Tone } from '../../../ui/status-badge/pill';

export const NOTICE_STATUS_NAMES: Record<NotificationStatus, TranslationKey> = {
  draft: 'notice.statusDraft',
  scheduled: 'notice.statusScheduled',
  sending: 'notice.statusSending',
  sent: 'notice.statusSent',
  finished: 'notice.statusFinished',
};

export const NOTICE_STATUS_TONES: Record<NotificationStatus, Tone> = {
  draft: 'gray',
  scheduled: 'amber',
  sending: 'blue',
  sent: 'green',
  finished: 'green',
};

export const AUDIENCE_NAMES: Record<RecipientKind, TranslationKey> = {
  all: 'notice.all',
  groups: 'notice.groups',
  units: 'notice.units',
  courses: 'notice.courses',
  users: 'notice.users',
};

export const SEND_MODE_NAMES: Record<SendMode, TranslationKey> = {
  immediately: 'notice.immediately',
  scheduled: 'notice.scheduled',
  cyclic: 'notice.cyclic',
  draft: 'notice.draft',
};

export const CYCLE_NAMES: Record<Cycle, TranslationKey> = {
  daily: 'notice.daily',
  weekly: 'notice.weekly',
  monthly: 'notice.monthly',
};

/** Whether a notice may still be changed: only before its (first) sending. */
export const noticeEditable = (status: NotificationStatus) => status === 'draft' || status === 'scheduled';
