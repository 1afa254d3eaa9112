// A small marketplace for the teacher-search tests (server/modules/search/*.test.ts): tutors in Bengaluru, Pune and
// Delhi with every profile field the filters read, an unverified and a banned one, and a student with a location.
import { eq } from 'drizzle-orm';
import type { TeachingMode, TutorBoard } from '../../contract/constants.ts';
import type { FEE_TYPES } from '../../contract/constants.ts';
import { teacherProfiles } from '../db/schema/index.ts';
import { refreshSearchText } from '../modules/search/search-text.repository.ts';
import type { TestApp } from './build-test-app.ts';
import { banUser, createStudent, createTeacher, markTeacherVerified, saveLocation } from './factories.ts';

export const INDIRANAGAR = { latitude: 12.9784, longitude: 77.6408 };
export const KORAMANGALA = { latitude: 12.9352, longitude: 77.6245 };
export const KOTHRUD = { latitude: 18.5074, longitude: 73.8077 };
export const LAJPAT_NAGAR = { latitude: 28.5677, longitude: 77.2433 };

interface TutorSpec {
  firstName: string;
  lastName: string;
  subjects: string[];
  at: { latitude: number; longitude: number } | null;
  verified: boolean;
  banned?: boolean;
  classes: string[];
  boards: TutorBoard[];
  modes: TeachingMode[];
  languages: string[];
  fee: number | null;
  feeUnit: (typeof FEE_TYPES)[number];
  rating: number | null;
  reviews: number;
  headline?: string;
}

export const TUTORS = {
  Ananya: {
    firstName: 'Ananya', lastName: 'Rao', subjects: ['Mathematics', 'Physics'], at: INDIRANAGAR, verified: true,
    classes: ['Class 8', 'Class 9'], boards: ['CBSE'], modes: ['student_home', 'online'], languages: ['English', 'Hindi'],
    fee: 4000, feeUnit: 'per_month', rating: 4.8, reviews: 5, headline: 'Board-exam maths without fear',
  },
  Bhavesh: {
    firstName: 'Bhavesh', lastName: 'Kulkarni', subjects: ['Mathematics'], at: KORAMANGALA, verified: true,
    classes: ['Class 8'], boards: ['ICSE'], modes: ['tutor_home'], languages: ['English', 'Kannada'],
    fee: 3000, feeUnit: 'per_month', rating: 4.2, reviews: 3,
  },
  Chitra: {
    firstName: 'Chitra', lastName: 'Joshi', subjects: ['Mathematics'], at: KOTHRUD, verified: true,
    classes: ['Class 8'], boards: ['CBSE'], modes: ['online'], languages: ['Marathi'],
    fee: 500, feeUnit: 'per_hour', rating: null, reviews: 0,
  },
  Dev: {
    firstName: 'Dev', lastName: 'Malhotra', subjects: ['Chemistry', 'Biology'], at: LAJPAT_NAGAR, verified: true,
    classes: ['Class 11', 'Class 12'], boards: ['CBSE'], modes: ['student_home'], languages: ['Hindi'],
    fee: 6000, feeUnit: 'per_month', rating: 3.9, reviews: 8,
  },
  Esha: {
    firstName: 'Esha', lastName: 'Nair', subjects: ['Mathematics'], at: INDIRANAGAR, verified: false,
    classes: ['Class 8'], boards: ['CBSE'], modes: ['online'], languages: ['English'],
    fee: 2000, feeUnit: 'per_month', rating: null, reviews: 0,
  },
  Farid: {
    firstName: 'Farid', lastName: 'Ansari', subjects: ['English', 'Hindi'], at: null, verified: true,
    classes: ['Class 5'], boards: ['State Board'], modes: ['online'], languages: ['Urdu', 'Hindi'],
    fee: 1500, feeUnit: 'per_month', rating: 4.5, reviews: 2,
  },
  Gopal: {
    firstName: 'Gopal', lastName: 'Banned', subjects: ['Mathematics'], at: INDIRANAGAR, verified: true, banned: true,
    classes: ['Class 8'], boards: ['CBSE'], modes: ['online'], languages: ['English'],
    fee: 1000, feeUnit: 'per_month', rating: 5, reviews: 1,
  },
} satisfies Record<string, TutorSpec>;
export type TutorName = keyof typeof TUTORS;

export interface Marketplace {
  ids: Record<TutorName, string>;
  names: Map<string, TutorName>;
  student: Awaited<ReturnType<typeof createStudent>>;
}

export async function seedMarketplace(t: TestApp): Promise<Marketplace> {
  const { db } = t.database;
  const ids = {} as Record<TutorName, string>;
  for (const [name, spec] of Object.entries(TUTORS) as [TutorName, TutorSpec][]) {
    const account = await createTeacher(t.app, {
      firstName: spec.firstName, lastName: spec.lastName, subjects: spec.subjects, qualification: 'M.Sc', experience: '5 years', bio: 'Patient and friendly.',
    });
    if (spec.at) await saveLocation(t.app, account.token, spec.at);
    if (spec.verified) await markTeacherVerified(db, account.user.id);
    await db
      .update(teacherProfiles)
      .set({
        classes: spec.classes, boards: spec.boards, teachingModes: spec.modes, languages: spec.languages, monthlyFee: spec.fee,
        feeUnit: spec.feeUnit, ratingAverage: spec.rating, reviewCount: spec.reviews, headline: spec.headline ?? null,
      })
      .where(eq(teacherProfiles.userId, account.user.id));
    await refreshSearchText(db, account.user.id); // as a profile edit does
    if (spec.banned) await banUser(db, account.user.id);
    ids[name] = account.user.id;
  }
  const student = await createStudent(t.app, { firstName: 'Saanvi', lastName: 'Student', class: 'Class 8', schoolName: 'Indiranagar Public School' });
  await saveLocation(t.app, student.token, INDIRANAGAR);
  const names = new Map(Object.entries(ids).map(([name, id]) => [id, name as TutorName]));
  return { ids, names, student };
}

/**
 * `count` more verified tutors within a few km of Indiranagar, with ratings and fees that tie and are missing in turn
 * (some fees per hour), every other one online: enough rows for an area's orders to page past a small count cap.
 */
export async function seedCrowd(t: TestApp, count: number): Promise<void> {
  const ratings = [4.5, null, 4.5, 3, 5, 4];
  const fees: [number | null, (typeof FEE_TYPES)[number]][] = [[1000, 'per_month'], [2000, 'per_month'], [null, 'per_month'], [2000, 'per_month'], [500, 'per_hour']];
  for (let i = 0; i < count; i++) {
    const account = await createTeacher(t.app, { firstName: `Crowd${i}`, lastName: 'Tutor', subjects: i % 3 ? ['Mathematics'] : ['Physics'] });
    await saveLocation(t.app, account.token, { latitude: INDIRANAGAR.latitude + (i % 5) * 0.01, longitude: INDIRANAGAR.longitude - (i % 4) * 0.01 });
    await markTeacherVerified(t.database.db, account.user.id);
    const rating = ratings[i % ratings.length]!;
    const [fee, feeUnit] = fees[i % fees.length]!;
    await t.database.db
      .update(teacherProfiles)
      .set({ teachingModes: i % 2 ? ['online'] : ['student_home'], monthlyFee: fee, feeUnit, ratingAverage: rating, reviewCount: rating === null ? 0 : 1 + (i % 3) })
      .where(eq(teacherProfiles.userId, account.user.id));
  }
}
