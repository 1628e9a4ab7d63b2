import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import {
  DATE_DISPLAY_FORMAT,
  DATE_DISPLAY_FORMAT_SLASH,
  DATE_EMIT_FORMAT,
  LATE_THRESHOLD_MINUTES,
} from '../constants';
import { dayOf, momentAt, schoolZone, timeOf } from './zoned';

dayjs.extend(customParseFormat);

export type DateInput = Date | string | number | Dayjs;
export type DisplayFormat = typeof DATE_DISPLAY_FORMAT | typeof DATE_DISPLAY_FORMAT_SLASH;

const ACCEPTED_INPUT = [DATE_EMIT_FORMAT, DATE_DISPLAY_FORMAT, DATE_DISPLAY_FORMAT_SLASH];

/** A string written as a day (YYYY-MM-DD, DD-MM-YYYY, DD/MM/YYYY): a day has no zone and is shown as it is. */
function asDay(value: DateInput): Dayjs | undefined {
  if (typeof value !== 'string') return undefined;
  const day = dayjs(value, ACCEPTED_INPUT, true);
  return day.isValid() ? day : undefined;
}

function toDay(value: DateInput): Dayjs {
  return asDay(value) ?? dayjs(value);
}

/** The form every date is sent in: YYYY-MM-DD. Undefined when the input is no date. */
export function emitDate(value: DateInput): string | undefined {
  const day = toDay(value);
  return day.isValid() ? day.format(DATE_EMIT_FORMAT) : undefined;
}

function asMoment(value: DateInput): Date | undefined {
  const moment = dayjs(value);
  return moment.isValid() ? moment.toDate() : undefined;
}

/**
 * How dates are shown: DD-MM-YYYY by default, DD/MM/YYYY where a screen asks for it. A moment shows the
 * school's day (its zone, not the device's), a day string shows that day.
 */
export function displayDate(
  value: DateInput,
  format: DisplayFormat = DATE_DISPLAY_FORMAT,
  zone = schoolZone(),
): string {
  const day = asDay(value);
  if (day) return day.format(format);
  const moment = asMoment(value);
  return moment ? dayjs(dayOf(moment, zone)).format(format) : '';
}

/** A moment shown to the minute on the school's clock, whatever the device's zone: DD-MM-YYYY HH:mm. */
export function displayDateTime(
  value: DateInput,
  format: DisplayFormat = DATE_DISPLAY_FORMAT,
  zone = schoolZone(),
): string {
  const day = asDay(value);
  if (day) return day.format(`${format} HH:mm`);
  const moment = asMoment(value);
  return moment ? `${dayjs(dayOf(moment, zone)).format(format)} ${timeOf(moment, zone)}` : '';
}

/** HH:mm on the school's clock at a moment. */
export function schoolTime(value: DateInput, zone = schoolZone()): string {
  const moment = asMoment(value);
  return moment ? timeOf(moment, zone) : '';
}

/**
 * The moment a day (YYYY-MM-DD) and time (HH:mm[:ss]) on the school's clock stand for, as ISO; undefined when
 * either is no day or time. What a form's date and time fields send.
 */
export function schoolMoment(day: string, time = '00:00', zone = schoolZone()): string | undefined {
  const clock = emitTime(time);
  if (!dayjs(day, DATE_EMIT_FORMAT, true).isValid() || !clock) return undefined;
  return momentAt(day, clock, zone).toISOString();
}

/** The school's day of a moment, YYYY-MM-DD (a day string is its own day). */
export function schoolDay(value: DateInput, zone = schoolZone()): string {
  const day = asDay(value);
  if (day) return day.format(DATE_EMIT_FORMAT);
  const moment = asMoment(value);
  return moment ? dayOf(moment, zone) : '';
}

/** A typed date in any of the accepted forms (YYYY-MM-DD, DD-MM-YYYY, DD/MM/YYYY) → YYYY-MM-DD. */
export function parseDisplayDate(text: string): string | undefined {
  const day = dayjs(text.trim(), ACCEPTED_INPUT, true);
  return day.isValid() ? day.format(DATE_EMIT_FORMAT) : undefined;
}

/** Weeks start on Monday: the Monday on or before the given day, as YYYY-MM-DD. */
export function startOfWeek(value: DateInput): string {
  const day = toDay(value).startOf('day');
  const sinceMonday = (day.day() + 6) % 7;
  return day.subtract(sinceMonday, 'day').format(DATE_EMIT_FORMAT);
}

/** The seven days of the week that holds `value`, Monday first, as YYYY-MM-DD. */
export function weekDays(value: DateInput): string[] {
  const monday = dayjs(startOfWeek(value));
  return Array.from({ length: 7 }, (_, i) => monday.add(i, 'day').format(DATE_EMIT_FORMAT));
}

/** The weeks of a month for a calendar grid, each Monday to Sunday, as YYYY-MM-DD. */
export function monthGrid(year: number, month: number): string[][] {
  const first = dayjs(new Date(year, month - 1, 1));
  const last = first.endOf('month');
  const weeks: string[][] = [];
  for (let monday = dayjs(startOfWeek(first)); !monday.isAfter(last, 'day'); monday = monday.add(7, 'day')) {
    weeks.push(weekDays(monday));
  }
  return weeks;
}

/** Time inputs take HH:mm (or H:mm) and send HH:mm:00; undefined when it is no time of day. */
export function emitTime(text: string): string | undefined {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return undefined;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/** HH:mm:ss as stored → HH:mm as shown in a time input. */
export function displayTime(stored: string): string {
  return emitTime(stored)?.slice(0, 5) ?? '';
}

/** Attendance: late when the entry is more than 15 minutes after the scheduled start. */
export function isLate(
  start: DateInput,
  joinedAt: DateInput,
  thresholdMinutes = LATE_THRESHOLD_MINUTES,
): boolean {
  return toDay(joinedAt).diff(toDay(start), 'millisecond') > thresholdMinutes * 60_000;
}

export {
  dateTimeOf,
  dayOf,
  endOfDay,
  followSchoolZone,
  momentAt,
  schoolZone,
  startOfDay,
  timeOf,
  wallTimeOf,
} from './zoned';
export { dayjs };
