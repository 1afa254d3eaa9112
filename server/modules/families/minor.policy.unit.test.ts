import { describe, expect, it } from 'vitest';
import { ageOn } from '../../../contract/families.ts';
import { ageStatusOf, assertCanShareLocation, canContact, mayShowExactLocation, mayShowLastSeen, type AgeFacts } from './minor.policy.ts';

const student = (facts: Partial<AgeFacts>): AgeFacts => ({ userType: 'student', birthDate: null, adultDeclaredAt: null, guardianConsent: null, ...facts });
const TODAY = '2026-11-28';

describe('ages and children', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2008-11-28', TODAY)).toBe(18);
    expect(ageOn('2008-11-29', TODAY)).toBe(17);
    expect(ageOn('2013-02-28', TODAY)).toBe(13);
  });

  it('tells adults, children and students who have not said', () => {
    expect(ageStatusOf(student({ birthDate: '2008-11-28' }), TODAY)).toBe('adult');
    expect(ageStatusOf(student({ birthDate: '2008-11-29' }), TODAY)).toBe('minor');
    expect(ageStatusOf(student({ adultDeclaredAt: new Date() }), TODAY)).toBe('adult');
    expect(ageStatusOf(student({ guardianConsent: 'granted' }), TODAY)).toBe('minor');
    expect(ageStatusOf(student({}), TODAY)).toBe('unknown');
    expect(ageStatusOf({ ...student({}), userType: 'teacher' }, TODAY)).toBe('adult');
    expect(ageStatusOf({ ...student({}), userType: 'parent' }, TODAY)).toBe('adult');
  });

  it('lets a child contact only with a granted consent, and never live-track', () => {
    expect(canContact(student({ guardianConsent: 'pending' }))).toBe(false);
    expect(canContact(student({ guardianConsent: 'withdrawn' }))).toBe(false);
    expect(canContact(student({ guardianConsent: 'granted' }))).toBe(true);
    expect(canContact(student({}))).toBe(true);
    const child = student({ birthDate: '2011-05-01', guardianConsent: 'granted' });
    expect(() => assertCanShareLocation(child, false)).not.toThrow();
    expect(() => assertCanShareLocation(child, true)).toThrow(expect.objectContaining({ code: 'MINOR_NO_LIVE_TRACKING' }));
    expect(() => assertCanShareLocation(student({ guardianConsent: 'pending' }), false)).toThrow(
      expect.objectContaining({ code: 'GUARDIAN_CONSENT_REQUIRED' }),
    );
  });

  it("never shows a child's exact point, nor their last seen to strangers", () => {
    const child = student({ birthDate: '2011-05-01', guardianConsent: 'granted' });
    expect(mayShowExactLocation(child, true)).toBe(false);
    expect(mayShowExactLocation(student({ adultDeclaredAt: new Date() }), true)).toBe(true);
    expect(mayShowLastSeen(child, false)).toBe(false);
    expect(mayShowLastSeen(child, true)).toBe(true);
  });
});
