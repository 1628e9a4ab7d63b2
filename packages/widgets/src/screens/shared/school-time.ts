import { session } from '@saola/core/session';

/**
 * Times are shown at the school's clock, whatever the viewer's computer says: the zone of the school's
 * information setting, which the configuration carries (Asia/Ho_Chi_Minh until it has arrived).
 */
const schoolZone = () => session.website?.timeZone ?? 'Asia/Ho_Chi_Minh';

function parts(iso: string) {
  const all = new Intl.DateTimeFormat('en-GB', {
    timeZone: schoolZone(),
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
