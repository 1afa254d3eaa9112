import { describe, expect, it } from 'vitest';
import { formatAdminTime } from './admin-time.ts';

describe('formatAdminTime (spec §9)', () => {
  const now = new Date('2026-11-24T12:00:00Z');

  it('shows the time only within 24 hours', () => {
    const text = formatAdminTime('2026-11-24T02:30:00Z', now);
    expect(text).toMatch(/\d{1,2}:30/);
    expect(text).not.toMatch(/Nov|2026/);
    expect(formatAdminTime('2026-11-23T12:30:00Z', now)).not.toMatch(/Nov/);
  });

  it('shows the date and the time when older', () => {
    const text = formatAdminTime('2026-11-20T09:05:00Z', now);
    expect(text).toMatch(/Nov/);
    expect(text).toMatch(/2026/);
    expect(text).toMatch(/\d{1,2}:\d{2}/);
  });
});
