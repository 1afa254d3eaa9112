import { beforeAll, describe, expect, it } from 'vitest';
import { startTestI18n } from '../test/start-test-i18n.ts';
import type { Requirement } from '../../../../contract/requirements.ts';
import {
  amountLabel,
  amountText,
  contactsText,
  distanceText,
  formatRupees,
  matchReasonsText,
  placeText,
  postedText,
  posterName,
  typeLabel,
} from './format.ts';

beforeAll(() => startTestI18n('en', ['requirements']));

const place = (overrides: Partial<Requirement>) => ({
  street: null,
  location: 'HSR Layout',
  village: null,
  city: 'Bengaluru',
  pinCode: '560102',
  isOwn: false,
  ...overrides,
});

describe('amounts', () => {
  it('formats rupees with Indian grouping', () => {
    expect(formatRupees(500)).toBe('₹500');
    expect(formatRupees(2500)).toBe('₹2,500');
    expect(formatRupees(150000)).toBe('₹1,50,000');
  });

  it('adds the fee type after the amount', () => {
    expect(amountText(2500, 'per_month')).toBe('₹2,500 / month');
    expect(amountText(400, 'per_hour')).toBe('₹400 / hour');
    expect(amountText(1200, 'per_day')).toBe('₹1,200 / day');
    expect(amountText(3000, 'per_subject')).toBe('₹3,000 / subject');
    expect(amountText(null, 'per_month')).toBe('Not specified');
  });

  it('labels the amount Fee for teachers and Budget for students', () => {
    expect(amountLabel('teacher')).toBe('Fee');
    expect(amountLabel('student')).toBe('Budget');
  });

  it('names the three types', () => {
    expect((['online', 'offline', 'both'] as const).map(typeLabel)).toEqual(['Online', 'Offline', 'Online & Offline']);
  });
});

describe('poster and place', () => {
  const user = { firstName: 'Aarav', lastName: 'Menon', profileImage: null, isVerified: false, isAnonymous: false, profileSlug: null, rating: null };

  it('names located posters and hides the others as Anonymous', () => {
    expect(posterName({ isOwn: false, user })).toBe('Aarav Menon');
    expect(posterName({ isOwn: false, user: { ...user, lastName: null } })).toBe('Aarav');
    expect(posterName({ isOwn: false, user: { ...user, isAnonymous: true } })).toBe('Anonymous');
    expect(posterName({ isOwn: true, user: { ...user, isAnonymous: true } })).toBe('Aarav Menon');
  });

  it('shows locality, village, city and PIN, and the street only to its owner', () => {
    expect(placeText(place({}))).toBe('HSR Layout, Bengaluru 560102');
    expect(placeText(place({ street: '12th Main', village: 'Agara' }))).toBe('HSR Layout, Agara, Bengaluru 560102');
    expect(placeText(place({ street: '12th Main', isOwn: true }))).toBe('12th Main, HSR Layout, Bengaluru 560102');
    expect(placeText(place({ location: 'Bengaluru', pinCode: null }))).toBe('Bengaluru');
  });

  it('shows distances to one decimal', () => {
    expect(distanceText(2.5)).toBe('2.5 km away');
    expect(distanceText(3)).toBe('3.0 km away');
    expect(distanceText(null)).toBeNull();
  });

  it('counts contacts', () => {
    expect(contactsText(0)).toBe('No contacts yet');
    expect(contactsText(1)).toBe('1 contact');
    expect(contactsText(4)).toBe('4 contacts');
  });
});

describe('posted time', () => {
  const now = new Date('2025-03-20T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const minute = 60_000;
  const day = 24 * 60 * minute;

  it('reads just now, minutes, hours, days, weeks, then the date', () => {
    expect(postedText(ago(20_000), now)).toBe('Just now');
    expect(postedText(ago(5 * minute), now)).toBe('5 minutes ago');
    expect(postedText(ago(minute), now)).toBe('1 minute ago');
    expect(postedText(ago(3 * 60 * minute), now)).toBe('3 hours ago');
    expect(postedText(ago(3 * day), now)).toBe('3 days ago');
    expect(postedText(ago(10 * day), now)).toBe('1 week ago');
    expect(postedText(ago(20 * day), now)).toBe('2 weeks ago');
    expect(postedText('2024-12-01T10:00:00Z', now)).toBe('on 1 Dec 2024');
    expect(postedText('not a date', now)).toBe('');
  });
});

describe('best match reasons', () => {
  it('joins the reasons with a middle dot', () => {
    expect(matchReasonsText({ score: 80, reasons: ['3 km away', 'Physics, Maths', 'within your budget'] })).toBe(
      '3 km away · Physics, Maths · within your budget',
    );
    expect(matchReasonsText({ score: 10, reasons: [] })).toBeNull();
    expect(matchReasonsText(null)).toBeNull();
  });
});

describe('in Hindi', () => {
  beforeAll(() => startTestI18n('hi', ['requirements']));
  const now = new Date('2025-03-20T12:00:00Z');

  it('keeps ₹1,00,000 grouping and says the rest in Hindi', () => {
    expect(amountText(150000, 'per_month')).toBe('₹1,50,000 / महीना');
    expect(amountText(null, 'per_month')).toBe('नहीं बताया');
    expect(contactsText(4)).toBe('4 संपर्क');
    expect(postedText(new Date(now.getTime() - 3 * 3_600_000).toISOString(), now)).toBe('3 घंटे पहले');
    expect(distanceText(2.5)).toBe('2.5 किमी दूर');
  });
});
