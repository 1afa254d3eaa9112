import { describe, expect, it } from 'vitest';
import { isPublicTutor, publicProfileSlug } from './public-tutor.policy.ts';

const teacher = { userType: 'teacher', isVerified: true, bannedAt: null, firstName: 'Ananya', lastName: 'Iyer', publicId: '3f9a1c2b7d' };

describe('public tutor profiles', () => {
  it('gives a KYC-approved teacher a slug of name and public id', () => {
    expect(isPublicTutor(teacher)).toBe(true);
    expect(publicProfileSlug(teacher)).toBe('ananya-iyer-3f9a1c2b7d');
    expect(publicProfileSlug({ ...teacher, lastName: null })).toBe('ananya-3f9a1c2b7d');
  });

  it('gives none to an unverified or banned teacher, a student or parent, or a row without a teacher profile', () => {
    expect(publicProfileSlug({ ...teacher, isVerified: false })).toBeNull();
    expect(publicProfileSlug({ ...teacher, bannedAt: new Date() })).toBeNull();
    expect(publicProfileSlug({ ...teacher, userType: 'student' })).toBeNull();
    expect(publicProfileSlug({ ...teacher, userType: 'parent' })).toBeNull();
    expect(publicProfileSlug({ ...teacher, publicId: null })).toBeNull();
  });
});
