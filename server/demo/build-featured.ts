import type { Population } from './build-users.ts';
import { cityByName, formatAddress, type Place } from './places.ts';
import { DAY_MS } from './random.ts';

/**
 * One tutor the public Find's walkthrough can count on (e2e/public-find.spec.ts): a verified Mathematics tutor in
 * Indiranagar, Bengaluru, for Class 8 on CBSE (and ICSE). Added after the random population and its activity, with
 * fixed values, so nobody else in the demo changes.
 */
export const FEATURED_TUTOR = {
  id: '7d2c6a8e-4b1f-4c3a-9e5d-1a2b3c4d5e6f',
  firstName: 'Lakshmi',
  lastName: 'Venkatesh',
  email: 'lakshmi.venkatesh@example.in',
} as const;

/** `taken`: the mobiles already given out (every demo number is unique). */
export function addFeaturedTutor(pop: Population, passwordHash: string, now: number, taken: ReadonlySet<string | null | undefined>): void {
  const city = cityByName('Bengaluru');
  const locality = city.localities.find((l) => l.name === 'Indiranagar')!;
  const joined = new Date(now - 300 * DAY_MS);
  const approved = new Date(now - 280 * DAY_MS);
  const street = '12th Main Road';
  const place: Place = { city, locality, latitude: 12.971_2, longitude: 77.640_1, accuracy: 10, street, fullAddress: formatAddress(street, locality, city) };
  const profile = {
    subjects: ['Mathematics', 'Physics'],
    qualification: 'M.Sc Mathematics, B.Ed',
    experienceYears: 10,
    experience: '10 years',
    bio: 'Mathematics for Classes 6 to 10, CBSE and ICSE: concepts with everyday examples, then steady practice. At your home in Indiranagar or online.',
    monthlyFee: 3500,
  };
  pop.userRows.push({
    id: FEATURED_TUTOR.id,
    email: FEATURED_TUTOR.email,
    passwordHash,
    userType: 'teacher',
    firstName: FEATURED_TUTOR.firstName,
    lastName: FEATURED_TUTOR.lastName,
    mobile: freeMobile(taken),
    isVerified: true,
    lastSeenAt: new Date(now - 3 * 60 * 60 * 1000),
    createdAt: joined,
    updatedAt: joined,
  });
  pop.locationRows.push({
    userId: FEATURED_TUTOR.id,
    latitude: place.latitude,
    longitude: place.longitude,
    accuracy: 10,
    fullAddress: place.fullAddress,
    street,
    locality: locality.name,
    city: city.name,
    state: city.state,
    pinCode: locality.pinCode,
    mode: 'pin',
    isLiveSharing: false,
    verifiedAt: joined,
    updatedAt: joined,
  });
  pop.teacherRows.set(FEATURED_TUTOR.id, {
    userId: FEATURED_TUTOR.id,
    subjects: profile.subjects,
    qualification: profile.qualification,
    experience: profile.experience,
    bio: profile.bio,
    headline: 'Patient Mathematics tutor for Classes 6–10 (CBSE, ICSE)',
    monthlyFee: profile.monthlyFee,
    feeUnit: 'per_month',
    classes: ['Class 6', 'Class 7', 'Class 8', 'Class 9', 'Class 10'],
    boards: ['CBSE', 'ICSE'],
    teachingModes: ['student_home', 'online'],
    languages: ['English', 'Hindi', 'Kannada'],
    ratingAverage: null,
    reviewCount: 0,
    studentCount: 0,
    kycStatus: 'approved',
    kycApprovedAt: approved,
    updatedAt: approved,
  });
  pop.teachers.push({
    id: FEATURED_TUTOR.id,
    firstName: FEATURED_TUTOR.firstName,
    lastName: FEATURED_TUTOR.lastName,
    city,
    place,
    createdAt: joined,
    approved: true,
    profile,
  });
}

function freeMobile(taken: ReadonlySet<string | null | undefined>): string {
  for (let n = 9_845_012_345; ; n++) if (!taken.has(`+91 ${n}`)) return `+91 ${n}`;
}
