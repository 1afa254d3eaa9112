import { IMAGE_MAX_BYTES } from '../../../../contract/constants.ts';
import { KYC_DOCUMENTS, type KycDocument } from '../../../../contract/kyc.ts';
import type { TeacherProfile } from '../../../../contract/users.ts';
import { i18n } from '../../../i18n/index.ts';

export type KycStatus = TeacherProfile['kycStatus'];
export type KycFiles = Partial<Record<KycDocument, File>>;

const DOCUMENT_KEYS: Record<KycDocument, string> = {
  aadhaar: 'kyc:documents.aadhaar',
  pan: 'kyc:documents.pan',
  selfie: 'kyc:documents.selfie',
};

/** The visible label of each document input, in the active language. */
export const kycDocumentLabel = (document: KycDocument): string => i18n.t(DOCUMENT_KEYS[document]);

/** Spec §5: all three documents are required; the ones still missing, in form order. */
export function missingDocuments(files: KycFiles): KycDocument[] {
  return KYC_DOCUMENTS.filter((document) => !files[document]);
}

/** Each document must be an image of at most 5 MB; the message to show, or null when the file is fine. */
export function documentProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return i18n.t('kyc:problems.notImage');
  if (file.size > IMAGE_MAX_BYTES) return i18n.t('kyc:problems.tooLarge');
  return null;
}

/** The status line of the KYC card. */
export function kycStatusText(status: KycStatus, rejectionReason?: string | null): string {
  switch (status) {
    case 'not_submitted':
      return i18n.t('kyc:status.not_submitted');
    case 'under_review':
      return i18n.t('kyc:status.under_review');
    case 'approved':
      return i18n.t('kyc:status.approved');
    case 'rejected':
      // The reason is the reviewer's own words, shown as written.
      return rejectionReason?.trim() ? i18n.t('kyc:status.rejectedWithReason', { reason: rejectionReason.trim() }) : i18n.t('kyc:status.rejected');
  }
}

/** The button that opens the KYC dialog: none once approved, 'Resubmit documents' after a rejection. */
export function kycActionLabel(status: KycStatus): string | null {
  if (status === 'approved') return null;
  return status === 'rejected' ? i18n.t('kyc:action.resubmit') : i18n.t('kyc:action.verify');
}
