import { describe, expect, it } from 'vitest';
import { formatAmount, formatBudget, formatRating, fullName, locationLabel } from './user-view.ts';

describe('fullName', () => {
  it('joins first and last name, skipping a missing last name', () => {
    expect(fullName({ firstName: 'Priya', lastName: 'Sharma' })).toBe('Priya Sharma');
    expect(fullName({ firstName: 'Priya', lastName: null })).toBe('Priya');
    expect(fullName({ firstName: ' Priya ', lastName: ' ' })).toBe('Priya');
  });
});

describe('locationLabel', () => {
  it("shows the city (with the state) or 'No Location'", () => {
    expect(locationLabel({ city: 'Pune', state: 'Maharashtra' })).toBe('Pune, Maharashtra');
    expect(locationLabel({ city: 'Pune', state: null })).toBe('Pune');
    expect(locationLabel({ city: null, state: 'Maharashtra' })).toBe('No Location');
    expect(locationLabel({ city: ' ', state: null })).toBe('No Location');
  });
});

describe('amounts', () => {
  it('formats rupees with Indian grouping', () => {
    expect(formatAmount(150000)).toBe('₹1,50,000');
    expect(formatAmount(null)).toBe('Not set');
  });

  it('formats a budget range', () => {
    expect(formatBudget(500, 2000)).toBe('₹500 – ₹2,000');
    expect(formatBudget(500, null)).toBe('From ₹500');
    expect(formatBudget(null, 2000)).toBe('Up to ₹2,000');
    expect(formatBudget(null, null)).toBe('Not set');
  });
});

describe('formatRating', () => {
  it('shows one decimal and the review count', () => {
    expect(formatRating(4.25, 8)).toBe('4.3 / 5 (8 reviews)');
    expect(formatRating(5, 1)).toBe('5.0 / 5 (1 review)');
    expect(formatRating(null, 0)).toBe('No ratings yet');
  });
});
