import { describe, expect, it } from 'vitest';
import { UpdateProfileBodySchema } from '../../../../contract/profiles.ts';
import type { Profile, User } from '../../../../contract/users.ts';
import { profileFormDefaults, toNumberOrNull } from './profile-form.ts';

const user = {
  id: '5f0c3f5e-8d55-4b4e-9f3a-6f1f0a7f6a11',
  firstName: 'Priya',
  lastName: null,
  email: 'priya@example.in',
  mobile: null,
  userType: 'student',
} as User;

describe('profile form defaults', () => {
  it('fills a student form from the saved profile', () => {
    const profile: Profile = {
      userType: 'student',
      class: 'Class 10',
      schoolName: 'DPS',
      preferredSubjects: [],
      budgetMin: 500,
      budgetMax: null,
    };
    expect(profileFormDefaults(user, profile)).toEqual({
      firstName: 'Priya',
      lastName: '',
      mobile: '',
      class: 'Class 10',
      schoolName: 'DPS',
      budgetMin: 500,
      budgetMax: null,
    });
  });

  it('leaves an unknown class empty and copes with a missing profile', () => {
    const profile = { userType: 'student', class: 'Nursery', schoolName: 'X', preferredSubjects: [], budgetMin: null, budgetMax: null } as Profile;
    expect(profileFormDefaults(user, profile).class).toBeUndefined();
    expect(profileFormDefaults(user, null)).toMatchObject({ schoolName: '', budgetMin: null });
  });

  it('fills a teacher form, keeping only listed subjects', () => {
    const teacher = { ...user, userType: 'teacher', mobile: '+919876543210' } as User;
    const profile = {
      userType: 'teacher',
      subjects: ['Physics', 'Astrology'],
      qualification: 'M.Sc.',
      experience: '5 years',
      bio: null,
      monthlyFee: null,
    } as unknown as Profile;
    const values = profileFormDefaults(teacher, profile);
    expect(values).toEqual({
      firstName: 'Priya',
      lastName: '',
      mobile: '+919876543210',
      subjects: ['Physics'],
      qualification: 'M.Sc.',
      experience: '5 years',
      bio: '',
      monthlyFee: null,
      feeUnit: 'per_month',
      headline: '',
      classes: [],
      boards: [],
      teachingModes: [],
      languages: [],
    });
    // What the form sends passes the contract: empty texts become null.
    expect(UpdateProfileBodySchema.parse(values)).toMatchObject({ lastName: null, bio: null, monthlyFee: null, headline: null });
  });

  it("fills a teacher's public profile details, keeping only listed classes and languages", () => {
    const teacher = { ...user, userType: 'teacher' } as User;
    const profile = {
      userType: 'teacher',
      subjects: ['Physics'],
      qualification: 'M.Sc.',
      experience: '5 years',
      bio: 'Hi',
      monthlyFee: 600,
      feeUnit: 'per_hour',
      headline: 'JEE Physics',
      classes: ['Class 11', 'Class 13'],
      boards: ['CBSE'],
      teachingModes: ['online'],
      languages: ['Hindi', 'Latin'],
    } as unknown as Profile;
    expect(profileFormDefaults(teacher, profile)).toMatchObject({
      monthlyFee: 600,
      feeUnit: 'per_hour',
      headline: 'JEE Physics',
      classes: ['Class 11'],
      boards: ['CBSE'],
      teachingModes: ['online'],
      languages: ['Hindi'],
    });
  });
});

describe('number inputs', () => {
  it('turns empty into null and text into a number', () => {
    expect(toNumberOrNull('')).toBeNull();
    expect(toNumberOrNull('  ')).toBeNull();
    expect(toNumberOrNull(null)).toBeNull();
    expect(toNumberOrNull(undefined)).toBeNull();
    expect(toNumberOrNull('2500')).toBe(2500);
    expect(toNumberOrNull(1200)).toBe(1200);
    expect(toNumberOrNull(Number.NaN)).toBeNull();
    expect(toNumberOrNull('1e')).toBeNaN();
  });
});
