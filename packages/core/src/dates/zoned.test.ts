import { describe, expect, it } from 'vitest';
import { dateTimeOf, dayOf, endOfDay, startOfDay, timeOf } from './zoned';

describe("a school's days", () => {
  it('start and end at midnight in the school’s zone', () => {
    expect(startOfDay('2026-11-30', 'Asia/Ho_Chi_Minh').toISOString()).toBe('2026-11-29T17:00:00.000Z');
    expect(endOfDay('2026-11-30', 'Asia/Vientiane').toISOString()).toBe('2026-11-30T16:59:59.999Z');
    expect(endOfDay('2026-11-30', 'Asia/Tokyo').toISOString()).toBe('2026-11-30T14:59:59.999Z');
    expect(endOfDay('2026-11-30', 'UTC').toISOString()).toBe('2026-11-30T23:59:59.999Z');
  });

  it('follow summer time where the zone has it', () => {
    expect(startOfDay('2026-07-01', 'Europe/London').toISOString()).toBe('2026-06-30T23:00:00.000Z');
    expect(startOfDay('2026-12-01', 'Europe/London').toISOString()).toBe('2026-12-01T00:00:00.000Z');
    // The day the clocks go forward is 23 hours long.
    expect(
      endOfDay('2026-03-29', 'Europe/London').getTime() +
        1 -
        startOfDay('2026-03-29', 'Europe/London').getTime(),
    ).toBe(23 * 3_600_000);
  });

  it('read a moment as the school’s day and clock', () => {
    const moment = new Date('2026-11-30T17:30:00Z');
    expect(dayOf(moment, 'Asia/Ho_Chi_Minh')).toBe('2026-12-01');
    expect(dayOf(moment, 'Europe/London')).toBe('2026-11-30');
    expect(dateTimeOf(moment, 'Asia/Ho_Chi_Minh')).toBe('01-12-2026 00:30');
    expect(dateTimeOf(moment, 'Asia/Tokyo')).toBe('01-12-2026 02:30');
    expect(timeOf(moment, 'Europe/London')).toBe('17:30');
    expect(timeOf(new Date('2026-07-01T17:30:00Z'), 'Europe/London')).toBe('18:30');
  });
});
