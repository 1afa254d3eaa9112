import { z } from 'zod';
import { FEE_TYPES, TEACHING_MODES, TUTOR_BOARDS, USER_TYPES } from './constants.ts';
import { AgeStatusSchema, ChildSchema, ConsentStatusSchema } from './families.ts';

export const UserTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof UserTypeSchema>;

/** The UI languages (the admin panel stays English). */
export const LANGUAGES = ['en', 'hi'] as const;
export const LanguageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof LanguageSchema>;

export const KYC_STATUSES = ['not_submitted', 'under_review', 'approved', 'rejected'] as const;
export const KycStatusSchema = z.enum(KYC_STATUSES);

/** The signed-in user's own account (spec §3 User). Exact coordinates appear only here, for oneself. */
export const UserSchema = z
  .object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string().nullable(),
    email: z.string(),
    /** The user opened the link emailed to `email`; until then they can browse but not contact anyone. */
    emailVerified: z.boolean(),
    mobile: z.string().nullable(),
    userType: UserTypeSchema,
    profileImage: z.string().nullable(),
    isLocationVerified: z.boolean(),
    isVerified: z.boolean(),
    isOnline: z.boolean(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    pinCode: z.string().nullable(),
    fullAddress: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    locality: z.string().nullable(),
    street: z.string().nullable(),
    locationAccuracy: z.number().nullable(),
    locationUpdatedAt: z.iso.datetime().nullable(),
    isLiveSharing: z.boolean(),
    locationMode: z.enum(['pin', 'live']).nullable(),
    /** Opt-in: nearby verified users see the exact point instead of a ~1 km cell. */
    showExactLocation: z.boolean(),
    /** The UI language the user chose; null: none yet (the browser's language applies). */
    language: LanguageSchema.nullable(),
    /** A student's date of birth ('YYYY-MM-DD'), when stated. */
    birthDate: z.string().nullable(),
    /** Students: 'unknown' until they state an age (the app asks once before the next contact); others: 'adult'. */
    ageStatus: AgeStatusSchema,
    /** A student under 18 with their own login: 'pending' until a guardian confirms, 'withdrawn' once revoked. */
    guardianConsent: ConsentStatusSchema.nullable(),
    /** With guardianConsent: the guardian's address the newest consent link went to (the account's own guardian); else null. */
    guardianEmail: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;

export const StudentProfileSchema = z
  .object({
    userType: z.literal('student'),
    class: z.string(),
    schoolName: z.string(),
    preferredSubjects: z.array(z.string()),
    budgetMin: z.number().nullable(),
    budgetMax: z.number().nullable(),
  })
  .meta({ id: 'StudentProfile' });
export type StudentProfile = z.infer<typeof StudentProfileSchema>;

export const TeacherProfileSchema = z
  .object({
    userType: z.literal('teacher'),
    subjects: z.array(z.string()),
    qualification: z.string(),
    experience: z.string(),
    bio: z.string().nullable(),
    /** The fee's amount in rupees, per `feeUnit` (the spec's monthlyFee; the unit is per_month unless set). */
    monthlyFee: z.number().nullable(),
    feeUnit: z.enum(FEE_TYPES),
    headline: z.string().nullable(),
    classes: z.array(z.string()),
    boards: z.array(z.enum(TUTOR_BOARDS)),
    teachingModes: z.array(z.enum(TEACHING_MODES)),
    languages: z.array(z.string()),
    /** The public profile's address segment (`/tutors/{profileSlug}`): null until KYC is approved (not public). */
    profileSlug: z.string().nullable(),
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
    studentCount: z.number().int(),
    city: z.string().nullable(),
    kycStatus: KycStatusSchema,
    kycRejectionReason: z.string().nullable(),
  })
  .meta({ id: 'TeacherProfile' });
export type TeacherProfile = z.infer<typeof TeacherProfileSchema>;

/** A parent (guardian): acts for one of their children toward teachers. */
export const ParentProfileSchema = z
  .object({ userType: z.literal('parent'), children: z.array(ChildSchema) })
  .meta({ id: 'ParentProfile' });
export type ParentProfile = z.infer<typeof ParentProfileSchema>;

export const ProfileSchema = z.discriminatedUnion('userType', [StudentProfileSchema, TeacherProfileSchema, ParentProfileSchema]);
export type Profile = z.infer<typeof ProfileSchema>;
