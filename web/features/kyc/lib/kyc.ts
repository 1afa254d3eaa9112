import { KYC_DOCUMENT_MAX_BYTES, KYC_DOCUMENTS, KYC_PDF_DOCUMENTS, type KycDocument } from '../../../../contract/kyc.ts';
import { IMAGE_ACCEPT } from '../../../../contract/uploads.ts';
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

/** Aadhaar and PAN may be a PDF too (DigiLocker's e-Aadhaar); the selfie is an image. */
export const acceptsPdf = (document: KycDocument) => KYC_PDF_DOCUMENTS.includes(document);

/** The file input's `accept` for a document. */
export const documentAccept = (document: KycDocument) => (acceptsPdf(document) ? `${IMAGE_ACCEPT},application/pdf,.pdf` : IMAGE_ACCEPT);

/** A PDF as the browser names it (some leave the type empty: then the name tells). */
export const isPdfFile = (file: Pick<File, 'type' | 'name'>) =>
  file.type === 'application/pdf' || (file.type === '' && file.name.toLowerCase().endsWith('.pdf'));

/**
 * Each document must be an image (or, for Aadhaar and PAN, a PDF) of at most 5 MB; the message to show, or null
 * when the file is fine. The server decides again from the file's content.
 */
export function documentProblem(file: Pick<File, 'type' | 'size' | 'name'>, document: KycDocument): string | null {
  const pdfAllowed = acceptsPdf(document);
  if (!file.type.startsWith('image/') && !(pdfAllowed && isPdfFile(file))) {
    return pdfAllowed ? i18n.t('kyc:problems.notImageOrPdf') : i18n.t('kyc:problems.notImage');
  }
  if (file.size > KYC_DOCUMENT_MAX_BYTES) return pdfAllowed ? i18n.t('kyc:problems.fileTooLarge') : i18n.t('kyc:problems.tooLarge');
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
