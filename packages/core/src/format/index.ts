/**
 * How Saola writes numbers, money, sizes, percents, dates and time zones, per language: one module for every
 * screen and for the server, so a figure reads the same in a table, a chart, a message and a PDF. Numbers
 * follow the language (Vietnamese and Lao: 1.234,5; English: 1,234.5) with one minus sign (−); moments follow
 * the school's clock (dates/zoned), never the device's.
 */
import { DEFAULT_LOCALE, LANGUAGE_TAGS, type Locale } from '../constants';
import {
  type DateInput,
  type DisplayFormat,
  displayDate,
  displayDateTime,
  schoolDay,
  schoolZone,
  wallTimeOf,
} from '../dates';
import { displayPhone, phoneCountryOf } from '../validate/phone';

/** The site's prices are in đồng. */
export const SITE_CURRENCY = 'VND';

const MINUS = '\u2212';
const NBSP = '\u00a0';

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_TAGS[locale], options);
    numberFormats.set(key, format);
  }
  return format;
}

/** Intl writes the hyphen-minus; screens wrote "−" by hand: every figure uses the one minus sign. */
const oneMinus = (text: string) => text.replace(/[-\u2212]/g, MINUS);
/** Nothing refunded is 0, not "−0": a negated zero is written as zero. */
const unsigned0 = (value: number) => (value === 0 ? 0 : value);

/** A count or a measure, with at most `fractionDigits` decimals: 1.200.000 and 8,5 in Vietnamese. */
export function formatNumber(value: number, locale: Locale = DEFAULT_LOCALE, fractionDigits = 2): string {
  return oneMinus(numberFormat(locale, { maximumFractionDigits: fractionDigits }).format(unsigned0(value)));
}

/**
 * A price in the site's currency. Vietnamese and Lao readers write the amount first and the currency after
 * (350.000 ₫); Lao's CLDR pattern puts the sign first (₫350.000, ₫-350.000), so the currency is moved to the end.
 */
