import { session } from '@saola/core/session';
import { afterEach, describe, expect, it } from 'vitest';
import { demoConfig } from '../../../test/fake-saola';
import { schoolDateTime, schoolDay, schoolTime } from './school-time';

afterEach(() => {
  session.website = null;
});

describe("the school's clock", () => {
  it("shows a moment at the school's own time zone, from its configuration", () => {
    const moment = '2026-11-30T17:30:00.000Z';
    // Before the configuration has arrived: the region's default.
    expect(schoolDateTime(moment)).toBe('01-12-2026 00:30');
    session.website = { ...demoConfig.website, timeZone: 'Asia/Tokyo' };
    expect(schoolTime(moment)).toBe('02:30');
    session.website = { ...demoConfig.website, timeZone: 'Europe/London' };
    expect(schoolDay(moment)).toBe('2026-11-30');
  });
});
