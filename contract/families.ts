/**
 * Parents, children and guardian consent (DPDP Act s.9 and DPDP Rules 2025 r.10). The rules are in
 * docs/decisions/016-parental-consent.md.
 */
import { z } from 'zod';
import { STUDENT_CLASS_OPTIONS } from './constants.ts';
import { formatMessage, MESSAGES } from './messages.ts';

/** Under this age a person is a child (DPDP Act s.2(f)). */
export const ADULT_AGE = 18;
/** From this age a child may have a student login of their own, once a guardian confirms it. */
export const OWN_LOGIN_MIN_AGE = 13;
/** A guardian-consent link is good for this long, once. */
export const CONSENT_LINK_TTL_DAYS = 7;
/** How many children one parent account may add. */
export const CHILDREN_MAX = 10;

export const AGE_BANDS = ['under_13', '13_15', '16_17'] as const;
export const AgeBandSchema = z.enum(AGE_BANDS, { error: MESSAGES.AGE_BAND_INVALID });
export type AgeBand = z.infer<typeof AgeBandSchema>;
export const CONSENT_STATUSES = ['pending', 'granted', 'withdrawn'] as const;
export const ConsentStatusSchema = z.enum(CONSENT_STATUSES);
export type ConsentStatus = z.infer<typeof ConsentStatusSchema>;
/** 'unknown': a student who has not stated an age (asked once in the app before their next contact). */
export const AGE_STATUSES = ['adult', 'minor', 'unknown'] as const;
export const AgeStatusSchema = z.enum(AGE_STATUSES);
export type AgeStatus = z.infer<typeof AgeStatusSchema>;
/** How the adult who consented was verified (kept as proof with the consent). */
export const CONSENT_METHODS = ['guardian_added_child', 'email_link_signed_in_adult'] as const;
export const ChildClassSchema = z.enum(STUDENT_CLASS_OPTIONS, { error: MESSAGES.CLASS_REQUIRED });

/** Whole years between a date of birth and `today` (both 'YYYY-MM-DD'; today in UTC by default). */
export function ageOn(birthDate: string, today: string = new Date().toISOString().slice(0, 10)): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** 'YYYY-MM-DD', a real date in the past, at most 120 years ago. */
export const dateOfBirthField = z
  .string({ error: MESSAGES.BIRTH_DATE_INVALID })
  .trim()
  .pipe(z.iso.date({ error: MESSAGES.BIRTH_DATE_INVALID }))
  .refine((value) => {
    const today = new Date().toISOString().slice(0, 10);
    return value < today && ageOn(value, today) <= 120;
  }, MESSAGES.BIRTH_DATE_INVALID);

/** "I am 18 or older": only `true` is meaningful. */
export const isAdultField = z.literal(true, { error: MESSAGES.IS_ADULT_INVALID });

export const guardianEmailField = z
  .string({ error: MESSAGES.INVALID_EMAIL })
  .trim()
  .toLowerCase()
  .max(254, MESSAGES.EMAIL_TOO_LONG)
  .pipe(z.email(MESSAGES.INVALID_EMAIL));

