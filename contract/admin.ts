import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { formatMessage, MESSAGES } from './messages.ts';

export const BanUserBodySchema = z.object({
  reason: z
    .string({ error: 'A reason is required' })
    .trim()
    .min(1, 'A reason is required')
    .max(500, 'Reason must be at most 500 characters'),
});
export type BanUserBody = z.infer<typeof BanUserBodySchema>;

/** PUT /api/admin/change-password (spec §5 admin change password; the confirmation field stays in the form). */
export const ChangePasswordBodySchema = z
  .object({
    currentPassword: z.string({ error: MESSAGES.ALL_FIELDS_REQUIRED }).min(1, MESSAGES.ALL_FIELDS_REQUIRED).max(128),
    newPassword: z
      .string({ error: MESSAGES.ALL_FIELDS_REQUIRED })
      .min(PASSWORD_MIN_LENGTH, formatMessage('NEW_PASSWORD_TOO_SHORT', { min: PASSWORD_MIN_LENGTH }))
      .max(128, formatMessage('NEW_PASSWORD_TOO_LONG', { max: 128 })),
  })
  .meta({ id: 'ChangePasswordBody' });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** GET /api/admin/stats (spec §3 Admin stats, plus the counts the dashboard cards show). Counted in the database. */
export const AdminStatsSchema = z
  .object({
    totalUsers: z.number().int(),
    students: z.number().int(),
    teachers: z.number().int(),
    totalMessages: z.number().int(),
    /** KYC submissions waiting for a decision. */
    pendingKyc: z.number().int(),
    openReports: z.number().int(),
    bannedUsers: z.number().int(),
    /** Support messages not yet replied to. */
    openSupportMessages: z.number().int(),
    /** Pairs of users who have exchanged at least one message. */
    conversations: z.number().int(),
    /** The figures that are the database's estimates (a table too big to count on every request), shown as such. */
    estimated: z.array(z.enum(['totalUsers', 'students', 'teachers', 'totalMessages', 'conversations'])),
  })
  .meta({ id: 'AdminStats' });
export type AdminStats = z.infer<typeof AdminStatsSchema>;
