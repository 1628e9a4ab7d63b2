import { afterEach, describe, expect, it } from 'vitest';
import type { WebsiteConfig } from '../api/config';
import { displayDate, displayDateTime, schoolDay, schoolTime } from '../dates';
import { session } from '../session';
import {
  formatAxisLabel,
  formatLongDate,
  formatMoney,
  formatNumber,
  formatPercent,
  formatPeriod,
  formatPhone,
  formatShare,
  formatSize,
  formatsFor,
  formatTimeZone,
  utcOffset,
} from '.';

const NBSP = '\u00a0';
const MINUS = '\u2212';

describe('numbers per language', () => {
  it('write decimals and thousands as each language reads them', () => {
    expect(formatNumber(8.5, 'vi')).toBe('8,5');
    expect(formatNumber(1_200_000, 'vi')).toBe('1.200.000');
    expect(formatNumber(8.5, 'en')).toBe('8.5');
    expect(formatNumber(1_200_000, 'en')).toBe('1,200,000');
    expect(formatNumber(1_234_567.5, 'lo')).toBe('1.234.567,5');
    expect(formatNumber(2 / 3, 'vi')).toBe('0,67');
  });

  it('write every negative with the one minus sign', () => {
    expect(formatNumber(-3.5, 'vi')).toBe(`${MINUS}3,5`);
    expect(formatNumber(-3.5, 'en')).toBe(`${MINUS}3.5`);
    expect(formatMoney(-50_000, 'vi')).toBe(`${MINUS}50.000${NBSP}₫`);
    expect(formatMoney(-50_000, 'lo')).toBe(`${MINUS}50.000${NBSP}₫`);
    expect(formatMoney(-50_000, 'en')).toBe(`${MINUS}₫50,000`);
    expect(formatPercent(-5, 'en')).toBe(`${MINUS}5%`);
    expect(formatMoney(-0, 'vi')).toBe(`0${NBSP}₫`);
    expect(formatNumber(-0, 'en')).toBe('0');
  });

  it('write prices with the amount first in Vietnamese and Lao', () => {
    expect(formatMoney(350_000, 'vi')).toBe(`350.000${NBSP}₫`);
    expect(formatMoney(350_000, 'lo')).toBe(`350.000${NBSP}₫`);
    expect(formatMoney(350_000, 'en')).toBe('₫350,000');
    expect(formatMoney(350_000.4, 'vi')).toBe(`350.000${NBSP}₫`);
  });

  it('write sizes 1024-based with the language’s decimals', () => {
    expect(formatSize(80.5 * 1024, 'vi')).toBe('80,5 KB');
    expect(formatSize(80.5 * 1024, 'en')).toBe('80.5 KB');
    expect(formatSize(80.5 * 1024, 'lo')).toBe('80,5 KB');
    expect(formatSize(2 * 1024 * 1024, 'vi')).toBe('2 MB');
    expect(formatSize(512, 'en')).toBe('512 B');
    expect(formatSize(3 * 1024 ** 4, 'en')).toBe('3,072 GB');
  });

  it('write percentages given out of 100', () => {
    expect(formatPercent(80.5, 'vi')).toBe('80,5%');
    expect(formatPercent(80.5, 'en')).toBe('80.5%');
    expect(formatPercent(100, 'lo')).toBe('100%');
  });

  it('write a count out of a whole one way, the whole a number or a word', () => {
    expect(formatShare(0, 100, 'vi')).toBe('0 / 100');
    expect(formatShare(1200, 5000, 'vi')).toBe('1.200 / 5.000');
    expect(formatShare(1200, 5000, 'en')).toBe('1,200 / 5,000');
    expect(formatShare(3, 'Không giới hạn', 'vi')).toBe('3 / Không giới hạn');
    expect(formatsFor('lo').share(2, 10)).toBe('2 / 10');
  });
});

