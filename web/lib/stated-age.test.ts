import { describe, expect, it } from 'vitest';
import { ageFieldsOf, ageProblems, ageStep, yearsSince } from './stated-age.ts';

const today = '2026-11-28';

describe('the age a student states', () => {
  it('counts whole years, a birthday today included', () => {
    expect(yearsSince('2011-11-28', today)).toBe(15);
    expect(yearsSince('2011-11-29', today)).toBe(14);
    expect(yearsSince('2026-11-28', today)).toBeNull();
    expect(yearsSince('2011-02-30', today)).toBeNull();
  });

  it('tells an adult, a 13–17 student and a child under 13 apart', () => {
    expect(ageStep('', false, today)).toBe('unstated');
    expect(ageStep('', true, today)).toBe('adult');
    expect(ageStep('2008-11-28', false, today)).toBe('adult');
    expect(ageStep('2008-11-29', false, today)).toBe('minor');
    expect(ageStep('2013-11-28', false, today)).toBe('minor');
    expect(ageStep('2013-11-29', false, today)).toBe('under13');
  });

  it('asks a 13–17 student for a guardian’s email that is not their own, and refuses under 13', () => {
    expect(ageProblems({}, { today })).toEqual({ dateOfBirth: 'AGE_OR_ADULT_REQUIRED' });
    expect(ageProblems({}, { today, required: false })).toEqual({});
    expect(ageProblems({ dateOfBirth: '2011-05-01' }, { today })).toEqual({ guardianEmail: 'GUARDIAN_EMAIL_REQUIRED' });
    expect(ageProblems({ dateOfBirth: '2011-05-01', guardianEmail: 'A@x.in', email: 'a@x.in' }, { today })).toEqual({ guardianEmail: 'GUARDIAN_EMAIL_IS_OWN' });
    expect(ageProblems({ dateOfBirth: '2011-05-01', guardianEmail: 'mum@x.in', email: 'a@x.in' }, { today })).toEqual({});
    expect(ageProblems({ dateOfBirth: '2016-05-01' }, { today })).toEqual({ dateOfBirth: 'UNDER_13' });
    expect(ageProblems({ isAdult: true }, { today })).toEqual({});
  });

  it('sends only what applies', () => {
    expect(ageFieldsOf({ isAdult: true, dateOfBirth: '2011-05-01', guardianEmail: 'mum@x.in' })).toEqual({ isAdult: true });
    expect(ageFieldsOf({ dateOfBirth: '2000-05-01', guardianEmail: 'mum@x.in' })).toEqual({ dateOfBirth: '2000-05-01' });
    expect(ageFieldsOf({ dateOfBirth: '2011-05-01', guardianEmail: ' mum@x.in ' })).toEqual({ dateOfBirth: '2011-05-01', guardianEmail: 'mum@x.in' });
  });
});
