import { describe, expect, it } from 'vitest';
import { KYC_DOCUMENTS } from '../../../../contract/kyc.ts';
import {
  allChecked,
  APPROVAL_CHECKS,
  kycPdfFileName,
  KYC_REVIEW_STATUSES,
  KYC_STATUS_LABELS,
  kycDocumentAlt,
  kycEmptyText,
  kycListPath,
  kycStatusFromParam,
  zoomIn,
  zoomOut,
  zoomPercent,
} from './kyc-review.ts';

describe('KYC queue status', () => {
  it('reads ?status=, defaulting to the submissions waiting for review', () => {
    expect(kycStatusFromParam(null)).toBe('under_review');
    expect(kycStatusFromParam('approved')).toBe('approved');
    expect(kycStatusFromParam('rejected')).toBe('rejected');
    expect(kycStatusFromParam('pending')).toBe('under_review');
  });

  it('names every status and its empty list', () => {
    for (const status of KYC_REVIEW_STATUSES) {
      expect(KYC_STATUS_LABELS[status]).toBeTruthy();
      expect(kycEmptyText(status)).toMatch(/^No /);
    }
    expect(kycEmptyText('under_review')).toBe('No submissions waiting for review');
  });

  it('asks for one page of one status', () => {
    expect(kycListPath('rejected', 5)).toBe('/api/admin/kyc?status=rejected&limit=5');
  });
});

describe('KYC documents', () => {
  it('gives each document its alt text', () => {
    expect(KYC_DOCUMENTS.map(kycDocumentAlt)).toEqual(['Aadhaar document', 'PAN document', 'Selfie document']);
  });

  it('zooms in and out in steps, within bounds', () => {
    expect(zoomIn(1)).toBe(1.5);
    expect(zoomIn(3)).toBe(3);
    expect(zoomOut(2)).toBe(1.5);
    expect(zoomOut(1)).toBe(1);
    expect(zoomPercent(1.5)).toBe('150%');
  });
});

describe('approving', () => {
  it('asks for all three checks: name, photo against the selfie, legibility', () => {
    expect(APPROVAL_CHECKS.map((check) => check.id)).toEqual(['name', 'photo', 'legible']);
    expect(allChecked({ name: true, photo: true, legible: false })).toBe(false);
    expect(allChecked({ name: true, photo: true, legible: true })).toBe(true);
  });

  it('names a downloaded PDF after the document and the teacher', () => {
    expect(kycPdfFileName('aadhaar', 'Arjun Iyer')).toBe('kyc-aadhaar-Arjun-Iyer.pdf');
    expect(kycPdfFileName('pan', '  ')).toBe('kyc-pan.pdf');
    expect(kycPdfFileName('pan', 'अर्जुन / Iyer')).toMatch(/^kyc-pan-[^/ ]+-Iyer\.pdf$/);
  });
});
