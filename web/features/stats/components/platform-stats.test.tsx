import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import type { PlatformStats } from '../../../../contract/stats.ts';
import { startTestI18n } from '../../chat/lib/i18n-for-tests.ts';
import { PlatformStatsView } from './platform-stats.tsx';

// The Find page's "Match rate" and "Average response": the API's figures, or "—" with the reason.
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
const stats = (requests: PlatformStats['requests']): PlatformStats => ({
  verifiedTeachers: 1,
  students: 1,
  parents: 0,
  reviews: { count: 0, average: null },
  requests,
  computedAt: '2026-11-28T00:00:00.000Z',
});

describe('PlatformStatsView', () => {
  afterAll(() => startTestI18n('en'));

  it('shows the computed share accepted and median time to an answer, and says what they measure', async () => {
    await startTestI18n('en');
    const html = renderToStaticMarkup(<PlatformStatsView figures={stats({ answered: 4, accepted: 3, acceptedShare: 0.75, medianFirstReplySeconds: 25 * 60 })} />);
    expect(text(html)).toBe(
      '75% Match rate 25 mins Average response Match rate: answered requests that were accepted. Average response: median time from a request to its answer.',
    );
  });

  it('shows days for slow answers', async () => {
    await startTestI18n('en');
    const html = renderToStaticMarkup(<PlatformStatsView figures={stats({ answered: 1, accepted: 0, acceptedShare: 0, medianFirstReplySeconds: 3 * 86_400 })} />);
    expect(text(html)).toMatch(/^0% Match rate 3 days Average response/);
  });

  it('shows "—" and "Not enough data yet" before any request is answered (not 95% and 24h)', async () => {
    await startTestI18n('en');
    const html = renderToStaticMarkup(<PlatformStatsView figures={stats({ answered: 0, accepted: 0, acceptedShare: null, medianFirstReplySeconds: null })} />);
    expect(text(html)).toBe('— Match rate — Average response Not enough data yet: no request has been answered.');
  });

  it('keeps its place while loading and says when the figures are unavailable', async () => {
    await startTestI18n('en');
    expect(renderToStaticMarkup(<PlatformStatsView figures={undefined} />)).toContain('aria-busy="true"');
    expect(text(renderToStaticMarkup(<PlatformStatsView figures={undefined} failed />))).toBe(
      '— Match rate — Average response These figures are not available right now.',
    );
  });

  it('speaks Hindi', async () => {
    await startTestI18n('hi');
    const html = renderToStaticMarkup(<PlatformStatsView figures={stats({ answered: 0, accepted: 0, acceptedShare: null, medianFirstReplySeconds: null })} />);
    expect(text(html)).toContain('अभी पर्याप्त डेटा नहीं है');
  });
});
