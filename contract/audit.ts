import { z } from 'zod';
import { IdSchema, PageQuerySchema } from './common.ts';

/** Every admin action, and every admin view of private data (a conversation, a KYC document). */
export const AUDIT_ACTIONS = [
  'ban_user',
  'unban_user',
  'delete_user',
  'warn_user',
  'approve_kyc',
  'reject_kyc',
  'view_kyc_document',
  'dismiss_report',
  'view_report',
  'view_conversation',
  'change_password',
  'reply_support',
  'close_support',
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditActionSchema>;

export const AuditEntrySchema = z
  .object({
    id: IdSchema,
    action: AuditActionSchema,
    /** null once that admin account no longer exists (the entry stays). */
    admin: z.object({ id: IdSchema, name: z.string() }).nullable(),
    /** The user acted on or whose data was viewed; kept after that user is deleted. */
    targetUserId: IdSchema.nullable(),
    /** Name and type of the target at the time of the action, readable after a deletion. */
    targetLabel: z.string().nullable(),
    /** The report, KYC submission or second participant concerned, if any. */
    subjectId: z.string().nullable(),
    reason: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** GET /api/admin/audit-log: newest first, `limit` + Link header. */
export const AuditLogQuerySchema = PageQuerySchema.extend({
  action: AuditActionSchema.optional(),
  targetUserId: IdSchema.optional(),
  adminId: IdSchema.optional(),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;