describe('dates per language', () => {
  it('write a certificate’s long date in each language, on the school’s day', () => {
    // 16-11-2026 at 20:00 UTC is already the 17th in Ho Chi Minh City.
    expect(formatLongDate('2026-11-16', 'vi')).toBe('16 tháng 11 năm 2026');
    expect(formatLongDate('2026-11-16', 'en')).toBe('16 November 2026');
    expect(formatLongDate('2026-11-16', 'lo')).toBe('16 ພະຈິກ 2026');
    expect(formatLongDate('2026-11-16T20:00:00Z', 'vi', 'Asia/Ho_Chi_Minh')).toBe('17 tháng 11 năm 2026');
    expect(formatLongDate('2026-11-16T20:00:00Z', 'en', 'Europe/London')).toBe('16 November 2026');
    expect(formatLongDate('no date', 'en')).toBe('');
  });

  it('label report periods in tables and on chart axes, never in ISO', () => {
    expect(formatPeriod('2026-11-16')).toBe('16-11-2026');
    expect(formatPeriod('2026-11')).toBe('11-2026');
    expect(formatAxisLabel('2026-11-16')).toBe('16/11');
    expect(formatAxisLabel('2026-11')).toBe('11/2026');
  });

  it('name time zones with their offset and city', () => {
    const winter = new Date('2026-01-15T00:00:00Z');
    const summer = new Date('2026-07-15T00:00:00Z');
    expect(formatTimeZone('Asia/Ho_Chi_Minh', 'vi', winter)).toBe('(UTC+07:00) Hồ Chí Minh');
    expect(formatTimeZone('Asia/Vientiane', 'lo', winter)).toBe('(UTC+07:00) ວຽງຈັນ');
    expect(formatTimeZone('Asia/Tokyo', 'en', winter)).toBe('(UTC+09:00) Tokyo');
    expect(formatTimeZone('Europe/London', 'en', summer)).toBe('(UTC+01:00) London');
    expect(formatTimeZone('UTC', 'en', winter)).toBe('(UTC+00:00) Coordinated Universal Time');
    expect(utcOffset('America/New_York', winter)).toBe(`UTC${MINUS}05:00`);
  });
});

describe('the school’s clock on any device', () => {
  const deviceZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = deviceZone;
    session.website = null;
  });

  it('shows an exam’s opening at the school’s time on a laptop in New York or UTC', () => {
    const opens = '2026-11-22T03:12:00Z';
    for (const device of ['UTC', 'America/New_York']) {
      process.env.TZ = device;
      // The device's own clock really is elsewhere: the old reading of the moment showed this.
      expect(new Date(opens).getHours()).not.toBe(10);
      expect(displayDateTime(opens)).toBe('22-11-2026 10:12');
      expect(displayDate('2026-11-21T20:00:00Z')).toBe('22-11-2026');
      expect(formatsFor('vi').dateTime(opens)).toBe('22-11-2026 10:12');
    }
  });

  it('follows the zone the configuration brings', () => {
    process.env.TZ = 'America/New_York';
    session.website = { timeZone: 'Asia/Tokyo' } as WebsiteConfig;
    expect(displayDateTime('2026-11-22T03:12:00Z')).toBe('22-11-2026 12:12');
    expect(formatsFor('en').longDate('2026-11-21T20:00:00Z')).toBe('22 November 2026');
    expect(schoolTime('2026-11-30T17:30:00Z')).toBe('02:30');
    session.website = { timeZone: 'Europe/London' } as WebsiteConfig;
    expect(schoolDay('2026-11-30T17:30:00Z')).toBe('2026-11-30');
    session.website = null;
    expect(displayDateTime('2026-11-22T03:12:00Z')).toBe('22-11-2026 10:12');
  });
});

describe('phone numbers as people write them', () => {
  afterEach(() => {
    session.website = null;
  });

  it('writes the school’s country nationally and any other internationally', () => {
    expect(formatPhone('+84912345678', 'Asia/Ho_Chi_Minh')).toBe('0912 345 678');
    expect(formatPhone('+8562055551234', 'Asia/Ho_Chi_Minh')).toBe('+856 20 5555 1234');
    expect(formatPhone('+8562055551234', 'Asia/Vientiane')).toBe('020 5555 1234');
    expect(formatPhone('+85621212345', 'Asia/Vientiane')).toBe('021 212 345');
    expect(formatPhone('+84912345678', 'Asia/Vientiane')).toBe('+84 912 345 678');
  });

  it('follows the school of the page in every language, and still shows a number stored as typed', () => {
    session.website = { timeZone: 'Asia/Vientiane' } as WebsiteConfig;
    for (const locale of ['vi', 'en', 'lo'] as const) {
      expect(formatsFor(locale).phone('+8562055551234')).toBe('020 5555 1234');
      expect(formatsFor(locale).phone('+84912345678')).toBe('+84 912 345 678');
    }
    session.website = null;
    expect(formatsFor('vi').phone('0912-345-678')).toBe('0912 345 678');
    expect(formatsFor('vi').phone('0912 34')).toBe('0912 34');
  });
});
