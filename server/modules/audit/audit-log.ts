import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AuditAction, AuditEntry, AuditLogQuery } from '../../../contract/audit.ts';
import type { Executor } from '../../db/client.ts';
import { adminAuditLog, type AdminAuditLogRow } from '../../db/schema/index.ts';
import { decodeCursor, encodeCursor } from '../../lib/pagination.ts';
import { microsecondTime } from '../../db/cursor-time.ts';

/** Who acted: the signed-in admin as the session knows them. */
export interface AuditActor {
  id: string;
  firstName: string;
}

export interface AuditRecord {
  action: AuditAction;
  /** The user acted on or whose private data was viewed. */
  target?: { id: string; label: string } | null;
  /** The report, KYC submission or other participant concerned. */
  subjectId?: string | null;
  reason?: string | null;
}

/** "Riya Sharma (student)": who the target was, readable after the account is gone. */
export const auditLabel = (user: { firstName: string; lastName: string | null; userType: string }) =>
  `${[user.firstName, user.lastName].filter(Boolean).join(' ')} (${user.userType})`;

const CursorSchema = z.object({ t: z.iso.datetime({ precision: 6 }), id: z.uuid() });
const cursorTime = microsecondTime(adminAuditLog.createdAt);

export function presentAuditEntry(row: AdminAuditLogRow): AuditEntry {
  return {
    id: row.id,
    action: row.action,
    admin: row.adminId ? { id: row.adminId, name: row.adminName } : null,
    targetUserId: row.targetUserId,
    targetLabel: row.targetLabel,
    subjectId: row.subjectId,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The one audit call every admin use case makes. Pass the use case's transaction so the entry and the action
 * commit together: an action that rolls back leaves no entry, and no action happens without one.
 */
export function createAuditLog(db: Executor) {
  return {
    async record(actor: AuditActor, entry: AuditRecord, tx: Executor = db) {
      await tx.insert(adminAuditLog).values({
        adminId: actor.id,
        adminName: actor.firstName,
        action: entry.action,
        targetUserId: entry.target?.id ?? null,
        targetLabel: entry.target?.label ?? null,
        subjectId: entry.subjectId ?? null,
        reason: entry.reason ?? null,
      });
    },

    /** Newest first, keyset-paginated on (created_at, id). */
    async list(query: AuditLogQuery): Promise<{ entries: AuditEntry[]; nextCursor?: string }> {
      const after = decodeCursor(query.cursor, CursorSchema);
      const rows = await db
        .select({ row: adminAuditLog, cursorTime })
        .from(adminAuditLog)
        .where(
          and(
            query.action ? eq(adminAuditLog.action, query.action) : undefined,
            query.targetUserId ? eq(adminAuditLog.targetUserId, query.targetUserId) : undefined,
            query.adminId ? eq(adminAuditLog.adminId, query.adminId) : undefined,
            after
              ? or(
                  lt(adminAuditLog.createdAt, sql`${after.t}::timestamptz`),
                  and(eq(adminAuditLog.createdAt, sql`${after.t}::timestamptz`), lt(adminAuditLog.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        entries: page.map((r) => presentAuditEntry(r.row)),
        nextCursor: rows.length > query.limit && last ? encodeCursor({ t: last.cursorTime, id: last.row.id }) : undefined,
      };
    },

    /** One user's bans, unbans and warnings, newest first (the detail screen's moderation history). */
    async moderationHistory(targetUserId: string): Promise<AuditEntry[]> {
      const rows = await db
        .select()
        .from(adminAuditLog)
        .where(
          and(
            eq(adminAuditLog.targetUserId, targetUserId),
            sql`${adminAuditLog.action} in ('ban_user', 'unban_user', 'warn_user', 'approve_kyc', 'reject_kyc')`,
          ),
        )
        .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
        .limit(100);
      return rows.map(presentAuditEntry);
    },
  };
}
export type AuditLog = ReturnType<typeof createAuditLog>;
