/**
 * A class's sessions from its local dates, times and weekdays, in the school's time zone: a class on Mon/Wed
 * 19:00 stays at 19:00 local time across months and across a change of offset.
 */

/** The zone's offset from UTC, in milliseconds, at an instant. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return local - Math.floor(instant / 1000) * 1000;
}

/** The instant a local date (YYYY-MM-DD) and time (HH:mm) name in a time zone. */
export function localInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(y, m - 1, d, hh, mm);
  let instant = asUtc - offsetAt(asUtc, timeZone);
  // Across an offset change the first guess's offset may differ from the answer's.
  instant = asUtc - offsetAt(instant, timeZone);
  return new Date(instant);
}

/** The local date (YYYY-MM-DD) of an instant in a time zone. */
export function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** ISO weekday of a calendar date: 1 Monday … 7 Sunday. */
function isoWeekday(y: number, m: number, d: number): number {
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
}

export interface Plan {
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  weekdays: readonly number[];
  recurring: boolean;
}

/**
 * Each session's start and end: one on the start date when not recurring, else one on every listed weekday
 * from the start date to the end date, both included; at most `max` (null when there would be more).
 */
export function expand(
  plan: Plan,
  timeZone: string,
  max: number,
): Array<{ startsAt: Date; endsAt: Date }> | null {
  const days: string[] = [];
  if (!plan.recurring || plan.weekdays.length === 0) days.push(plan.startDate);
  else {
    const [y, m, d] = plan.startDate.split('-').map(Number) as [number, number, number];
    const cursor = new Date(Date.UTC(y, m - 1, d));
    const last = plan.endDate;
    for (;;) {
      const date = cursor.toISOString().slice(0, 10);
      if (date > last) break;
      if (
        plan.weekdays.includes(
          isoWeekday(cursor.getUTCFullYear(), cursor.getUTCMonth() + 1, cursor.getUTCDate()),
        )
      )
        days.push(date);
      if (days.length > max) return null;
      cursor.setUTCDate(cursor.getUTCDate() + 1);
    }
  }
  return days.map((date) => ({
    startsAt: localInstant(date, plan.startTime, timeZone),
    endsAt: localInstant(date, plan.endTime, timeZone),
  }));
}
