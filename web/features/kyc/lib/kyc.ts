import { IMAGE_MAX_BYTES } from '../../../../contract/constants.ts';
import { KYC_DOCUMENTS, type KycDocument } from '../../../../contract/kyc.ts';
import type { TeacherProfile } from '../../../../contract/users.ts';

export type KycStatus = TeacherProfile['kycStatus'];
export type KycFiles = Partial<Record<KycDocument, File>>;

/** The visible label of each document input. */
export const KYC_DOCUMENT_LABELS: Record<KycDocument, string> = {
  aadhaar: 'Aadhaar card',
  pan: 'PAN card',
  selfie: 'Selfie',
};

/** Spec §5: all three documents are required; the ones still missing, in form order. */
export function missingDocuments(files: KycFiles): KycDocument[] {
  return KYC_DOCUMENTS.filter((document) => !files[document]);
}

/** Each document must be an image of at most 5 MB; the message to show, or null when the file is fine. */
export function documentProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return 'Please select an image file.';
  if (file.size > IMAGE_MAX_BYTES) return 'Please select an image smaller than 5MB.';
  return null;
}

/** The status line of the KYC card. */
export function kycStatusText(status: KycStatus, rejectionReason?: string | null): string {
  switch (status) {
    case 'not_submitted':
      return 'Not submitted';
    case 'under_review':
      return 'Under review';
    case 'approved':
      return 'Verified';
    case 'rejected':
      return rejectionReason?.trim() ? `Rejected: ${rejectionReason.trim()}` : 'Rejected';
  }
}

/** The button that opens the KYC dialog: none once approved, 'Resubmit documents' after a rejection. */
export function kycActionLabel(status: KycStatus): string | null {
  if (status === 'approved') return null;
  return status === 'rejected' ? 'Resubmit documents' : 'Verify Identity (KYC)';
}
