import type { AdminUser } from '../../../contract/admin-users.ts';
import type { ListedUserRow } from './admin-users.repository.ts';

/** What the control panel may see of an account: never the password hash, a point or an address. */
export function presentAdminUser({ user, city, state, hasLocation, subjects, kycStatus, studentClass }: ListedUserRow): AdminUser {
  const isTeacher = user.userType === 'teacher';
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    mobile: user.mobile,
    userType: isTeacher ? 'teacher' : user.userType === 'parent' ? 'parent' : 'student',
    profileImage: user.profileImage,
    isVerified: user.isVerified,
    isOnline: user.isOnline && !user.bannedAt,
    lastSeenAt: user.lastSeenAt?.toISOString() ?? null,
    isLocationVerified: hasLocation,
    city: city ?? null,
    state: state ?? null,
    subjects: isTeacher ? (subjects ?? []) : [],
    studentClass: isTeacher ? null : (studentClass ?? null),
    kycStatus: isTeacher ? (kycStatus ?? 'not_submitted') : null,
    isBanned: user.bannedAt !== null,
    bannedAt: user.bannedAt?.toISOString() ?? null,
    banReason: user.banReason,
    createdAt: user.createdAt.toISOString(),
  };
}
