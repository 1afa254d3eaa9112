/**
 * Named rules of public tutor profiles. A profile is public only for a KYC-approved, unbanned teacher;
 * students and parents never have one (the repository's isPublicTutorSql is the same rule for lists).
 */
export function isPublicTutor(user: { userType: string; isVerified: boolean; bannedAt: Date | null }): boolean {
  return user.userType === 'teacher' && user.isVerified && user.bannedAt === null;
}

/** Answers over the last 90 days below which a typical response time says nothing and is not shown. */
export const MIN_ANSWERS_FOR_RESPONSE_TIME = 3;
