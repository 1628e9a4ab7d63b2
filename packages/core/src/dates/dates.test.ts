import { describe, expect, it } from 'vitest';
import {
  displayDate,
  displayDateTime,
  displayTime,
  emitDate,
  emitTime,
  isLate,
  monthGrid,
  parseDisplayDate,
  schoolDay,
  schoolMoment,
  schoolTime,
  startOfWeek,
  weekDays,
} from '.';

describe('dates', () => {
  it('shows a moment to the minute on the school’s clock, nothing for no date', () => {
    expect(displayDateTime('2026-11-22T00:05:00Z')).toBe('22-11-2026 07:05');
    expect(displayDateTime(new Date('2026-11-22T12:30:00Z'), 'DD/MM/YYYY')).toBe('22/11/2026 19:30');
    expect(displayDateTime('2026-11-22T12:30:00Z', 'DD-MM-YYYY', 'Europe/London')).toBe('22-11-2026 12:30');
    expect(displayDateTime('nonsense')).toBe('');
  });

  it('gives a moment the school’s day, and a day string its own day', () => {
    expect(displayDate('2026-11-21T17:30:00Z')).toBe('22-11-2026');
    expect(displayDate('2026-11-21T17:30:00Z', 'DD-MM-YYYY', 'UTC')).toBe('21-11-2026');
    expect(displayDate('2026-11-21')).toBe('21-11-2026');
    expect(schoolDay('2026-11-21T17:30:00Z')).toBe('2026-11-22');
    expect(schoolDay('21-11-2026')).toBe('2026-11-21');
    expect(schoolTime('2026-11-21T17:30:00Z')).toBe('00:30');
    expect(schoolTime('x')).toBe('');
  });

  it('reads a day and time typed in a form on the school’s clock', () => {
    expect(schoolMoment('2026-11-22', '10:12')).toBe('2026-11-22T03:12:00.000Z');
    expect(schoolMoment('2026-07-01', '18:30:00', 'Europe/London')).toBe('2026-07-01T17:30:00.000Z');
    expect(schoolMoment('2026-11-22')).toBe('2026-11-21T17:00:00.000Z');
    expect(schoolMoment('22-11-2026', '10:12')).toBeUndefined();
    expect(schoolMoment('2026-11-22', '25:00')).toBeUndefined();
  });

  it('emits YYYY-MM-DD from any accepted input', () => {
    expect(emitDate(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
    expect(emitDate('22-11-2026')).toBe('2026-11-22');
    expect(emitDate('22/11/2026')).toBe('2026-11-22');
    expect(emitDate('2026-11-22')).toBe('2026-11-22');
    expect(emitDate('not a date')).toBeUndefined();
  });

  it('displays DD-MM-YYYY by default and DD/MM/YYYY on request', () => {
    expect(displayDate('2026-01-05')).toBe('05-01-2026');
    expect(displayDate('2026-01-05', 'DD/MM/YYYY')).toBe('05/01/2026');
    expect(displayDate('garbage')).toBe('');
  });

  it('parses typed dates strictly', () => {
    expect(parseDisplayDate(' 05-01-2026 ')).toBe('2026-01-05');
    expect(parseDisplayDate('31-02-2026')).toBeUndefined();
  });

  it('starts weeks on Monday', () => {
    expect(startOfWeek('2026-11-22')).toBe('2026-11-16'); // a Sunday belongs to the week before
    expect(startOfWeek('2026-11-16')).toBe('2026-11-16');
    expect(weekDays('2026-11-19')).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
  });

  it('lays out a month as Monday-first weeks', () => {
    const grid = monthGrid(2026, 2);
    expect(grid[0]?.[0]).toBe('2026-01-26');
    expect(grid.at(-1)?.at(-1)).toBe('2026-03-01');
    expect(grid.every((week) => week.length === 7)).toBe(true);
  });

  it('turns HH:mm into HH:mm:00 and back', () => {
    expect(emitTime('7:05')).toBe('07:05:00');
    expect(emitTime('23:59')).toBe('23:59:00');
    expect(emitTime('24:00')).toBeUndefined();
    expect(emitTime('12:60')).toBeUndefined();
    expect(emitTime('noon')).toBeUndefined();
    expect(displayTime('08:30:00')).toBe('08:30');
    expect(displayTime('x')).toBe('');
  });

  it('is late only after more than 15 minutes', () => {
    const start = '2026-11-22T08:00:00Z';
    expect(isLate(start, '2026-11-22T08:15:00Z')).toBe(false);
    expect(isLate(start, '2026-11-22T08:15:01Z')).toBe(true);
    expect(isLate(start, '2026-11-22T07:50:00Z')).toBe(false);
  });
});
