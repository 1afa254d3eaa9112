import { describe, expect, it } from 'vitest';
import {
  countLabel,
  distanceTone,
  formatCoordinates,
  formatDistance,
  fullName,
  placeText,
  presenceText,
  ratingText,
  relativeTime,
  reviewCountText,
  splitSubjects,
} from './format.ts';

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
    expect(formatDistance(2.345)).toBe('2.3 km');
    expect(formatDistance(0)).toBe('0.0 km');
    expect(formatCoordinates(12.93521234, 77.62449876)).toBe('12.9352, 77.6245');
    expect(formatCoordinates(12.93521234, 77.62449876, 6)).toBe('12.935212, 77.624499');
  });

  it('says Online, a relative last-seen time, or recently', () => {
    expect(presenceText({ isOnline: true, lastSeen: null }, now)).toBe('Online');
    expect(presenceText({ isOnline: false, lastSeen: null }, now)).toBe('Last seen recently');
    expect(presenceText({ isOnline: false, lastSeen: ago(20_000) }, now)).toBe('Last seen just now');
    expect(presenceText({ isOnline: false, lastSeen: ago(5 * 60_000) }, now)).toBe('Last seen 5 minutes ago');
    expect(relativeTime(ago(60_000), now)).toBe('1 minute ago');
    expect(relativeTime(ago(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(relativeTime(ago(2 * 86_400_000), now)).toBe('2 days ago');
    expect(relativeTime(ago(30 * 86_400_000), now)).toBe('on 11 May 2025');
    expect(relativeTime('not a date', now)).toBe('recently');
  });

  it('shows New for an unrated user and counts reviews', () => {
    expect(ratingText(null)).toBe('New');
    expect(ratingText(4.25)).toBe('4.3');
    expect(reviewCountText(0)).toBe('(0 reviews)');
    expect(reviewCountText(1)).toBe('(1 review)');
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
