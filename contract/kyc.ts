import { z } from 'zod';
import { IMAGE_MAX_BYTES } from './constants.ts';
import { KycStatusSchema } from './users.ts';

export const KYC_DOCUMENTS = ['aadhaar', 'pan', 'selfie'] as const;
export const KycDocumentSchema = z.enum(KYC_DOCUMENTS);
export type KycDocument = z.infer<typeof KycDocumentSchema>;

/**
 * Aadhaar and PAN may be an image or a PDF (DigiLocker's e-Aadhaar); the selfie is an image. Checked by content on
 * the server, each at most KYC_DOCUMENT_MAX_BYTES.
 */
export const KYC_PDF_DOCUMENTS: readonly KycDocument[] = ['aadhaar', 'pan'];
export const KYC_DOCUMENT_MAX_BYTES = IMAGE_MAX_BYTES;
export const KycDocumentKindSchema = z.enum(['image', 'pdf']);
export type KycDocumentKind = z.infer<typeof KycDocumentKindSchema>;

export const KycSubmitResponseSchema = z.object({ message: z.string(), kycStatus: KycStatusSchema });
export type KycSubmitResponse = z.infer<typeof KycSubmitResponseSchema>;

/** Admin review: documents are fetched one by one through admin-only URLs. */
export const KycSubmissionSchema = z
  .object({
    id: z.uuid(),
    teacherId: z.uuid(),
    teacherName: z.string(),
    teacherEmail: z.string(),
    status: z.enum(['under_review', 'approved', 'rejected']),
    rejectionReason: z.string().nullable(),
    createdAt: z.iso.datetime(),
    reviewedAt: z.iso.datetime().nullable(),
    documents: z.object({ aadhaar: z.string(), pan: z.string(), selfie: z.string() }),
    /** What each document is: an image (shown inline) or a PDF (downloaded as an attachment). */
    documentKinds: z.object({ aadhaar: KycDocumentKindSchema, pan: KycDocumentKindSchema, selfie: KycDocumentKindSchema }),
  })
  .meta({ id: 'KycSubmission' });
export type KycSubmission = z.infer<typeof KycSubmissionSchema>;

export const KycListQuerySchema = z.object({
  status: z.enum(['under_review', 'approved', 'rejected']).default('under_review'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(200).optional(),
});

export const RejectKycBodySchema = z.object({
  reason: z.string({ error: 'A reason is required' }).trim().min(1, 'A reason is required').max(500, 'Reason must be at most 500 characters'),
});

export const KycDocumentParamsSchema = z.object({ id: z.uuid(), document: KycDocumentSchema });
