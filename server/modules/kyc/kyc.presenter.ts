import type { KycDocument, KycDocumentKind, KycSubmission } from '../../../contract/kyc.ts';
import type { KycSubmissionRecord } from './kyc.repository.ts';

/** Documents are never exposed by file name or public URL: only through the admin-only streaming route. */
export const kycDocumentUrl = (submissionId: string, document: KycDocument) =>
  `/api/admin/kyc/${submissionId}/documents/${document}`;

/** Stored names keep their extension (file-store.ts): a PDF is kept as sent, anything else is a re-encoded image. */
export const kycDocumentKind = (fileName: string): KycDocumentKind => (fileName.endsWith('.pdf') ? 'pdf' : 'image');

export function presentKycSubmission(row: KycSubmissionRecord): KycSubmission {
  return {
    id: row.id,
    teacherId: row.teacherId,
    teacherName: [row.teacherFirstName, row.teacherLastName].filter(Boolean).join(' '),
    teacherEmail: row.teacherEmail,
    status: row.status,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    documents: {
      aadhaar: kycDocumentUrl(row.id, 'aadhaar'),
      pan: kycDocumentUrl(row.id, 'pan'),
      selfie: kycDocumentUrl(row.id, 'selfie'),
    },
    documentKinds: {
      aadhaar: kycDocumentKind(row.aadhaarFile),
      pan: kycDocumentKind(row.panFile),
      selfie: kycDocumentKind(row.selfieFile),
    },
  };
}
