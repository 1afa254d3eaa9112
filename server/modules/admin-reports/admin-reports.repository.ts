import { and, asc, desc, eq, gt, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { reports, users } from '../../db/schema/index.ts';
import { microsecondTime } from '../../db/cursor-time.ts';

const reporter = alias(users, 'reporter');
const reported = alias(users, 'reported');

const partyColumns = (u: typeof reporter | typeof reported) => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  userType: u.userType,
  profileImage: u.profileImage,
  bannedAt: u.bannedAt,
});

const reportColumns = {
  id: reports.id,
  reason: reports.reason,
  createdAt: reports.createdAt,
  resolvedAt: reports.resolvedAt,
  resolution: reports.resolution,
  resolutionNote: reports.resolutionNote,
  reporter: partyColumns(reporter),
  reportedUser: partyColumns(reported),
};

const microseconds = (column: typeof reports.createdAt | typeof reports.resolvedAt) =>
  microsecondTime(column);

export type ReportStatus = 'open' | 'resolved';
export type ReportResolution = NonNullable<typeof reports.$inferSelect.resolution>;

export interface ReportPartyRecord {
  id: string;
  firstName: string;
  lastName: string | null;
  email: string;
  userType: 'student' | 'teacher' | 'admin' | 'parent';
  profileImage: string | null;
  bannedAt: Date | null;
}

export interface ReportRecord {
  id: string;
  reason: string;
  createdAt: Date;
  resolvedAt: Date | null;
  resolution: ReportResolution | null;
  resolutionNote: string | null;
  reporter: ReportPartyRecord;
  reportedUser: ReportPartyRecord;
}

/** A page position: the queue's created_at (open) or resolved_at (resolved), with microseconds, and the id. */
export interface ReportPagePosition {
  time: string;
  id: string;
}

function selectReports(db: Executor) {
  return db
    .select(reportColumns)
    .from(reports)
    .innerJoin(reporter, eq(reporter.id, reports.reporterId))
    .innerJoin(reported, eq(reported.id, reports.reportedUserId));
}

export function createAdminReportsRepository(db: Executor) {
  return {
    /** Open reports oldest first (a queue), resolved ones most recently resolved first; keyset on (time, id). */
    async list(query: { status: ReportStatus; limit: number; after?: ReportPagePosition }): Promise<(ReportRecord & { cursorTime: string })[]> {
      const { after } = query;
      const open = query.status === 'open';
      const column = open ? reports.createdAt : reports.resolvedAt;
      let afterClause: SQL | undefined;
      if (after) {
        const time = sql`${after.time}::timestamptz`;
        afterClause = open
          ? or(gt(column, time), and(eq(column, time), gt(reports.id, after.id)))
          : or(lt(column, time), and(eq(column, time), lt(reports.id, after.id)));
      }
      return db
        .select({ ...reportColumns, cursorTime: microseconds(column) })
        .from(reports)
        .innerJoin(reporter, eq(reporter.id, reports.reporterId))
        .innerJoin(reported, eq(reported.id, reports.reportedUserId))
        .where(and(open ? isNull(reports.resolvedAt) : isNotNull(reports.resolvedAt), afterClause))
        .orderBy(...(open ? [asc(column), asc(reports.id)] : [desc(column), desc(reports.id)]))
        .limit(query.limit);
    },

    async findById(id: string): Promise<ReportRecord | undefined> {
      const [row] = await selectReports(db).where(eq(reports.id, id));
      return row;
    },

    /** Reports about or by one user, newest first (the admin user detail), at most 50. */
    async listInvolving(userId: string, side: 'about' | 'by'): Promise<ReportRecord[]> {
      return selectReports(db)
        .where(eq(side === 'about' ? reports.reportedUserId : reports.reporterId, userId))
        .orderBy(desc(reports.createdAt), desc(reports.id))
        .limit(50);
    },

    /** The report row, locked until the transaction ends, so two admins cannot resolve it twice. */
    async lock(id: string, tx: Executor) {
      const [row] = await tx.select().from(reports).where(eq(reports.id, id)).for('update');
      return row;
    },

    async resolve(id: string, resolution: { resolution: ReportResolution; note: string | null; adminId: string }, tx: Executor = db) {
      await tx
        .update(reports)
        .set({ resolution: resolution.resolution, resolutionNote: resolution.note, resolvedBy: resolution.adminId, resolvedAt: new Date() })
        .where(eq(reports.id, id));
    },

    /** After a ban: every other open report about the same user is settled by it. */
    async resolveOpenAbout(reportedUserId: string, resolution: { resolution: ReportResolution; note: string | null; adminId: string }, tx: Executor = db) {
      await tx
        .update(reports)
        .set({ resolution: resolution.resolution, resolutionNote: resolution.note, resolvedBy: resolution.adminId, resolvedAt: new Date() })
        .where(and(eq(reports.reportedUserId, reportedUserId), isNull(reports.resolvedAt)));
    },
  };
}
