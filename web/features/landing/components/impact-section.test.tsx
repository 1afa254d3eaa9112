import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import type { PlatformStats } from '../../../../contract/stats.ts';
import { startTestI18n } from '../../chat/lib/i18n-for-tests.ts';
import { ImpactSection } from './impact-section.tsx';

// "Our Impact in Numbers" shows computed figures only: counts, and "—" with a reason where there is nothing to count.
const cards = (html: string) =>
  [...html.matchAll(/<div[^>]*class="flex flex-col[^"]*">(.*?)<\/div>/g)].map(([, card]) =>
    [...card!.matchAll(/<(?:dt|dd)[^>]*>(.*?)<\/(?:dt|dd)>/g)].map(([, text]) => text),
  );
const byLabel = (html: string) => Object.fromEntries(cards(html).map(([label, value, note]) => [label, { value, note }]));

const seeded: PlatformStats = {
  verifiedTeachers: 12,
  students: 1234,
  parents: 3,
  reviews: { count: 7, average: 4.29 },
  requests: { answered: 9, accepted: 6, acceptedShare: 6 / 9, medianFirstReplySeconds: 2.4 * 3600 },
  computedAt: '2026-11-28T00:00:00.000Z',
};
const empty: PlatformStats = {
  verifiedTeachers: 0,
  students: 0,
  parents: 0,
  reviews: { count: 0, average: null },
  requests: { answered: 0, accepted: 0, acceptedShare: null, medianFirstReplySeconds: null },
  computedAt: '2026-11-28T00:00:00.000Z',
};

describe('ImpactSection', () => {
  afterAll(() => startTestI18n('en'));

  it('shows the figures the API computed, with what each counts', async () => {
    await startTestI18n('en');
    expect(byLabel(renderToStaticMarkup(<ImpactSection stats={seeded} />))).toEqual({
      'Average rating': { value: '4.3', note: 'from 7 reviews' },
      Reviews: { value: '7', note: '' },
      Parents: { value: '3', note: '' },
      Students: { value: '1,234', note: 'student accounts and children added by parents' },
      'Verified teachers': { value: '12', note: 'identity checked (KYC)' },
      'Success rate': { value: '67%', note: 'accepted, of 9 answered requests' },
      'Average response': { value: '2 hrs', note: 'median time from a request to its answer' },
      Subjects: { value: '20', note: 'to choose from when you register' },
    });
  });

  it('says "—" and why when there are no reviews and no answered requests, never an invented number', async () => {
    await startTestI18n('en');
    const figures = byLabel(renderToStaticMarkup(<ImpactSection stats={empty} />));
    expect(figures['Average rating']).toEqual({ value: '—', note: 'No reviews yet' });
    expect(figures['Success rate']).toEqual({ value: '—', note: 'Not enough data yet' });
    expect(figures['Average response']).toEqual({ value: '—', note: 'Not enough data yet' });
    expect(figures['Verified teachers']?.value).toBe('0');
  });

  it('keeps every card’s place while loading (values invisible) and says so when the figures cannot be had', async () => {
    await startTestI18n('en');
    const loading = renderToStaticMarkup(<ImpactSection />);
    expect(loading).toContain('aria-busy="true"');
    expect(loading.match(/data-figure-value="" class="[^"]*invisible/g)).toHaveLength(7);
    const failed = byLabel(renderToStaticMarkup(<ImpactSection failed />));
    expect(failed['Average rating']).toEqual({ value: '—', note: 'Not available right now' });
    expect(failed.Students).toEqual({ value: '—', note: 'student accounts and children added by parents' });
  });

  it('speaks Hindi', async () => {
    await startTestI18n('hi');
    const figures = byLabel(renderToStaticMarkup(<ImpactSection stats={empty} />));
    expect(figures['औसत रेटिंग']).toEqual({ value: '—', note: 'अभी कोई रिव्यू नहीं' });
    expect(figures['सफलता दर']).toEqual({ value: '—', note: 'अभी पर्याप्त डेटा नहीं' });
  });
});
