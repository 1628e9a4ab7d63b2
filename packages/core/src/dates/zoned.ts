/**
 * Days and clocks as a school lives them, in its own time zone (its information setting's), wherever the
 * server or the viewer is: a code that expires "on 30-11" lasts to midnight there, a report's day starts at
 * midnight there, a live class at 19:00 shows 19:00. Offsets come from the runtime's time zone data, so a
 * zone with summer time (Europe/London) gets each date's own. One module for the server and the screens.
 */
import { DEFAULT_TIME_ZONE } from '../constants';

let readSchoolZone: () => string | null | undefined = () => undefined;

/**
 * Where a page's school zone is read from: the session registers its website's zone here, so every screen's
 * dates follow the school without passing it, and one that forgets cannot fall back to the device's clock.
 * The server serves many schools at once and always passes its request's zone instead.
 */
export function followSchoolZone(read: () => string | null | undefined): void {
  readSchoolZone = read;
}

/** The zone of the school this page shows (Asia/Ho_Chi_Minh until its configuration has arrived). */
export function schoolZone(): string {
  return readSchoolZone() || DEFAULT_TIME_ZONE;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone's wall clock at a moment, as the UTC time with the same fields. */
function wallClock(moment: number, zone: string): number {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(zone, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(moment).map((part) => [part.type, Number(part.value)]),
  );
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second, moment % 1000);
}

/** The moment the zone's clock shows a wall time (given as the UTC time with the same fields). */
function momentOf(wall: number, zone: string): number {
  // The offset at the guess, then at the corrected guess: right on either side of a clock change.
  const first = wall - (wallClock(wall, zone) - wall);
  return wall - (wallClock(first, zone) - first);
}

const wallOfDay = (day: string) => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date);
};

/** The first moment of a day (YYYY-MM-DD) in the school's time zone. */
export function startOfDay(day: string, zone: string): Date {
  return new Date(momentOf(wallOfDay(day), zone));
}

/** The last millisecond of a day (YYYY-MM-DD) in the school's time zone. */
export function endOfDay(day: string, zone: string): Date {
  return new Date(momentOf(wallOfDay(day) + 86_400_000, zone) - 1);
}

/** The moment the school's clock shows a day (YYYY-MM-DD) at a time of day (HH:mm or HH:mm:ss). */
export function momentAt(day: string, time: string, zone: string): Date {
  const [hours = 0, minutes = 0, seconds = 0] = time.split(':').map(Number);
  return new Date(momentOf(wallOfDay(day) + ((hours * 60 + minutes) * 60 + seconds) * 1000, zone));
}

/**
 * A moment as the school's wall clock, written as the UTC time with the same fields: what a spreadsheet's
 * date cell (which has no zone) must hold to show the school's time.
 */
export function wallTimeOf(moment: Date, zone: string): Date {
  return new Date(wallClock(moment.getTime(), zone));
}

/** The school's day of a moment, YYYY-MM-DD. */
export function dayOf(moment: Date, zone: string): string {
  return new Date(wallClock(moment.getTime(), zone)).toISOString().slice(0, 10);
}

/** The school's clock at a moment, HH:mm. */
export function timeOf(moment: Date, zone: string): string {
  return new Date(wallClock(moment.getTime(), zone)).toISOString().slice(11, 16);
}

/** A moment as the school reads it: DD-MM-YYYY HH:mm. */
export function dateTimeOf(moment: Date, zone: string): string {
  const [y, m, d] = dayOf(moment, zone).split('-');
  return `${d}-${m}-${y} ${timeOf(moment, zone)}`;
}