/** A child as their guardian sees it. Nobody else sees more than ForChild. */
export const ChildSchema = z
  .object({
    id: z.uuid(),
    firstName: z.string(),
    class: z.string(),
    schoolName: z.string().nullable(),
    birthDate: z.string().nullable(),
    ageBand: AgeBandSchema.nullable(),
    /** Whole years from the date of birth; null with an age band only. */
    age: z.number().int().nullable(),
    /** The child has their own student login (13–17), linked by the guardian's confirmation. */
    hasOwnLogin: z.boolean(),
    consent: z.object({
      status: ConsentStatusSchema,
      grantedAt: z.iso.datetime().nullable(),
      /** 'guardian_added_child' or 'email_link_signed_in_adult'. */
      verificationMethod: z.string().nullable(),
      withdrawnAt: z.iso.datetime().nullable(),
    }),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Child' });
export type Child = z.infer<typeof ChildSchema>;

/** Who a parent's request, requirement or conversation is for (shown to the teacher as "… (parent) for Anaya, Class 8"). */
export const ForChildSchema = z.object({ id: z.uuid(), firstName: z.string(), class: z.string() }).meta({ id: 'ForChild' });
export type ForChild = z.infer<typeof ForChildSchema>;

/** The optional `childId` a parent's request or requirement carries (one of their own children). */
export const childIdField = z.uuid({ error: MESSAGES.CHILD_NOT_FOUND }).optional();

const childFirstName = z
  .string({ error: MESSAGES.FIRST_NAME_REQUIRED })
  .trim()
  .min(1, MESSAGES.FIRST_NAME_REQUIRED)
  .max(50, formatMessage('FIRST_NAME_TOO_LONG', { max: 50 }));

const childSchool = z
  .string()
  .trim()
  .max(200, formatMessage('SCHOOL_NAME_TOO_LONG', { max: 200 }))
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * POST /api/children and PUT /api/children/{id}: first name, class, school (optional), and a date of birth OR an age
 * band. A child is under 18 (an adult student registers themselves).
 */
export const ChildBodySchema = z
  .object({
    firstName: childFirstName,
    class: ChildClassSchema,
    schoolName: childSchool,
    birthDate: dateOfBirthField.nullish().transform((v) => v ?? null),
    ageBand: AgeBandSchema.nullish().transform((v) => v ?? null),
  })
  .refine((v) => !!v.birthDate || !!v.ageBand, { message: MESSAGES.CHILD_AGE_REQUIRED, path: ['birthDate'] })
  .refine((v) => !v.birthDate || ageOn(v.birthDate) < ADULT_AGE, { message: MESSAGES.CHILD_MUST_BE_UNDER_18, path: ['birthDate'] })
  .meta({ id: 'ChildBody' });
export type ChildBody = z.input<typeof ChildBodySchema>;
export const CreateChildBodySchema = ChildBodySchema;
export const UpdateChildBodySchema = ChildBodySchema;

export const ChildParamsSchema = z.object({ id: z.uuid({ error: MESSAGES.CHILD_NOT_FOUND }) });
export const ChildMessagesParamsSchema = ChildParamsSchema.extend({ userId: z.uuid({ error: MESSAGES.USER_ID_INVALID }) });

/** GET /api/children */
export const ChildrenResponseSchema = z.object({ children: z.array(ChildSchema) }).meta({ id: 'ChildrenResponse' });
/** PUT /api/children/{id}, POST /api/children/{id}/revoke-consent (POST /api/children answers 201 with the Child). */
export const ChildResponseSchema = z.object({ message: z.string(), child: ChildSchema }).meta({ id: 'ChildResponse' });

/**
 * POST /api/account/age: the once-only in-app age prompt for a student whose age is not stated. A date of birth or
 * "I am 18 or older"; 13–17 starts the guardian flow and needs `guardianEmail`; under 13 is refused (UNDER_13).
 */
export const StateAgeBodySchema = z
  .object({ dateOfBirth: dateOfBirthField.optional(), isAdult: isAdultField.optional(), guardianEmail: guardianEmailField.optional() })
  .refine((v) => !!v.dateOfBirth !== !!v.isAdult, { message: MESSAGES.AGE_OR_ADULT_REQUIRED, path: ['dateOfBirth'] })
  .meta({ id: 'StateAgeBody' });
export type StateAgeBody = z.infer<typeof StateAgeBodySchema>;

/** GET /api/guardian/consent?token=… (public): what the guardian is asked to confirm. */
export const ConsentTokenSchema = z
  .string({ error: MESSAGES.CONSENT_LINK_INVALID })
  .min(1, MESSAGES.CONSENT_LINK_INVALID)
  .max(200, MESSAGES.CONSENT_LINK_INVALID);
export const ConsentTokenQuerySchema = z.object({ token: ConsentTokenSchema });
export const ConsentInviteSchema = z
  .object({
    childFirstName: z.string(),
    /** The child's login email, masked: 'an***@example.com'. */
    childEmail: z.string(),
    guardianEmail: z.string(),
    status: ConsentStatusSchema,
    expiresAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ConsentInvite' });
export type ConsentInvite = z.infer<typeof ConsentInviteSchema>;

/** POST /api/guardian/consent/confirm: signed in as a parent account whose email is verified. */
export const ConfirmConsentBodySchema = z.object({ token: ConsentTokenSchema }).meta({ id: 'ConfirmConsentBody' });
export type ConfirmConsentBody = z.infer<typeof ConfirmConsentBodySchema>;

/** POST /api/guardian/consent/resend: the pending child asks again, optionally to a corrected address. */
export const ResendConsentBodySchema = z.object({ guardianEmail: guardianEmailField.optional() }).meta({ id: 'ResendConsentBody' });
export type ResendConsentBody = z.infer<typeof ResendConsentBodySchema>;
export const ResendConsentResponseSchema = z.object({ message: z.string(), guardianEmail: z.string() });

/** POST /api/account/age answer: the account's new age state (GET /api/auth/me shows it too). */
export const StateAgeResponseSchema = z
  .object({ message: z.string(), ageStatus: AgeStatusSchema, guardianConsent: ConsentStatusSchema.nullable() })
  .meta({ id: 'StateAgeResponse' });
