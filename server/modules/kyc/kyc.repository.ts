import { and, asc, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { kycSubmissions, teacherProfiles, users } from '../../db/schema/index.ts';
import { microsecondTime } from '../../db/cursor-time.ts';

export type KycSubmissionRow = typeof kycSubmissions.$inferSelect;
export type KycSubmissionStatus = KycSubmissionRow['status'];
export type KycSubmissionRecord = KycSubmissionRow & {
  teacherFirstName: string;
  teacherLastName: string | null;
  teacherEmail: string;
  /** created_at with microseconds, for an exact keyset cursor. */
  cursorTime: string;
};

const withTeacher = {
  submission: kycSubmissions,
  teacherFirstName: users.firstName,
  teacherLastName: users.lastName,
  teacherEmail: users.email,
  cursorTime: microsecondTime(kycSubmissions.createdAt),
};

const flatten = ({ submission, ...teacher }: { submission: KycSubmissionRow } & Omit<KycSubmissionRecord, keyof KycSubmissionRow>) => ({
  ...submission,
  ...teacher,
});

export const documentFiles = (row: Pick<KycSubmissionRow, 'aadhaarFile' | 'panFile' | 'selfieFile'>) => [
  row.aadhaarFile,
  row.panFile,
  row.selfieFile,
];

export function createKycRepository(db: Executor) {
  return {
    /** The teacher's KYC status, with the profile row locked so two submissions queue up. */
    async lockTeacherProfile(teacherId: string, tx: Executor = db) {
      const [row] = await tx
        .select({ kycStatus: teacherProfiles.kycStatus })
        .from(teacherProfiles)
        .where(eq(teacherProfiles.userId, teacherId))
        .for('update');
      return row;
    },

    async findTeacherKycStatus(teacherId: string) {
      const [row] = await db.select({ kycStatus: teacherProfiles.kycStatus }).from(teacherProfiles).where(eq(teacherProfiles.userId, teacherId));
      return row?.kycStatus;
    },

    /** Deletes the teacher's submissions still under review; returns them so their files can go after commit. */
    async deletePending(teacherId: string, tx: Executor = db) {
      return tx
        .delete(kycSubmissions)
        .where(and(eq(kycSubmissions.teacherId, teacherId), eq(kycSubmissions.status, 'under_review')))
        .returning();
    },

    async insert(row: { teacherId: string; aadhaarFile: string; panFile: string; selfieFile: string }, tx: Executor = db) {
      const [inserted] = await tx.insert(kycSubmissions).values(row).returning();
      return inserted!;
    },

    async setTeacherKyc(teacherId: string, kyc: { kycStatus: KycSubmissionStatus; kycRejectionReason: string | null }, tx: Executor = db) {
      const now = new Date();
      // The public profile's "Verified since": set on approval, cleared when the approval no longer stands.
      const kycApprovedAt = kyc.kycStatus === 'approved' ? now : null;
      await tx.update(teacherProfiles).set({ ...kyc, kycApprovedAt, updatedAt: now }).where(eq(teacherProfiles.userId, teacherId));
    },

    async setVerified(userId: string, isVerified: boolean, tx: Executor = db) {
      await tx.update(users).set({ isVerified, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    async lockSubmission(id: string, tx: Executor = db) {
      const [row] = await tx.select().from(kycSubmissions).where(eq(kycSubmissions.id, id)).for('update');
      return row;
    },

    async markReviewed(
      id: string,
      review: { status: Exclude<KycSubmissionStatus, 'under_review'>; rejectionReason: string | null; reviewedBy: string },
      tx: Executor = db,
    ) {
      await tx
        .update(kycSubmissions)
        .set({ ...review, reviewedAt: new Date() })
        .where(eq(kycSubmissions.id, id));
    },

    async findById(id: string) {
      const [row] = await db.select().from(kycSubmissions).where(eq(kycSubmissions.id, id));
      return row;
    },

    /** One submission with its teacher's name and email, as the review screen shows it. */
    async findRecord(id: string, tx: Executor = db): Promise<KycSubmissionRecord | undefined> {
      const [row] = await tx
        .select(withTeacher)
        .from(kycSubmissions)
        .innerJoin(users, eq(users.id, kycSubmissions.teacherId))
        .where(eq(kycSubmissions.id, id));
      return row && flatten(row);
    },

    /** A teacher's submissions, newest first (the admin user detail). */
    async listForTeacher(teacherId: string): Promise<KycSubmissionRecord[]> {
      const rows = await db
        .select(withTeacher)
        .from(kycSubmissions)
        .innerJoin(users, eq(users.id, kycSubmissions.teacherId))
        .where(eq(kycSubmissions.teacherId, teacherId))
        .orderBy(desc(kycSubmissions.createdAt), desc(kycSubmissions.id));
      return rows.map(flatten);
    },

    /**
     * Keyset-paginated on (created_at, id). The queue (under review) is oldest first, so teachers are reviewed in the
     * order they asked; decided submissions (the history) are newest first.
     */
    async list(query: { status: KycSubmissionStatus; limit: number; after?: { time: string; id: string } }): Promise<KycSubmissionRecord[]> {
      const { after } = query;
      const oldestFirst = query.status === 'under_review';
      const beyond = oldestFirst ? gt : lt;
      const order = oldestFirst ? asc : desc;
      const afterClause = after
        ? or(
            beyond(kycSubmissions.createdAt, sql`${after.time}::timestamptz`),
            and(eq(kycSubmissions.createdAt, sql`${after.time}::timestamptz`), beyond(kycSubmissions.id, after.id)),
          )
        : undefined;
      const rows = await db
        .select(withTeacher)
        .from(kycSubmissions)
        .innerJoin(users, eq(users.id, kycSubmissions.teacherId))
        .where(and(eq(kycSubmissions.status, query.status), afterClause))
        .orderBy(order(kycSubmissions.createdAt), order(kycSubmissions.id))
        .limit(query.limit);
      return rows.map(flatten);
    },

    /** Every document file name of a teacher, whatever the submission's status. */
    async listFileNames(teacherId: string, tx: Executor = db): Promise<string[]> {
      const rows = await tx.select().from(kycSubmissions).where(eq(kycSubmissions.teacherId, teacherId));
      return rows.flatMap(documentFiles);
    },
  };
}
