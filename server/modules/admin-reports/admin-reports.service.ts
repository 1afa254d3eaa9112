import { z } from 'zod';
import type { AdminReport, AdminReportDetail, AdminReportListQuery, ResolveReportBody } from '../../../contract/admin-reports.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { decodeCursor, encodeCursor } from '../../lib/pagination.ts';
import { presentPlatformMessage } from '../admin-monitoring/admin-monitoring.presenter.ts';
import { createPlatformMessagesRepository } from '../admin-monitoring/platform-messages.repository.ts';
import type { AdminUsersService } from '../admin-users/admin-users.service.ts';
import { auditLabel, type AuditActor, type AuditLog } from '../audit/audit-log.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { presentReport } from './admin-reports.presenter.ts';
import { createAdminReportsRepository, type ReportRecord } from './admin-reports.repository.ts';

const CursorSchema = z.object({ t: z.iso.datetime({ precision: 6 }), id: z.uuid() });

/** How much of the two users' conversation a report shows. */
export const REPORT_CONVERSATION_LIMIT = 50;
export const WARNING_TITLE = 'Warning from a moderator';

interface Deps {
  db: Database;
  audit: AuditLog;
  adminUsers: AdminUsersService;
  notifications: NotificationsService;
}

const alreadyResolved = () => new AppError('CONFLICT', 'This report has already been resolved');

/** The reports queue: admins read a report with the conversation behind it, then dismiss, warn or ban. */
export function createAdminReportsService({ db, audit, adminUsers, notifications }: Deps) {
  const repository = createAdminReportsRepository(db);
  const platformMessages = createPlatformMessagesRepository(db);

  async function findReport(id: string): Promise<ReportRecord> {
    const report = await repository.findById(id);
    if (!report) throw notFound('Report');
    return report;
  }

  /** Locks the report inside the resolving transaction; a concurrent resolution that won answers 409. */
  async function lockOpen(id: string, tx: Executor) {
    const row = await repository.lock(id, tx);
    if (!row) throw notFound('Report');
    if (row.resolvedAt) throw alreadyResolved();
    return row;
  }

  const targetOf = (report: ReportRecord) => ({ id: report.reportedUser.id, label: auditLabel(report.reportedUser) });

  return {
    async list(query: AdminReportListQuery): Promise<{ reports: AdminReport[]; nextCursor?: string }> {
      const after = decodeCursor(query.cursor, CursorSchema);
      const rows = await repository.list({ status: query.status, limit: query.limit + 1, after: after && { time: after.t, id: after.id } });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const nextCursor = rows.length > query.limit && last ? encodeCursor({ t: last.cursorTime, id: last.id }) : undefined;
      return { reports: page.map(presentReport), nextCursor };
    },

    /** The report and the last messages between the two users; reading it is audited ('view_report'). */
    async detail(actor: AuditActor, id: string): Promise<AdminReportDetail> {
      const report = await findReport(id);
      const conversation = await platformMessages.latest(report.reporter.id, report.reportedUser.id, REPORT_CONVERSATION_LIMIT);
      await audit.record(actor, { action: 'view_report', target: targetOf(report), subjectId: report.id });
      return { report: presentReport(report), conversation: conversation.map(presentPlatformMessage) };
    },

    /** Dismiss, warn (the reported user gets a notification) or ban; each one transaction with its audit entry. */
    async resolve(actor: AuditActor, id: string, body: ResolveReportBody): Promise<AdminReport> {
      const report = await findReport(id);
      if (report.resolvedAt) throw alreadyResolved();
      const reportedUserId = report.reportedUser.id;

      if (body.action === 'dismiss') {
        const note = body.note || null;
        await db.transaction(async (tx) => {
          await lockOpen(id, tx);
          await repository.resolve(id, { resolution: 'dismissed', note, adminId: actor.id }, tx);
          await audit.record(actor, { action: 'dismiss_report', target: targetOf(report), subjectId: id, reason: note }, tx);
        });
      } else if (body.action === 'warn') {
        const notification = await db.transaction(async (tx) => {
          await lockOpen(id, tx);
          await repository.resolve(id, { resolution: 'warned', note: body.message, adminId: actor.id }, tx);
          await audit.record(actor, { action: 'warn_user', target: targetOf(report), subjectId: id, reason: body.message }, tx);
          return notifications.notify(reportedUserId, { kind: 'moderator_warning', title: WARNING_TITLE, body: body.message, params: {} }, tx);
        });
        notifications.push(reportedUserId, notification);
      } else {
        // The ban (sessions revoked, sockets closed, 'ban_user' audited) is its own use case; it settles every open report on them.
        await adminUsers.banUser(actor, reportedUserId, body.reason);
        await db.transaction(async (tx) => {
          await lockOpen(id, tx);
          await repository.resolveOpenAbout(reportedUserId, { resolution: 'banned', note: body.reason, adminId: actor.id }, tx);
        });
      }
      return presentReport(await findReport(id));
    },
  };
}
export type AdminReportsService = ReturnType<typeof createAdminReportsService>;
