import type { LiveKind } from '@saola/core/api';
import type { TranslationKey } from '@saola/core/i18n';

/** Each kind's name, written out so that the compiler checks every key and the dead-key test sees it. */
export const KIND_NAMES: Record<LiveKind, TranslationKey> = {
  class: 'live.kindClass',
  meeting: 'live.kindMeeting',
};

/** ISO weekdays (1 Monday … 7 Sunday), Monday first, with their short names. */
export const WEEKDAYS: ReadonlyArray<{ day: number; key: TranslationKey }> = [
  { day: 1, key: 'live.mon' },
  { day: 2, key: 'live.tue' },
  { day: 3, key: 'live.wed' },
  { day: 4, key: 'live.thu' },
  { day: 5, key: 'live.fri' },
  { day: 6, key: 'live.sat' },
  { day: 7, key: 'live.sun' },
];
