import { z } from 'zod';
import { IdSchema, PageQuerySchema } from './common.ts';
import { AuditEntrySchema } from './audit.ts';
import { AdminReportSchema } from './admin-reports.ts';
import { KycSubmissionSchema } from './kyc.ts';
import { KycStatusSchema, ProfileSchema } from './users.ts';

export const ADMIN_USER_STATES = ['active', 'banned', 'kyc_pending', 'verified'] as const;
export const AdminUserStateSchema = z.enum(ADMIN_USER_STATES);
export type AdminUserState = z.infer<typeof AdminUserStateSchema>;

/**
 * GET /api/admin/users and /api/admin/teachers: newest first, `limit` + Link header. `search` matches name or email
 * (case-insensitive substring); `type` narrows to students or teachers (ignored by /teachers); `state`: active (not
 * banned), banned, kyc_pending (a submission under review), verified (KYC approved).
 */
export const AdminUserListQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  type: z.enum(['student', 'teacher']).optional(),
  state: AdminUserStateSchema.optional(),
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuerySchema>;

/** A user as the control panel lists them (spec §3 Admin teacher listing fields included). Never a password or a point. */
export const AdminUserSchema = z
  .object({
    id: IdSchema,
    firstName: z.string(),
    lastName: z.string().nullable(),
    email: z.string(),
    mobile: z.string().nullable(),
    userType: z.enum(['student', 'teacher', 'parent']),
    profileImage: z.string().nullable(),
    isVerified: z.boolean(),
    isOnline: z.boolean(),
    lastSeenAt: z.iso.datetime().nullable(),
    isLocationVerified: z.boolean(),
    /** City of the verified location (never finer than that), else null ('No Location'). */
    city: z.string().nullable(),
    state: z.string().nullable(),
    /** Teachers: their subjects; students: []. */
    subjects: z.array(z.string()),
    /** Students: their class; teachers: null. */
    studentClass: z.string().nullable(),
    /** Teachers: KYC state; students: null. */
    kycStatus: KycStatusSchema.nullable(),
    isBanned: z.boolean(),
    bannedAt: z.iso.datetime().nullable(),
    banReason: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** GET /api/admin/users/{id}: everything behind View Details. */
export const AdminUserDetailSchema = z
  .object({
    user: AdminUserSchema,
    profile: ProfileSchema.nullable(),
    /** To the city: no coordinates, street or full address. */
    location: z
      .object({
        city: z.string().nullable(),
        state: z.string().nullable(),
        pinCode: z.string().nullable(),
        isLiveSharing: z.boolean(),
        updatedAt: z.iso.datetime(),
      })
      .nullable(),
    counts: z.object({
      requestsSent: z.number().int(),
      requestsReceived: z.number().int(),
      conversations: z.number().int(),
      messagesSent: z.number().int(),
      reviewsReceived: z.number().int(),
      requirements: z.number().int(),
    }),
    /** Teachers: their submissions, newest first (documents through the admin KYC routes only). */
    kycSubmissions: z.array(KycSubmissionSchema),
    reportsAbout: z.array(AdminReportSchema),
    reportsBy: z.array(AdminReportSchema),
    /** Bans, unbans and warnings of this user, newest first, from the audit log. */
    moderationHistory: z.array(AuditEntrySchema),
  })
  .meta({ id: 'AdminUserDetail' });
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;
