import { tutorSlug } from '../../../contract/tutor-profiles.ts';

/** The facts of a user that decide whether they have a public tutor profile. */
export interface TutorFacts {
  userType: string;
  /** KYC approved (users.is_verified). */
  isVerified: boolean;
  bannedAt?: Date | null;
  firstName: string;
  lastName: string | null;
  /** teacher_profiles.public_id; null when the query found no teacher profile. */
  publicId: string | null;
}

/**
 * A teacher is public (a profile anyone may open at /tutors/{slug}) once KYC is approved, unless banned; students and
 * parents never are.
 */
export const isPublicTutor = (user: Omit<TutorFacts, 'firstName' | 'lastName'>): boolean =>
  user.userType === 'teacher' && user.isVerified && !user.bannedAt && !!user.publicId;

/** The public profile's slug for the DTOs that link a teacher to it (`profileSlug`), null for everyone not public. */
export const publicProfileSlug = (user: TutorFacts): string | null =>
  isPublicTutor(user) ? tutorSlug(user.firstName, user.lastName, user.publicId!) : null;
