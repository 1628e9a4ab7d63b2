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

/**
 * Sessions are shown at the school's time, whatever the viewer's computer says: the school's zone is
 * Asia/Ho_Chi_Minh by default (Asia/Vientiane and Asia/Bangkok keep the same offset, UTC+7).
 */
const SCHOOL_ZONE = 'Asia/Ho_Chi_Minh';

function parts(iso: string) {
  const all = new Intl.DateTimeFormat('en-GB', {
    timeZone: SCHOOL_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => all.find((p) => p.type === type)?.value ?? '';
  return { y: get('year'), m: get('month'), d: get('day'), time: `${get('hour')}:${get('minute')}` };
}

/** HH:mm at the school. */
export const schoolTime = (iso: string) => parts(iso).time;
/** YYYY-MM-DD at the school. */
export function schoolDay(iso: string): string {
  const { y, m, d } = parts(iso);
  return `${y}-${m}-${d}`;
}
/** DD-MM-YYYY HH:mm at the school. */
export function schoolDateTime(iso: string): string {
  const { y, m, d, time } = parts(iso);
  return `${d}-${m}-${y} ${time}`;
}
