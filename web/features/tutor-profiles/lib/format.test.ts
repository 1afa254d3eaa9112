import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicTutorProfile } from '../../../../contract/tutor-profiles.ts';
import { feeText } from '../../../lib/tutor-labels.ts';
import { startTestI18n } from '../../requirements/test/start-test-i18n.ts';
import { areaText, distanceText, monthText, profileMeta, responseTimeText, reviewCountText, reviewerText, verifiedText } from './format.ts';

const NAMESPACES = ['tutor-profiles', 'requirements'];
beforeAll(() => startTestI18n('en', NAMESPACES));
afterAll(() => startTestI18n('en', NAMESPACES));

const profile = {
  firstName: 'Ananya',
  lastName: 'Iyer',
  headline: 'Maths for Class 8–10',
  subjects: ['Mathematics', 'Physics', 'Chemistry'],
  area: { locality: 'Indiranagar', city: 'Bengaluru', state: 'Karnataka' },
} as PublicTutorProfile;

describe('public profile texts in English', () => {
  it('say since when the tutor is verified, by month', () => {
    expect(verifiedText('2026-03')).toBe('Verified · since March 2026');
    expect(verifiedText(null)).toBe('Verified');
    expect(monthText('2025-11-28T10:00:00.000Z')).toBe('November 2025');
    expect(monthText('soon')).toBeNull();
  });

  it('name the approximate area and the distance', () => {
    expect(areaText({ locality: 'Indiranagar', city: 'Bengaluru', state: 'Karnataka' })).toBe('Indiranagar, Bengaluru');
    expect(areaText({ locality: null, city: 'Pune', state: 'Maharashtra' })).toBe('Pune, Maharashtra');
    expect(areaText({ locality: null, city: null, state: null })).toBeNull();
    expect(distanceText(2.5)).toBe('2.5 km away');
    expect(distanceText(3)).toBe('3 km away');
  });

  it('say how soon the tutor usually replies', () => {
    expect(responseTimeText(0.4)).toBe('Usually replies within an hour');
    expect(responseTimeText(2.2)).toBe('Usually replies within 3 hours');
    expect(responseTimeText(23)).toBe('Usually replies within 23 hours');
    expect(responseTimeText(30)).toBe('Usually replies within 2 days');
    expect(responseTimeText(24)).toBe('Usually replies within a day');
    expect(responseTimeText(null)).toBeNull();
  });

  it('show the fee with its unit, the reviews count and the kind of reviewer', () => {
    expect(feeText(1500, 'per_month')).toBe('₹1,500 / month');
    expect(feeText(600, 'per_hour')).toBe('₹600 / hour');
    expect(feeText(150000, 'per_subject')).toBe('₹1,50,000 / subject');
    expect(reviewCountText(0)).toBe('No reviews yet');
    expect(reviewCountText(1)).toBe('1 review');
    expect(reviewCountText(12)).toBe('12 reviews');
    expect(reviewerText('parent')).toBe('Parent');
    expect(reviewerText('student')).toBe('Student');
  });

  it('title and describe the page as the server-rendered page does', () => {
    expect(profileMeta({ ...profile, bio: 'Concepts first,   then practice.' })).toEqual({
      title: 'Ananya Iyer – Mathematics, Physics, Chemistry tutor in Bengaluru',
      description: 'Maths for Class 8–10 — Concepts first, then practice.',
    });
    expect(profileMeta({ ...profile, headline: null, bio: null })).toEqual({
      title: 'Ananya Iyer – Mathematics, Physics, Chemistry tutor in Bengaluru',
      description: 'Ananya Iyer is a verified Mathematics, Physics, Chemistry tutor in Bengaluru on Tutorhood.',
    });
    expect(profileMeta({ ...profile, area: { locality: null, city: null, state: null } }).title).toBe('Ananya Iyer – Mathematics, Physics, Chemistry tutor');
    const long = profileMeta({ ...profile, headline: null, bio: 'word '.repeat(60) }).description;
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('word…')).toBe(true);
  });
});

describe('public profile texts in Hindi', () => {
  beforeAll(() => startTestI18n('hi', NAMESPACES));

  it('use Hindi words and months', () => {
    expect(verifiedText('2026-03')).toBe('वेरिफ़ाइड · मार्च 2026 से');
    expect(feeText(1500, 'per_month')).toBe('₹1,500 / महीना');
    expect(distanceText(2.5)).toBe('2.5 किमी दूर');
    expect(reviewerText('parent')).toBe('अभिभावक');
    expect(profileMeta(profile).title).toBe('Ananya Iyer – Bengaluru में गणित, भौतिकी, रसायन विज्ञान ट्यूटर');
  });
});
