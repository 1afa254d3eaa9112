import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en/search.json';
import hi from '../../../i18n/locales/hi/search.json';
import {
  amountText,
  budgetText,
  detailParts,
  experienceText,
  feeText,
  formatRupees,
  countText,
  distanceText,
  fullName,
  placeText,
  ratingText,
  reviewCountText,
} from './format.ts';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { search: en }, hi: { search: hi } }, interpolation: { escapeValue: false } });
const t = i18n.getFixedT('en', 'search');
const tHindi = i18n.getFixedT('hi', 'search');

describe('rupees', () => {
  it('groups the Indian way (en-IN)', () => {
    expect(formatRupees(500)).toBe('₹500');
    expect(formatRupees(5000)).toBe('₹5,000');
    expect(formatRupees(150000)).toBe('₹1,50,000');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
  });

  it('shows a teacher fee per month, and "Fee not set" (never the ₹5,000 default) when none is set', () => {
    expect(feeText(t, 4500)).toBe('Fee ₹4,500/month');
    expect(feeText(t, null)).toBe('Fee not set');
    expect(feeText(tHindi, null)).toBe('फ़ीस तय नहीं');
    expect(feeText(tHindi, 150000)).toBe('फ़ीस ₹1,50,000/महीना');
  });

  it('shows a student budget range, one-sided budgets, or not set', () => {
    expect(budgetText(t, 2000, 5000)).toBe('Budget ₹2,000–₹5,000');
    expect(budgetText(t, 3000, 3000)).toBe('Budget ₹3,000');
    expect(budgetText(t, 2000, null)).toBe('Budget from ₹2,000');
    expect(budgetText(t, null, 10000)).toBe('Budget up to ₹10,000');
    expect(budgetText(t, null, null)).toBe('Budget not set');
  });

  it('labels the amount Fee for teachers and Budget for students', () => {
    expect(amountText(t, { userType: 'teacher', monthlyFee: 6000, budgetMin: 1, budgetMax: 2 })).toBe('Fee ₹6,000/month');
    expect(amountText(t, { userType: 'student', monthlyFee: 6000, budgetMin: null, budgetMax: null })).toBe('Budget not set');
  });
});

describe('card texts', () => {
  it('counts results, with + while more pages exist', () => {
    expect(countText(t, 'teacher', 137, false)).toBe('Found 137 tutors');
    expect(countText(t, 'teacher', 1, false)).toBe('Found 1 tutor');
    expect(countText(t, 'teacher', 1000, true)).toBe('More than 1,000 tutors');
    expect(countText(t, 'student', 2, false)).toBe('Found 2 students');
    expect(countText(tHindi, 'teacher', 137, false)).toBe('137 ट्यूटर मिले');
    expect(countText(tHindi, 'student', 1000, true)).toBe('1,000 से ज़्यादा स्टूडेंट');
    expect(distanceText(t, 2.5)).toBe('2.5 km away');
  });

  it('joins names and places', () => {
    expect(fullName({ name: 'Priya', lastName: 'Sharma' })).toBe('Priya Sharma');
    expect(fullName({ name: 'Priya', lastName: null })).toBe('Priya');
    expect(placeText({ locality: 'Koramangala', city: 'Bengaluru', state: 'Karnataka' })).toBe('Koramangala, Bengaluru, Karnataka');
    expect(placeText({ locality: 'Delhi', city: 'Delhi', state: 'Delhi' })).toBe('Delhi');
    expect(placeText({ locality: null, city: ' ', state: null })).toBeNull();
  });

  it('describes teachers by experience and qualification, students by class and school', () => {
    expect(experienceText(t, '5 years')).toBe('Experience: 5 years');
    expect(experienceText(t, '10 years of experience')).toBe('10 years of experience');
    expect(experienceText(t, ' ')).toBeNull();
    const base = { experience: null, qualification: null, class: null, schoolName: null };
    expect(detailParts(t, { ...base, userType: 'teacher', experience: '5 years', qualification: 'M.Sc. Mathematics' })).toEqual([
      'Experience: 5 years',
      'M.Sc. Mathematics',
    ]);
    expect(detailParts(t, { ...base, userType: 'student', class: 'Class 10', schoolName: 'DPS' })).toEqual(['Class 10', 'DPS']);
    expect(detailParts(t, { ...base, userType: 'student', qualification: 'ignored' })).toEqual([]);
  });

  it('shows the rating to one decimal, or New without reviews', () => {
    expect(ratingText(t, 4.56, 12)).toBe('4.6');
    expect(ratingText(t, null, 0)).toBe('New');
    expect(ratingText(t, 4, 0)).toBe('New');
    expect(reviewCountText(t, 1)).toBe('(1 review)');
    expect(reviewCountText(t, 12)).toBe('(12 reviews)');
  });
});
