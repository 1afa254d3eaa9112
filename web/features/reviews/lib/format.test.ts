import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestI18n } from '../../chat/lib/i18n-for-tests.ts';
import { nameInitials, ratingWord, reviewDateText, starLabel } from './format.ts';

beforeAll(() => startTestI18n('en'));

const now = new Date('2025-06-10T12:00:00');
const daysAgo = (days: number, hour = 9) => {
  const d = new Date(now);
  d.setDate(d.getDate() - days);
  d.setHours(hour);
  return d.toISOString();
};

describe('review texts', () => {
  it('dates reviews relatively (spec §9)', () => {
    expect(reviewDateText(daysAgo(0), now)).toBe('Today');
    expect(reviewDateText(daysAgo(1, 23), now)).toBe('Yesterday');
    expect(reviewDateText(daysAgo(2), now)).toBe('2 days ago');
    expect(reviewDateText(daysAgo(6), now)).toBe('6 days ago');
    expect(reviewDateText(daysAgo(7), now)).toBe('1 week ago');
    expect(reviewDateText(daysAgo(15), now)).toBe('2 weeks ago');
    expect(reviewDateText(daysAgo(29), now)).toBe('4 weeks ago');
    expect(reviewDateText(daysAgo(30), now)).toBe('11 May 2025');
    expect(reviewDateText('not a date', now)).toBe('');
  });

  it('treats a date a little in the future as today', () => {
    expect(reviewDateText(new Date(now.getTime() + 60_000).toISOString(), now)).toBe('Today');
  });

  it('names the star radios', () => {
    expect(starLabel(1)).toBe('1 star');
    expect(starLabel(5)).toBe('5 stars');
  });

  it('describes a rating in a word', () => {
    expect(ratingWord(1)).toBe('Poor');
    expect(ratingWord(3)).toBe('Good');
    expect(ratingWord(5)).toBe('Excellent');
    expect(ratingWord(9)).toBe('Excellent');
  });

  it('takes up to two initials of a name', () => {
    expect(nameInitials('Rohan Kumar')).toBe('RK');
    expect(nameInitials('  asha  ')).toBe('A');
    expect(nameInitials('Anil Kumar Singh')).toBe('AK');
    expect(nameInitials('')).toBe('');
  });
});

describe('in Hindi', () => {
  beforeAll(() => startTestI18n('hi'));
  afterAll(() => startTestI18n('en'));

  it('words dates, stars and ratings in Hindi', () => {
    expect(reviewDateText(daysAgo(1, 23), now)).toBe('कल');
    expect(reviewDateText(daysAgo(15), now)).toBe('2 हफ़्ते पहले');
    expect(reviewDateText(daysAgo(30), now)).toBe('11 मई 2025');
    expect(starLabel(5)).toBe('5 स्टार');
    expect(ratingWord(5)).toBe('शानदार');
  });
});
