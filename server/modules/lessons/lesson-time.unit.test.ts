import { describe, expect, it } from 'vitest';
import { addDays, instantAt, isoWeekdayOf, wallClockOf } from './lesson-time.ts';

describe('India wall-clock time', () => {
  it('turns 9:00 IST into 3:30 UTC and back, whatever the machine’s zone', () => {
    const nine = instantAt('2026-12-07', 9 * 60);
    expect(nine.toISOString()).toBe('2026-12-07T03:30:00.000Z');
    expect(wallClockOf(nine)).toEqual({ day: '2026-12-07', weekday: 1, minute: 540 });
    // Just before midnight UTC is already the next day in India.
    expect(wallClockOf(new Date('2026-12-06T20:00:00Z'))).toEqual({ day: '2026-12-07', weekday: 1, minute: 90 });
    expect(instantAt('2026-12-07', 1440).toISOString()).toBe('2026-12-07T18:30:00.000Z');
  });

  it('follows a zone’s own rules across a daylight-saving change instead of a fixed offset', () => {
    // London moves to summer time on 29 March 2026: the same wall-clock 9:00 is an hour earlier in UTC.
    expect(instantAt('2026-03-28', 540, 'Europe/London').toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(instantAt('2026-03-30', 540, 'Europe/London').toISOString()).toBe('2026-03-30T08:00:00.000Z');
    expect(wallClockOf(new Date('2026-03-30T08:00:00Z'), 'Europe/London').minute).toBe(540);
  });

  it('counts calendar days and ISO weekdays without a zone', () => {
    expect(isoWeekdayOf('2026-12-06')).toBe(7);
    expect(isoWeekdayOf('2026-12-07')).toBe(1);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