export function formatMoney(
  amount: number,
  locale: Locale = DEFAULT_LOCALE,
  currency = SITE_CURRENCY,
): string {
  const parts = numberFormat(locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: currency === 'VND' ? 0 : 2,
  }).formatToParts(unsigned0(amount));
  if (locale === 'en') return oneMinus(parts.map((p) => p.value).join(''));
  const sign = parts.find((p) => p.type === 'currency')?.value ?? currency;
  const figure = parts
    .filter((p) => p.type !== 'currency' && p.type !== 'literal')
    .map((p) => p.value)
    .join('');
  return `${oneMinus(figure)}${NBSP}${sign}`;
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A file size in 1024-based units (SPEC §9) with the language's decimals: 80,5 KB in Vietnamese. */
export function formatSize(bytes: number, locale: Locale = DEFAULT_LOCALE): string {
  let value = bytes;
  let unit = 0;
  while (Math.abs(value) >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${formatNumber(value, locale, 1)} ${SIZE_UNITS[unit]}`;
}

/** A percentage given out of 100 (as progress and scores are kept): 80,5% in Vietnamese. */
export function formatPercent(value: number, locale: Locale = DEFAULT_LOCALE, fractionDigits = 1): string {
  return oneMinus(
    numberFormat(locale, { style: 'percent', maximumFractionDigits: fractionDigits }).format(value / 100),
  );
}

/**
 * A count out of a whole, one notation everywhere (coupon uses, papers submitted): "3 / 100", or "3 / Không giới
 * hạn" where the whole is a word the caller translated.
 */
export function formatShare(part: number, whole: number | string, locale: Locale = DEFAULT_LOCALE): string {
  return `${formatNumber(part, locale)} / ${typeof whole === 'number' ? formatNumber(whole, locale) : whole}`;
}

const dayParts = (day: string) => day.split('-').map(Number) as [number, number, number];

/**
 * A date written out, for certificates and letters: "16 tháng 11 năm 2026", "16 November 2026",
 * "16 ພະຈິກ 2026". The sentence around it says "on" ("ngày", "ວັນທີ"). A moment gives the school's day.
 */
export function formatLongDate(
  value: DateInput,
  locale: Locale = DEFAULT_LOCALE,
  zone = schoolZone(),
): string {
  const day = schoolDay(value, zone);
  if (!day) return '';
  const [year, month, date] = dayParts(day);
  if (locale === 'vi') return `${date} tháng ${month} năm ${year}`;
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : LANGUAGE_TAGS[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, date));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A report period's key (a day YYYY-MM-DD or a month YYYY-MM) as a table shows it: 16-11-2026, 11-2026. */
export function formatPeriod(key: string): string {
  const [year, month, date] = key.split('-');
  return date ? displayDate(key) : `${month}-${year}`;
}

/** A report period's key on a chart's axis, short: 16/11 for a day, 11/2026 for a month. */
export function formatAxisLabel(key: string): string {
  const [year, month, date] = key.split('-');
  return date ? `${date}/${month}` : `${month}/${year}`;
}

/** The zone's offset from UTC at a moment: UTC+07:00, UTC+01:00 in a London summer. */
export function utcOffset(zone: string, at: Date = new Date()): string {
  const minutes = Math.round((wallTimeOf(at, zone).getTime() - at.getTime()) / 60_000);
  const sign = minutes < 0 ? MINUS : '+';
  const whole = Math.abs(minutes);
  return `UTC${sign}${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

/** The cities of the zones schools pick (settings' TIME_ZONES): Intl names only a region, the same for four. */
const ZONE_CITIES: Record<Locale, Record<string, string>> = {
  vi: {
    'Asia/Ho_Chi_Minh': 'Hồ Chí Minh',
    'Asia/Vientiane': 'Viêng Chăn',
    'Asia/Bangkok': 'Băng Cốc',
    'Asia/Phnom_Penh': 'Phnôm Pênh',
    'Asia/Singapore': 'Singapore',
    'Asia/Tokyo': 'Tokyo',
    'Europe/London': 'Luân Đôn',
  },
  en: {
    'Asia/Ho_Chi_Minh': 'Ho Chi Minh City',
    'Asia/Vientiane': 'Vientiane',
    'Asia/Bangkok': 'Bangkok',
    'Asia/Phnom_Penh': 'Phnom Penh',
    'Asia/Singapore': 'Singapore',
    'Asia/Tokyo': 'Tokyo',
    'Europe/London': 'London',
  },
  lo: {
    'Asia/Ho_Chi_Minh': 'ໂຮ່ຈິມິນ',
    'Asia/Vientiane': 'ວຽງຈັນ',
    'Asia/Bangkok': 'ບາງກອກ',
    'Asia/Phnom_Penh': 'ພະນົມເປັນ',
    'Asia/Singapore': 'ສິງກະໂປ',
    'Asia/Tokyo': 'ໂຕກຽວ',
    'Europe/London': 'ລອນດອນ',
  },
};

/** The zone's own name in the language (Coordinated Universal Time), from Intl, for a zone with no city. */
function regionName(zone: string, locale: Locale): string {
  const parts = new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { timeZone: zone, timeZoneName: 'long' })
    .formatToParts(0)
    .find((p) => p.type === 'timeZoneName');
  return parts?.value ?? zone;
}

/** A time zone as a picker lists it: "(UTC+07:00) Hồ Chí Minh", never the raw id. */
export function formatTimeZone(zone: string, locale: Locale = DEFAULT_LOCALE, at: Date = new Date()): string {
  return `(${utcOffset(zone, at)}) ${ZONE_CITIES[locale][zone] ?? regionName(zone, locale)}`;
}

/**
 * A stored phone number (E.164) as people write it: nationally for the school's country ("0912 345 678"),
 * internationally for another ("+856 20 5555 1234"); one stored before numbers were normalised still shows.
 */
export function formatPhone(value: string, zone: string = schoolZone()): string {
  return displayPhone(value, phoneCountryOf(zone));
}

/** Every formatter bound to one language, for a screen (and the school's zone for its moments). */
export interface Formats {
  number: (value: number, fractionDigits?: number) => string;
  money: (amount: number) => string;
  size: (bytes: number) => string;
  percent: (value: number, fractionDigits?: number) => string;
  share: (part: number, whole: number | string) => string;
  /** A day, or a moment's day at the school: DD-MM-YYYY (or DD/MM/YYYY). */
  date: (value: DateInput, format?: DisplayFormat) => string;
  /** A moment on the school's clock: DD-MM-YYYY HH:mm. */
  dateTime: (value: DateInput, format?: DisplayFormat) => string;
  longDate: (value: DateInput) => string;
  period: (key: string) => string;
  axis: (key: string) => string;
  timeZone: (zone: string) => string;
  /** A phone number as the school's people write it. */
  phone: (value: string) => string;
}

export function formatsFor(locale: Locale): Formats {
  return {
    number: (value, digits) => formatNumber(value, locale, digits),
    money: (amount) => formatMoney(amount, locale),
    size: (bytes) => formatSize(bytes, locale),
    percent: (value, digits) => formatPercent(value, locale, digits),
    share: (part, whole) => formatShare(part, whole, locale),
    date: (value, format) => displayDate(value, format),
    dateTime: (value, format) => displayDateTime(value, format),
    longDate: (value) => formatLongDate(value, locale),
    period: formatPeriod,
    axis: formatAxisLabel,
    timeZone: (zone) => formatTimeZone(zone, locale),
    phone: (value) => formatPhone(value),
  };
}
