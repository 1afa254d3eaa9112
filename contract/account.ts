import { z } from 'zod';
import { ChangePasswordBodySchema } from './admin.ts';
import { emailField, MeResponseSchema } from './auth.ts';
import { FEE_TYPES, REQUIREMENT_TYPES } from './constants.ts';
import { AvailabilitySettingsSchema, LESSON_MODES, LESSON_OUTCOMES, LESSON_SIDES, LESSON_STATUSES } from './lessons.ts';
import { MESSAGES } from './messages.ts';

/**
 * Account self-service: change password, forgot/reset password by email, delete my account, download my
 * data. The password rules and messages are the admin's (spec §5), shared through ChangePasswordBodySchema.
 */

/** PUT /api/auth/change-password: the same body, rules and messages as the admin's PUT /api/admin/change-password. */
export const ChangeOwnPasswordBodySchema = ChangePasswordBodySchema;
export type ChangeOwnPasswordBody = z.infer<typeof ChangeOwnPasswordBodySchema>;

/** A reset link is good for this long, once. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

/** The one answer to every accepted forgot-password request, whether or not the email has an account. */
export const FORGOT_PASSWORD_ANSWER = MESSAGES.FORGOT_PASSWORD_ANSWER;

/** What an unknown, used or expired reset link says (the web offers to ask for a new one). */
export const RESET_LINK_INVALID = MESSAGES.RESET_LINK_INVALID;

/** POST /api/auth/forgot-password */
export const ForgotPasswordBodySchema = z.object({ email: emailField }).meta({ id: 'ForgotPasswordBody' });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

/** POST /api/auth/reset-password: the token from the emailed link and the new password (spec §5 rules). */
export const ResetPasswordBodySchema = z
  .object({
    token: z.string({ error: RESET_LINK_INVALID }).min(1, RESET_LINK_INVALID).max(200, RESET_LINK_INVALID),
    newPassword: ChangePasswordBodySchema.shape.newPassword,
  })
  .meta({ id: 'ResetPasswordBody' });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

/**
 * POST /api/auth/reset-password/check: whether an emailed link's token can still set a password, asked when the
 * reset page opens (in the body, not the URL, so it stays out of access logs). 200 when it can; 400 with the same
 * error as the reset itself (RESET_LINK_INVALID on `token`) when it is unknown, used or expired. Says nothing else
 * (not whose link it is).
 */
export const CheckResetLinkBodySchema = ResetPasswordBodySchema.pick({ token: true }).meta({ id: 'CheckResetLinkBody' });
export type CheckResetLinkBody = z.infer<typeof CheckResetLinkBodySchema>;
export const RESET_LINK_USABLE = 'This link can be used to set a new password.';

/** DELETE /api/account: the account's password confirms the deletion. */
export const DeleteAccountBodySchema = z
  .object({ password: z.string({ error: MESSAGES.PASSWORD_REQUIRED }).min(1, MESSAGES.PASSWORD_REQUIRED).max(128) })
  .meta({ id: 'DeleteAccountBody' });
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

/** Another user as the export shows them: their id and public name, never their phone, email or location. */
const OtherPartySchema = z.object({ id: z.uuid(), name: z.string() });

