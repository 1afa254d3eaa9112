import { describe, expect, it } from 'vitest';
import { REPORT_RESOLUTIONS } from '../../../../contract/admin-reports.ts';
import {
  RESOLUTION_LABELS,
  RESOLUTION_NOTE_LABELS,
  RESOLVE_ACTIONS,
  reportHref,
  reportStatusFromParam,
  reportsEmptyText,
  reportsListPath,
  resolveBody,
  truncateText,
} from './report-view.ts';

describe('reports list', () => {
  it('reads ?status=, defaulting to open', () => {
    expect(reportStatusFromParam(null)).toBe('open');
    expect(reportStatusFromParam('resolved')).toBe('resolved');
    expect(reportStatusFromParam('closed')).toBe('open');
  });

  it('builds list paths and links that keep the status', () => {
    expect(reportsListPath('resolved', 10)).toBe('/api/admin/reports?status=resolved&limit=10');
    expect(reportHref('r1', 'open')).toBe('/admin/reports/r1');
    expect(reportHref('r1', 'resolved')).toBe('/admin/reports/r1?status=resolved');
    expect(reportHref(null, 'resolved')).toBe('/admin/reports?status=resolved');
    expect(reportsEmptyText('open')).toBe('No open reports');
  });

  it('names every resolution', () => {
    for (const resolution of REPORT_RESOLUTIONS) {
      expect(RESOLUTION_LABELS[resolution]).toBeTruthy();
      expect(RESOLUTION_NOTE_LABELS[resolution]).toBeTruthy();
    }
  });

  it('truncates long reasons on a word boundary', () => {
    expect(truncateText('short  reason')).toBe('short reason');
    const long = 'word '.repeat(40);
    const cut = truncateText(long, 30);
    expect(cut.length).toBeLessThanOrEqual(30);
    expect(cut.endsWith('word…')).toBe(true);
  });
});

describe('resolving a report', () => {
  it('builds the body of each action', () => {
    expect(resolveBody('dismiss', '  ')).toEqual({ action: 'dismiss' });
    expect(resolveBody('dismiss', ' spam ')).toEqual({ action: 'dismiss', note: 'spam' });
    expect(resolveBody('warn', ' Be polite ')).toEqual({ action: 'warn', message: 'Be polite' });
    expect(resolveBody('ban', 'Harassment')).toEqual({ action: 'ban', reason: 'Harassment' });
  });

  it('requires a warning message and a ban reason, not a dismissal note', () => {
    expect(RESOLVE_ACTIONS.dismiss.schema.safeParse({ text: '' }).success).toBe(true);
    expect(RESOLVE_ACTIONS.dismiss.schema.safeParse({}).success).toBe(true);
    const warn = RESOLVE_ACTIONS.warn.schema.safeParse({ text: '   ' });
    expect(warn.success).toBe(false);
    expect(warn.error?.issues[0]?.message).toBe('A warning message is required');
    expect(RESOLVE_ACTIONS.ban.schema.safeParse({ text: '' }).error?.issues[0]?.message).toBe('A reason is required');
  });

  it('uses the toasts of the brief', () => {
    expect(RESOLVE_ACTIONS.dismiss.success).toBe('Report dismissed');
    expect(RESOLVE_ACTIONS.warn.success).toBe('Warning sent');
    expect(RESOLVE_ACTIONS.ban.success).toBe('User banned');
  });
});
