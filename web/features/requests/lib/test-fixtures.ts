import type { ConnectionRequest, RequestUser } from '../../../../contract/requests.ts';

/** Test data for the requests feature's unit tests. */
export function user(overrides: Partial<RequestUser> = {}): RequestUser {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    firstName: 'Rohan',
    lastName: 'Iyer',
    name: 'Rohan Iyer',
    profileImage: null,
    userType: 'student',
    isVerified: false,
    profileSlug: null,
    city: 'Bengaluru',
    state: 'Karnataka',
    rating: null,
    reviewCount: 0,
    subjects: [],
    qualification: null,
    experience: null,
    class: 'Class 10',
    ...overrides,
  };
}

export const student = user();
export const teacher = user({
  id: '00000000-0000-4000-8000-000000000002',
  firstName: 'Kavitha',
  lastName: 'Rao',
  name: 'Kavitha Rao',
  userType: 'teacher',
  isVerified: true,
  rating: 4.8,
  reviewCount: 12,
  subjects: ['Physics', 'Mathematics'],
  qualification: 'M.Sc Physics',
  experience: '8 years',
  class: null,
});

export function request(overrides: Partial<ConnectionRequest> = {}): ConnectionRequest {
  const fromUser = overrides.fromUser ?? student;
  const toUser = overrides.toUser ?? teacher;
  return {
    id: '00000000-0000-4000-8000-0000000000aa',
    status: 'pending',
    message: 'I need help with Physics.',
    createdAt: '2025-06-10T10:00:00.000Z',
    respondedAt: null,
    forChild: null,
    fromUser,
    toUser,
    senderName: fromUser.name,
    senderImage: fromUser.profileImage,
    senderLatitude: null,
    senderLongitude: null,
    receiverName: toUser.name,
    receiverImage: toUser.profileImage,
    ...overrides,
  };
}