const ExportedRequirementSchema = z.object({
  id: z.uuid(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  subjects: z.array(z.string()),
  classes: z.array(z.string()),
  location: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  pinCode: z.string().nullable(),
  street: z.string().nullable(),
  village: z.string().nullable(),
  type: z.enum(REQUIREMENT_TYPES),
  fee: z.number().nullable(),
  feeType: z.enum(FEE_TYPES),
  contactCount: z.number().int(),
  createdAt: z.string(),
});

const ExportedRequestSchema = z.object({
  id: z.uuid(),
  direction: z.enum(['sent', 'received']),
  otherUser: OtherPartySchema,
  status: z.enum(['pending', 'accepted', 'rejected']),
  message: z.string().nullable(),
  createdAt: z.string(),
  respondedAt: z.string().nullable(),
});

const ExportedMessageSchema = z.object({
  id: z.uuid(),
  direction: z.enum(['sent', 'received']),
  otherUser: OtherPartySchema,
  content: z.string(),
  attachment: z.string().nullable(),
  attachmentType: z.enum(['image', 'other']).nullable(),
  isRead: z.boolean(),
  isLiked: z.boolean(),
  createdAt: z.string(),
});

const ExportedReviewSchema = z.object({
  id: z.uuid(),
  /** The teacher reviewed (reviews written) or the student who wrote it (reviews received). */
  otherUser: OtherPartySchema,
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const ExportedLessonSchema = z.object({
  id: z.uuid(),
  /** teacher: the account taught it; family: the account booked it (for itself or a child). */
  role: z.enum(LESSON_SIDES),
  otherUser: OtherPartySchema,
  childFirstName: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  mode: z.enum(LESSON_MODES),
  status: z.enum(LESSON_STATUSES),
  note: z.string().nullable(),
  /** The address the account gave for a lesson at the student's home (only to the account that gave it). */
  address: z.string().nullable(),
  reason: z.string().nullable(),
  teacherOutcome: z.enum(LESSON_OUTCOMES).nullable(),
  familyOutcome: z.enum(LESSON_OUTCOMES).nullable(),
  createdAt: z.string(),
});

const ExportedNotificationSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});

const ExportedSupportMessageSchema = z.object({
  id: z.uuid(),
  subject: z.string().nullable(),
  message: z.string(),
  status: z.enum(['open', 'replied', 'closed']),
  adminReply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});

const ExportedUploadSchema = z.object({
  path: z.string(),
  kind: z.enum(['profile', 'chat']),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
});

const ExportedKycSubmissionSchema = z.object({
  id: z.uuid(),
  status: z.enum(['under_review', 'approved', 'rejected']),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});

/** A record of parental consent the account took part in, as the guardian or as the child (DPDP Rules 2025, r.10). */
const ExportedGuardianConsentSchema = z.object({
  id: z.uuid(),
  role: z.enum(['guardian', 'child']),
  childFirstName: z.string().nullable(),
  guardianEmail: z.string(),
  status: z.enum(['pending', 'granted', 'withdrawn']),
  purpose: z.string(),
  verificationMethod: z.string().nullable(),
  requestedAt: z.string(),
  grantedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
});

/**
 * GET /api/account/export: everything the account holds, as a JSON attachment. The owner's own fields are complete
 * (phone, exact location); other people appear by id and public name only.
 */
export const AccountExportSchema = z
  .object({
    exportedAt: z.string(),
    account: MeResponseSchema,
    requirements: z.array(ExportedRequirementSchema),
    requests: z.array(ExportedRequestSchema),
    messages: z.array(ExportedMessageSchema),
    reviewsWritten: z.array(ExportedReviewSchema),
    reviewsReceived: z.array(ExportedReviewSchema),
    notifications: z.array(ExportedNotificationSchema),
    supportMessages: z.array(ExportedSupportMessageSchema),
    uploads: z.array(ExportedUploadSchema),
    kycSubmissions: z.array(ExportedKycSubmissionSchema),
    guardianConsents: z.array(ExportedGuardianConsentSchema),
    /** Lessons the account taught or booked. */
    lessons: z.array(ExportedLessonSchema),
    /** A teacher's booking settings, weekly ranges and days off; null for everyone else and teachers who never set them. */
    lessonAvailability: AvailabilitySettingsSchema.nullable(),
  })
  .meta({ id: 'AccountExport' });
export type AccountExport = z.infer<typeof AccountExportSchema>;

/** The download's file name: tutorhood-data-YYYY-MM-DD.json (UTC date). */
export const accountExportFileName = (at: Date) => `tutorhood-data-${at.toISOString().slice(0, 10)}.json`;
