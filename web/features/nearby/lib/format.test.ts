import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestI18n } from '../../chat/lib/i18n-for-tests.ts';
import en from '../../../i18n/locales/en/nearby.json';
import hi from '../../../i18n/locales/hi/nearby.json';
import {
  countLabel,
  distanceTone,
  formatCoordinates,
  formatDistance,
  fullName,
  placeText,
  presenceText,
  ratingText,
  reviewCountText,
  splitSubjects,
} from './format.ts';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { nearby: en }, hi: { nearby: hi } }, interpolation: { escapeValue: false } });
const t = i18n.getFixedT('en', 'nearby');
const tHindi = i18n.getFixedT('hi', 'nearby');

// Dates are formatted in the app's language (i18n/format.ts): English here, whatever a test before this one chose.
beforeAll(() => startTestI18n('en'));

const now = new Date('2025-06-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('nearby card texts', () => {
  it('colours distance by the 1 km and 3 km thresholds (spec §4)', () => {
    expect(distanceTone(0)).toBe('near');
    expect(distanceTone(0.99)).toBe('near');
    expect(distanceTone(1)).toBe('mid');
    expect(distanceTone(2.99)).toBe('mid');
    expect(distanceTone(3)).toBe('far');
    expect(distanceTone(42)).toBe('far');
  });

  it('shows distance to one decimal and coordinates to 4 or 6 decimals (spec §9)', () => {
    expect(formatDistance(t, 2.345)).toBe('2.3 km');
    expect(formatDistance(t, 0)).toBe('0.0 km');
    expect(formatDistance(tHindi, 2.345)).toBe('2.3 किमी');
    expect(formatCoordinates(12.93521234, 77.62449876)).toBe('12.9352, 77.6245');
    expect(formatCoordinates(12.93521234, 77.62449876, 6)).toBe('12.935212, 77.624499');
  });

  it('says Online, a relative last-seen time, or recently', () => {
    const seen = (lastSeen: string | null, tr = t) => presenceText(tr, { isOnline: false, lastSeen }, now);
    expect(presenceText(t, { isOnline: true, lastSeen: null }, now)).toBe('Online');
    expect(seen(null)).toBe('Last seen recently');
    expect(seen(ago(20_000))).toBe('Last seen just now');
    expect(seen(ago(5 * 60_000))).toBe('Last seen 5 minutes ago');
    expect(seen(ago(60_000))).toBe('Last seen 1 minute ago');
    expect(seen(ago(3 * 3_600_000))).toBe('Last seen 3 hours ago');
    expect(seen(ago(2 * 86_400_000))).toBe('Last seen 2 days ago');
    expect(seen(ago(30 * 86_400_000))).toBe('Last seen on 11 May 2025');
    expect(seen('not a date')).toBe('Last seen recently');
    expect(seen(ago(5 * 60_000), tHindi)).toBe('5 मिनट पहले ऑनलाइन थे');
  });

  it('shows New for an unrated user and counts reviews', () => {
    expect(ratingText(t, null, 0)).toBe('New');
    expect(ratingText(t, 4.25, 0)).toBe('New');
    expect(ratingText(t, 4.25, 3)).toBe('4.3');
    expect(reviewCountText(t, 0)).toBe('(0 reviews)');
    expect(reviewCountText(t, 1)).toBe('(1 review)');
    expect(reviewCountText(tHindi, 12)).toBe('(12 रिव्यू)');
  });

  it('shows up to three subjects and counts the rest', () => {
    expect(splitSubjects(['A', 'B', 'C', 'D', 'E'], 3)).toEqual({ shown: ['A', 'B', 'C'], hidden: ['D', 'E'] });
    expect(splitSubjects(['A'], 3)).toEqual({ shown: ['A'], hidden: [] });
  });

  it('labels a list with a further page as N+', () => {
    expect(countLabel(50, true)).toBe('50+');
    expect(countLabel(7, false)).toBe('7');
  });

  it('joins names and places from the parts present', () => {
    expect(fullName({ firstName: 'Priya', lastName: null })).toBe('Priya');
    expect(fullName({ firstName: 'Priya', lastName: 'Sharma' })).toBe('Priya Sharma');
    const empty = { city: null, state: null };
    expect(placeText({ ...empty, currentLocation: { city: 'Bengaluru', state: 'Karnataka' } })).toBe('Bengaluru, Karnataka');
    expect(placeText({ city: 'Mysuru', state: null, currentLocation: empty })).toBe('Mysuru');
    expect(placeText({ ...empty, currentLocation: empty })).toBeNull();
  });
});
