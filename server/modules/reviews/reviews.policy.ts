/**
 * Who may review whom: a student, or a parent (for their child), reviews a teacher they are connected with (an
 * accepted connection request either way). One review per reviewer and teacher; posting again edits it.
 */
type UserType = 'student' | 'teacher' | 'admin' | 'parent';

export const isReviewer = (userType: UserType) => userType === 'student' || userType === 'parent';

export function mayReview(reviewer: { userType: UserType }, teacher: { userType: UserType; bannedAt?: Date | null }, connected: boolean): boolean {
  return isReviewer(reviewer.userType) && teacher.userType === 'teacher' && !teacher.bannedAt && connected;
}
