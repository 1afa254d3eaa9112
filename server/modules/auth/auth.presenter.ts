import type { Profile, TeacherProfile, User } from '../../../contract/users.ts';
import { ageStatusOf } from '../families/minor.policy.ts';
import { publicProfileSlug } from '../profiles/public-tutor.policy.ts';
import type { AccountRecord } from './auth.repository.ts';

/** The account as its owner sees it: the only place exact coordinates leave for oneself. */
export function presentOwnUser({ user, location }: Pick<AccountRecord, 'user' | 'location'>, guardianEmail: string | null = null): User {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    mobile: user.mobile,
    userType: user.userType,
    profileImage: user.profileImage,
    isLocationVerified: location !== null,
    isVerified: user.isVerified,
    isOnline: user.isOnline,
    city: location?.city ?? null,
    state: location?.state ?? null,
    pinCode: location?.pinCode ?? null,
    fullAddress: location?.fullAddress ?? null,
    latitude: location?.latitude ?? null,
    longitude: location?.longitude ?? null,
    locality: location?.locality ?? null,
    street: location?.street ?? null,
    locationAccuracy: location?.accuracy ?? null,
    locationUpdatedAt: location?.updatedAt.toISOString() ?? null,
    isLiveSharing: location?.isLiveSharing ?? false,
    locationMode: location?.mode ?? null,
    showExactLocation: user.showExactLocation,
    language: user.language ?? null,
    birthDate: user.birthDate,
    ageStatus: ageStatusOf(user),
    guardianConsent: user.guardianConsent,
    guardianEmail: user.guardianConsent ? guardianEmail : null,
    createdAt: user.createdAt.toISOString(),
  };
}

export function presentOwnProfile({ user, student, teacher, location }: AccountRecord): Profile | null {
  if (student) {
    return {
      userType: 'student',
      class: student.class,
      schoolName: student.schoolName,
      preferredSubjects: student.preferredSubjects,
      budgetMin: student.budgetMin,
      budgetMax: student.budgetMax,
    };
  }
  if (teacher) {
    return {
      userType: 'teacher',
      subjects: teacher.subjects,
      qualification: teacher.qualification,
      experience: teacher.experience,
      bio: teacher.bio,
      monthlyFee: teacher.monthlyFee,
      feeUnit: teacher.feeUnit,
      headline: teacher.headline,
      classes: teacher.classes,
      boards: teacher.boards as TeacherProfile['boards'],
      teachingModes: teacher.teachingModes as TeacherProfile['teachingModes'],
      languages: teacher.languages,
      profileSlug: publicProfileSlug({ ...user, publicId: teacher.publicId }),
      rating: teacher.ratingAverage,
      reviewCount: teacher.reviewCount,
      studentCount: teacher.studentCount,
      city: location?.city ?? null,
      kycStatus: teacher.kycStatus,
      kycRejectionReason: teacher.kycRejectionReason,
    };
  }
  return null;
}
