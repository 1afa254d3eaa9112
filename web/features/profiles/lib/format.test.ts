import { beforeAll, describe, expect, it } from 'vitest';
import { startTestI18n } from '../../requirements/test/start-test-i18n.ts';
import { budgetText, formatRupees, fullName, monthlyFeeText, reviewCountText, teacherRatingText } from './format.ts';

beforeAll(() => startTestI18n('en', ['profiles']));

describe('profile texts', () => {
  it('formats rupees with Indian digit grouping', () => {
    expect(formatRupees(5000)).toBe('₹5,000');
    expect(formatRupees(150000)).toBe('₹1,50,000');
    expect(formatRupees(12_34_567)).toBe('₹12,34,567');
    expect(formatRupees(1)).toBe('₹1');
  });

  it('shows the monthly fee; without one, 5000 labelled as the default (spec §9)', () => {
    expect(monthlyFeeText(null)).toBe('₹5,000 / month (default — set your fee)');
    expect(monthlyFeeText(undefined)).toBe('₹5,000 / month (default — set your fee)');
    expect(monthlyFeeText(2500)).toBe('₹2,500 / month');
    expect(monthlyFeeText(120000)).toBe('₹1,20,000 / month');
  });

  it('shows the rating to one decimal; without reviews, 3.0 labelled as the default (spec §9)', () => {
    expect(teacherRatingText(null, 0)).toBe('3.0 (default — no reviews yet)');
    expect(teacherRatingText(undefined, 0)).toBe('3.0 (default — no reviews yet)');
    expect(teacherRatingText(4.5, 0)).toBe('3.0 (default — no reviews yet)');
    expect(teacherRatingText(4, 1)).toBe('4.0');
    expect(teacherRatingText(4.26, 7)).toBe('4.3');
    expect(teacherRatingText(5, 2)).toBe('5.0');
  });

  it('counts reviews', () => {
    expect(reviewCountText(0)).toBe('0 reviews');
    expect(reviewCountText(1)).toBe('1 review');
    expect(reviewCountText(12)).toBe('12 reviews');
  });

  it('describes a budget from the bounds present', () => {
    expect(budgetText(500, 2000)).toBe('₹500 – ₹2,000');
    expect(budgetText(1000, 1000)).toBe('₹1,000');
    expect(budgetText(500, null)).toBe('From ₹500');
    expect(budgetText(null, 2000)).toBe('Up to ₹2,000');
    expect(budgetText(null, null)).toBeNull();
  });

  it('joins the name parts present', () => {
    expect(fullName({ firstName: 'Priya', lastName: null })).toBe('Priya');
    expect(fullName({ firstName: 'Priya', lastName: ' Sharma ' })).toBe('Priya Sharma');
  });
});
