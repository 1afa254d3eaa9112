import type { KycDocument, KycSubmission } from '../../../../contract/kyc.ts';

export type KycReviewStatus = KycSubmission['status'];

/** The queue's three lists, in the order of the status buttons. */
export const KYC_REVIEW_STATUSES = ['under_review', 'approved', 'rejected'] as const satisfies readonly KycReviewStatus[];

export const KYC_STATUS_LABELS: Record<KycReviewStatus, string> = {
  under_review: 'Under review',
  approved: 'Approved',
  rejected: 'Rejected',
};

const EMPTY_TEXTS: Record<KycReviewStatus, string> = {
  under_review: 'No submissions waiting for review',
  approved: 'No approved submissions yet',
  rejected: 'No rejected submissions',
};

export function kycEmptyText(status: KycReviewStatus): string {
  return EMPTY_TEXTS[status];
}

/** The ?status= of the queue; anything unknown (or none) shows the submissions waiting for review. */
export function kycStatusFromParam(value: string | null): KycReviewStatus {
  return (KYC_REVIEW_STATUSES as readonly string[]).includes(value ?? '') ? (value as KycReviewStatus) : 'under_review';
}

export const KYC_PAGE_SIZE = 20;

/** First page of one list; later pages come from the server's Link header. */
export function kycListPath(status: KycReviewStatus, limit = KYC_PAGE_SIZE): string {
  return `/api/admin/kyc?${new URLSearchParams({ status, limit: String(limit) })}`;
}

export const KYC_DOCUMENT_LABELS: Record<KycDocument, string> = {
  aadhaar: 'Aadhaar',
  pan: 'PAN',
  selfie: 'Selfie',
};

/** The image's alt text, also the viewer's title: 'Aadhaar document', 'PAN document', 'Selfie document'. */
export function kycDocumentAlt(document: KycDocument): string {
  return `${KYC_DOCUMENT_LABELS[document]} document`;
}

/** What an admin confirms before approving, each ticked by hand. */
export const APPROVAL_CHECKS = [
  { id: 'name', label: 'The name on the Aadhaar and PAN cards matches the teacher’s account' },
  { id: 'photo', label: 'The photo on the documents matches the selfie' },
  { id: 'legible', label: 'Every document is legible and not expired or edited' },
] as const;
export type ApprovalCheck = (typeof APPROVAL_CHECKS)[number];

export function allChecked(checked: Record<ApprovalCheck['id'], boolean>): boolean {
  return APPROVAL_CHECKS.every((check) => checked[check.id]);
}

/** The name a downloaded PDF document gets: 'kyc-aadhaar-Arjun-Iyer.pdf'. */
export function kycPdfFileName(document: KycDocument, teacherName: string): string {
  const name = teacherName.trim().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
  return `kyc-${document}${name ? `-${name}` : ''}.pdf`;
}

/** Zoom steps of the document viewer. */
export const ZOOM_LEVELS = [1, 1.5, 2, 3] as const;
export type ZoomLevel = (typeof ZOOM_LEVELS)[number];

export function zoomIn(level: ZoomLevel): ZoomLevel {
  return ZOOM_LEVELS[Math.min(ZOOM_LEVELS.indexOf(level) + 1, ZOOM_LEVELS.length - 1)]!;
}

export function zoomOut(level: ZoomLevel): ZoomLevel {
  return ZOOM_LEVELS[Math.max(ZOOM_LEVELS.indexOf(level) - 1, 0)]!;
}

export function zoomPercent(level: ZoomLevel): string {
  return `${Math.round(level * 100)}%`;
}
