import { describe, expect, it } from 'vitest';
import { WEIGHTS, monthlyEquivalent, scoreMatch, type MatchCandidate, type MatchViewer } from './best-match.ts';

const student: MatchViewer = { userType: 'student', subjects: ['Physics', 'Mathematics'], budget: { min: 1000, max: 3000 } };
const teacher: MatchViewer = { userType: 'teacher', subjects: ['Physics', 'Chemistry'], monthlyFee: 4000 };
const base: MatchCandidate = { subjects: ['Physics', 'Mathematics'], type: 'both', fee: 2500, feeType: 'per_month', distanceKm: 2, rating: null };

describe('best match scoring', () => {
  it('gives a perfect nearby, affordable, on-subject requirement every point but an unrated rating', () => {
    const match = scoreMatch(student, base);
    expect(match.score).toBe(Math.round(WEIGHTS.subjects + WEIGHTS.distance + WEIGHTS.fee + WEIGHTS.mode + WEIGHTS.rating / 2));
    expect(match.reasons).toEqual(['2 km away', 'Physics, Maths', 'within your budget']);
  });

  it('scores subjects by the share of the requirement the viewer covers', () => {
    const half = scoreMatch(teacher, { ...base, subjects: ['Physics', 'Biology'] });
    const none = scoreMatch(teacher, { ...base, subjects: ['Biology'] });
    const full = scoreMatch(teacher, { ...base, subjects: ['Physics'] });
    expect(full.score - half.score).toBe(WEIGHTS.subjects / 2);
    expect(half.score - none.score).toBe(WEIGHTS.subjects / 2);
    expect(none.reasons.join(' ')).not.toMatch(/Physics/);
  });

  it('lowers the distance points linearly from 3 km to 50 km, and ignores distance for online requirements', () => {
    const at = (distanceKm: number | null, type: MatchCandidate['type'] = 'both') => scoreMatch(student, { ...base, distanceKm, type }).score;
    const others = WEIGHTS.subjects + WEIGHTS.fee + WEIGHTS.mode + WEIGHTS.rating / 2; // 72.5
    expect(at(0.5)).toBe(Math.round(others + WEIGHTS.distance));
    expect(at(3)).toBe(at(0.5));
    expect(at(26.5)).toBe(Math.round(others + WEIGHTS.distance / 2));
    expect(at(50)).toBe(Math.round(others));
    expect(at(400, 'online')).toBe(at(1, 'online'));
    expect(scoreMatch(student, { ...base, type: 'online', distanceKm: 400 }).reasons[0]).toBe('online');
    // A far distance is no reason to choose it.
    expect(scoreMatch(student, { ...base, distanceKm: 1556 }).reasons.join(' ')).not.toMatch(/away/);
    expect(scoreMatch(student, { ...base, distanceKm: 24 }).reasons[0]).toBe('24 km away');
  });

  it('drops the mode points for an offline requirement out of reach', () => {
    const near = scoreMatch(student, { ...base, type: 'offline', distanceKm: 10 }).score;
    const far = scoreMatch(student, { ...base, type: 'offline', distanceKm: 30 }).score;
    const farBoth = scoreMatch(student, { ...base, type: 'both', distanceKm: 30 }).score;
    expect(farBoth - far).toBe(WEIGHTS.mode);
    expect(near).toBeGreaterThan(far);
  });

  it('fits fees to a student budget per month, with a margin of 20 %', () => {
    expect(scoreMatch(student, { ...base, fee: 3000 }).reasons).toContain('within your budget');
    expect(scoreMatch(student, { ...base, fee: 3500 }).reasons).toContain('just above your budget');
    const over = scoreMatch(student, { ...base, fee: 5000 });
    expect(over.reasons.join(' ')).not.toMatch(/budget/);
    expect(scoreMatch(student, base).score - over.score).toBe(WEIGHTS.fee);
    // 300 an hour ≈ 3,600 a month: above a 3,000 budget, within 20 %.
    expect(scoreMatch(student, { ...base, fee: 300, feeType: 'per_hour' }).reasons).toContain('just above your budget');
    expect(monthlyEquivalent(500, 'per_day')).toBe(10_000);
  });

  it('fits a student budget to a teacher’s usual fee, and is neutral without figures', () => {
    expect(scoreMatch(teacher, { ...base, fee: 4500 }).reasons).toContain('budget meets your fee');
    expect(scoreMatch(teacher, { ...base, fee: 3300 }).reasons).toContain('budget close to your fee');
    const unknown = scoreMatch(teacher, { ...base, fee: null });
    const met = scoreMatch(teacher, { ...base, fee: 4500 });
    expect(met.score - unknown.score).toBe(WEIGHTS.fee / 2);
    expect(scoreMatch({ ...teacher, monthlyFee: null }, base).score).toBe(unknown.score);
  });

  it('adds a teacher poster’s rating and names a high one', () => {
    const rated = scoreMatch(student, { ...base, rating: 5 });
    const low = scoreMatch(student, { ...base, rating: 1 });
    expect(rated.score - low.score).toBe(WEIGHTS.rating - WEIGHTS.rating / 5);
    expect(rated.reasons).toContain('rated 5.0');
    expect(low.reasons.join(' ')).not.toMatch(/rated/);
  });

  it('stays within 0–100', () => {
    const worst = scoreMatch(student, { subjects: ['Hindi'], type: 'offline', fee: 90_000, feeType: 'per_month', distanceKm: 900, rating: 0 });
    expect(worst.score).toBe(0);
    expect(scoreMatch(student, { ...base, rating: 5, distanceKm: 0 }).score).toBe(100);
  });
});
