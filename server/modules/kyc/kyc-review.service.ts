import { z } from 'zod';
import type { KycDocument, KycSubmission, KycListQuerySchema } from '../../../contract/kyc.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { decodeCursor, encodeCursor } from '../../lib/pagination.ts';
import { auditLabel, type AuditActor, type AuditLog } from '../audit/audit-log.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { FileStore, StoredObject } from '../uploads/file-store.ts';
import { presentKycSubmission } from './kyc.presenter.ts';
import { createKycRepository } from './kyc.repository.ts';

type KycListQuery = z.infer<typeof KycListQuerySchema>;

const CursorSchema = z.object({ t: z.iso.datetime({ precision: 6 }), id: z.uuid() });

const teacherLabel = (record: { teacherFirstName: string; teacherLastName: string | null }) =>
  auditLabel({ firstName: record.teacherFirstName, lastName: record.teacherLastName, userType: 'teacher' });

const KYC_APPROVED_NOTICE = {
  kind: 'kyc_approved' as const,
  title: 'KYC approved',
  body: 'Your identity is verified. Students can now find you nearby and in search.',
  params: {},
};
const kycRejectedNotice = (reason: string) => ({
  kind: 'kyc_rejected' as const,
  title: 'KYC rejected',
  body: `Reason: ${reason}. You can submit your documents again from your dashboard.`,
  params: { reason },
});

const FILE_COLUMN = { aadhaar: 'aadhaarFile', pan: 'panFile', selfie: 'selfieFile' } as const;

/** Admins review KYC: list, read documents, approve or reject. Only an approval makes a teacher Verified. */
export function createKycReviewService({
  db,
  files,
  audit,
  notifications,
}: {
  db: Database;
  files: FileStore;
  audit: AuditLog;
  notifications: NotificationsService;
}) {
  const repository = createKycRepository(db);

  /** The submission, locked, and still awaiting a decision, with the teacher as the audit log names them. */
  async function lockPending(id: string, tx: Executor) {
    const submission = await repository.lockSubmission(id, tx);
    if (!submission) throw notFound('KYC submission');
    if (submission.status !== 'under_review') {
      throw new AppError('CONFLICT', `This submission has already been ${submission.status}`);
    }
    const record = await repository.findRecord(id, tx);
    return { ...submission, target: { id: submission.teacherId, label: teacherLabel(record!) } };
  }

  return {
    async list(query: KycListQuery): Promise<{ submissions: KycSubmission[]; nextCursor?: string }> {
      const after = decodeCursor(query.cursor, CursorSchema);
      const rows = await repository.list({ status: query.status, limit: query.limit + 1, after: after && { time: after.t, id: after.id } });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const nextCursor = rows.length > query.limit && last ? encodeCursor({ t: last.cursorTime, id: last.id }) : undefined;
      return { submissions: page.map(presentKycSubmission), nextCursor };
    },

    async get(id: string): Promise<KycSubmission> {
      const record = await repository.findRecord(id);
      if (!record) throw notFound('KYC submission');
      return presentKycSubmission(record);
    },

    /**
     * The private file, opened in the store (local disk or bucket); the route streams its body to the admin. Identity
     * documents are personal data: every view is written to the audit log before a byte is sent.
     */
    async openDocument(actor: AuditActor, id: string, document: KycDocument): Promise<StoredObject> {
      const submission = await repository.findRecord(id);
      if (!submission) throw notFound('KYC submission');
      const stored = await files.readKycDocument(submission[FILE_COLUMN[document]]);
      if (!stored) throw notFound('Document');
      try {
        await audit.record(actor, {
          action: 'view_kyc_document',
          target: { id: submission.teacherId, label: teacherLabel(submission) },
          subjectId: id,
          reason: document,
        });
      } catch (error) {
        stored.body.destroy();
        throw error;
      }
      return stored;
    },

    /** Submission approved, teacher Verified, profile status approved: one transaction. */
    async approve(actor: AuditActor, id: string) {
      const { teacherId, notice } = await db.transaction(async (tx) => {
        const submission = await lockPending(id, tx);
        await repository.markReviewed(id, { status: 'approved', rejectionReason: null, reviewedBy: actor.id }, tx);
        await audit.record(actor, { action: 'approve_kyc', target: submission.target, subjectId: id }, tx);
        await repository.setTeacherKyc(submission.teacherId, { kycStatus: 'approved', kycRejectionReason: null }, tx);
        await repository.setVerified(submission.teacherId, true, tx);
        const notice = await notifications.notify(submission.teacherId, KYC_APPROVED_NOTICE, tx);
        return { teacherId: submission.teacherId, notice };
      });
      notifications.push(teacherId, notice);
      return { message: 'KYC approved' };
    },

    /** The reason reaches the teacher as profile.kycRejectionReason; they may submit again. */
    async reject(actor: AuditActor, id: string, reason: string) {
      const { teacherId, notice } = await db.transaction(async (tx) => {
        const submission = await lockPending(id, tx);
        await repository.markReviewed(id, { status: 'rejected', rejectionReason: reason, reviewedBy: actor.id }, tx);
        await audit.record(actor, { action: 'reject_kyc', target: submission.target, subjectId: id, reason }, tx);
        await repository.setTeacherKyc(submission.teacherId, { kycStatus: 'rejected', kycRejectionReason: reason }, tx);
        await repository.setVerified(submission.teacherId, false, tx);
        const notice = await notifications.notify(submission.teacherId, kycRejectedNotice(reason), tx);
        return { teacherId: submission.teacherId, notice };
      });
      notifications.push(teacherId, notice);
      return { message: 'KYC rejected' };
    },
  };
}
export type KycReviewService = ReturnType<typeof createKycReviewService>;
