import { z } from 'zod';
import { IdSchema, PageQuerySchema } from './common.ts';
import { PlatformMessageSchema } from './admin-monitoring.ts';

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export const REPORT_RESOLUTIONS = ['dismissed', 'warned', 'banned'] as const;

export const ReportPartySchema = z
  .object({
    id: IdSchema,
    name: z.string(),
    email: z.string(),
    userType: z.enum(['student', 'teacher']),
    profileImage: z.string().nullable(),
    isBanned: z.boolean(),
  })
  .meta({ id: 'ReportParty' });

export const AdminReportSchema = z
  .object({
    id: IdSchema,
    reason: z.string(),
    createdAt: z.iso.datetime(),
    status: z.enum(REPORT_STATUSES),
    resolution: z.enum(REPORT_RESOLUTIONS).nullable(),
    /** The admin's note, warning text or ban reason. */
    resolutionNote: z.string().nullable(),
    resolvedAt: z.iso.datetime().nullable(),
    reporter: ReportPartySchema,
    reportedUser: ReportPartySchema,
  })
  .meta({ id: 'AdminReport' });
export type AdminReport = z.infer<typeof AdminReportSchema>;

/** GET /api/admin/reports/{id}: the report and the last messages between the two (viewing it is audited). */
export const AdminReportDetailSchema = z
  .object({ report: AdminReportSchema, conversation: z.array(PlatformMessageSchema) })
  .meta({ id: 'AdminReportDetail' });
export type AdminReportDetail = z.infer<typeof AdminReportDetailSchema>;

/** GET /api/admin/reports: open ones oldest first (a queue), resolved ones newest first; `limit` + Link header. */
export const AdminReportListQuerySchema = PageQuerySchema.extend({ status: z.enum(REPORT_STATUSES).default('open') });
export type AdminReportListQuery = z.infer<typeof AdminReportListQuerySchema>;

const requiredText = (what: string) =>
  z.string({ error: `${what} is required` }).trim().min(1, `${what} is required`).max(500, `${what} must be at most 500 characters`);

/** POST /api/admin/reports/{id}/resolve: dismiss, warn the reported user (they see the message), or ban them. */
export const ResolveReportBodySchema = z
  .discriminatedUnion('action', [
    z.object({ action: z.literal('dismiss'), note: z.string().trim().max(500).optional() }),
    z.object({ action: z.literal('warn'), message: requiredText('A warning message') }),
    z.object({ action: z.literal('ban'), reason: requiredText('A reason') }),
  ])
  .meta({ id: 'ResolveReportBody' });
export type ResolveReportBody = z.infer<typeof ResolveReportBodySchema>;

export const ReportIdParamsSchema = z.object({ id: IdSchema });
