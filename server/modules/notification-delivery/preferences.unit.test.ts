import { describe, expect, it } from 'vitest';
import { allows, quietHoursEnd, resolvePreferences } from './preferences.ts';

/** A moment given as an IST clock time on 2026-11-28 (UTC+05:30). */
const ist = (clock: string) => new Date(`2026-11-28T${clock}:00+05:30`);

describe('quiet hours', () => {
  const defaults = resolvePreferences(undefined);

  it('hold from 22:00 to 07:00 IST by default, across midnight', () => {
    expect(quietHoursEnd(defaults, ist('21:59'))).toBeNull();
    expect(quietHoursEnd(defaults, ist('22:00'))).toEqual(new Date('2026-11-29T07:00:00+05:30'));
    expect(quietHoursEnd(defaults, ist('23:30'))).toEqual(new Date('2026-11-29T07:00:00+05:30'));
    expect(quietHoursEnd(defaults, ist('06:59'))).toEqual(ist('07:00'));
    expect(quietHoursEnd(defaults, ist('07:00'))).toBeNull();
  });

  it('work within one day, and not at all when off or empty', () => {
    const lunch = { ...defaults, quietHours: { enabled: true, start: '13:00', end: '14:30' } };
    expect(quietHoursEnd(lunch, ist('12:59'))).toBeNull();
    expect(quietHoursEnd(lunch, ist('13:15'))).toEqual(ist('14:30'));
    expect(quietHoursEnd(lunch, ist('14:30'))).toBeNull();
    expect(quietHoursEnd({ ...lunch, quietHours: { ...lunch.quietHours, enabled: false } }, ist('13:15'))).toBeNull();
    expect(quietHoursEnd({ ...lunch, quietHours: { enabled: true, start: '09:00', end: '09:00' } }, ist('09:00'))).toBeNull();
  });
});

describe('switches', () => {
  it('are all on without a saved row, and pause all turns every one off', () => {
    const defaults = resolvePreferences(undefined);
    expect(allows(defaults, 'message', 'email')).toBe(true);
    expect(allows({ ...defaults, paused: true }, 'message', 'push')).toBe(false);
    const row = { userId: 'u', events: { message: { email: false, push: true } }, quietHoursEnabled: false, quietHoursStart: '22:00', quietHoursEnd: '07:00', paused: false, updatedAt: new Date() };
    const saved = resolvePreferences(row);
    expect(allows(saved, 'message', 'email')).toBe(false);
    expect(allows(saved, 'message', 'push')).toBe(true);
    expect(allows(saved, 'kyc_decision', 'email')).toBe(true);
    expect(saved.quietHours.enabled).toBe(false);
  });
});
