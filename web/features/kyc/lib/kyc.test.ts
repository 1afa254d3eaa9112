import { beforeAll, describe, expect, it } from 'vitest';
import { startTestI18n } from '../../requirements/test/start-test-i18n.ts';
import { IMAGE_MAX_BYTES } from '../../../../contract/constants.ts';
import { documentProblem, kycActionLabel, kycStatusText, missingDocuments, type KycFiles } from './kyc.ts';

beforeAll(() => startTestI18n('en', ['kyc']));

const image = { type: 'image/jpeg', size: 1000, name: 'a.jpg' } as File;

describe('KYC documents (spec §5)', () => {
  it('lists the missing documents in form order', () => {
    expect(missingDocuments({})).toEqual(['aadhaar', 'pan', 'selfie']);
    expect(missingDocuments({ pan: image } as KycFiles)).toEqual(['aadhaar', 'selfie']);
    expect(missingDocuments({ aadhaar: image, pan: image, selfie: image })).toEqual([]);
  });

  it('accepts images up to 5 MB, and PDFs for Aadhaar and PAN only', () => {
    expect(documentProblem({ type: 'image/png', size: IMAGE_MAX_BYTES, name: 'pan.png' }, 'pan')).toBeNull();
    expect(documentProblem({ type: 'application/pdf', size: 10, name: 'eaadhaar.pdf' }, 'aadhaar')).toBeNull();
    expect(documentProblem({ type: '', size: 10, name: 'EAADHAAR.PDF' }, 'pan')).toBeNull();
    expect(documentProblem({ type: 'application/pdf', size: 10, name: 'me.pdf' }, 'selfie')).toBe('Please select an image file.');
    expect(documentProblem({ type: 'text/plain', size: 10, name: 'aadhaar.txt' }, 'aadhaar')).toBe('Please choose an image or a PDF file.');
    expect(documentProblem({ type: 'image/png', size: IMAGE_MAX_BYTES + 1, name: 'me.png' }, 'selfie')).toBe('Please select an image smaller than 5MB.');
    expect(documentProblem({ type: 'application/pdf', size: IMAGE_MAX_BYTES + 1, name: 'a.pdf' }, 'aadhaar')).toBe('Please choose a file smaller than 5MB.');
  });
});

describe('KYC status', () => {
  it('names each status', () => {
    expect(kycStatusText('not_submitted')).toBe('Not submitted');
    expect(kycStatusText('under_review')).toBe('Under review');
    expect(kycStatusText('approved')).toBe('Verified');
    expect(kycStatusText('rejected', 'PAN photo is blurred')).toBe('Rejected: PAN photo is blurred');
    expect(kycStatusText('rejected', null)).toBe('Rejected');
    expect(kycStatusText('rejected', '  ')).toBe('Rejected');
  });

  it('offers the dialog until approved, as a resubmission after a rejection', () => {
    expect(kycActionLabel('not_submitted')).toBe('Verify Identity (KYC)');
    expect(kycActionLabel('under_review')).toBe('Verify Identity (KYC)');
    expect(kycActionLabel('rejected')).toBe('Resubmit documents');
    expect(kycActionLabel('approved')).toBeNull();
  });
});

describe('in Hindi', () => {
  beforeAll(() => startTestI18n('hi', ['kyc']));

  it('says the status and the action in Hindi, keeping the reviewer’s reason as written', () => {
    expect(kycStatusText('rejected', 'PAN photo is blurred')).toBe('नामंज़ूर: PAN photo is blurred');
    expect(kycActionLabel('rejected')).toBe('दस्तावेज़ फिर से जमा करें');
  });
});
