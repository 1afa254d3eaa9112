import { fileTypeFromBuffer } from 'file-type';
import type { KycDocument } from '../../../contract/kyc.ts';
import { MESSAGES } from '../../../contract/messages.ts';
import { AppError } from '../../lib/app-error.ts';
import { IMAGE_MIME_TYPES } from '../../../contract/uploads.ts';
import { processImage } from '../uploads/image-processing.ts';

/**
 * What a KYC document may be, decided from its bytes (never its name or declared type): the Aadhaar and PAN cards an
 * image or a PDF (DigiLocker's e-Aadhaar is a PDF), the selfie an image. Images are re-encoded as WebP without
 * metadata (image-processing.ts). A PDF cannot be re-encoded here (no renderer is installed): it is kept as sent,
 * after its header and end-of-file marker are checked, and only ever served to admins as an attachment.
 * Each file is at most IMAGE_MAX_BYTES (5 MB, the multipart limit), PDFs included.
 */
export interface PreparedDocument {
  bytes: Buffer;
  extension: 'webp' | 'pdf';
}

const PDF_ACCEPTED: readonly KycDocument[] = ['aadhaar', 'pan'];
/** A PDF ends with %%EOF, perhaps followed by a few bytes of whitespace or an incremental-update trailer. */
const PDF_TAIL_BYTES = 2048;

const invalid = (document: KycDocument) =>
  new AppError('VALIDATION_FAILED', MESSAGES.INVALID_FILE_TYPE, {
    errors: { [document]: PDF_ACCEPTED.includes(document) ? MESSAGES.KYC_DOCUMENT_TYPE_INVALID : MESSAGES.SELFIE_MUST_BE_IMAGE },
  });

function isWholePdf(bytes: Buffer): boolean {
  return bytes.subarray(0, 5).toString('latin1') === '%PDF-' && bytes.subarray(-PDF_TAIL_BYTES).toString('latin1').includes('%%EOF');
}

export async function prepareKycDocument(bytes: Buffer, document: KycDocument): Promise<PreparedDocument> {
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime === 'application/pdf' && PDF_ACCEPTED.includes(document)) {
    if (!isWholePdf(bytes)) throw invalid(document);
    return { bytes, extension: 'pdf' };
  }
  if (!type || !(IMAGE_MIME_TYPES as readonly string[]).includes(type.mime)) throw invalid(document);
  const image = await processImage(bytes, 'document', document);
  return { bytes: image.bytes, extension: image.extension };
}
