import { KYC_DOCUMENTS, type KycDocument, type KycSubmitResponse } from '../../../contract/kyc.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { MESSAGES } from '../../../contract/messages.ts';
import type { SessionUser } from '../auth/sessions.service.ts';
import { kycRef, type FileRef, type FileStore } from '../uploads/file-store.ts';
import { prepareKycDocument, type PreparedDocument } from './kyc-documents.ts';
import { createKycRepository, documentFiles } from './kyc.repository.ts';

export type KycUploads = Partial<Record<KycDocument, Buffer>>;

const DOCUMENT_REQUIRED: Record<KycDocument, string> = {
  aadhaar: MESSAGES.AADHAAR_REQUIRED,
  pan: MESSAGES.PAN_REQUIRED,
  selfie: MESSAGES.SELFIE_REQUIRED,
};

const alreadyVerified = () => new AppError('CONFLICT', MESSAGES.IDENTITY_ALREADY_VERIFIED);

/** Teachers submit identity documents; the files stay private (see kyc-review.service.ts for who reads them). */
export function createKycService({ db, files }: { db: Database; files: FileStore }) {
  const repository = createKycRepository(db);

  /**
   * All three present, each a real image (re-encoded in memory) or, for Aadhaar and PAN, a PDF (kyc-documents.ts):
   * nothing reaches the store before every file passed.
   */
  async function processAll(uploads: KycUploads): Promise<Record<KycDocument, PreparedDocument>> {
    const missing = KYC_DOCUMENTS.filter((document) => !uploads[document]);
    if (missing.length > 0) {
      const errors = Object.fromEntries(missing.map((d) => [d, DOCUMENT_REQUIRED[d]]));
      throw new AppError('VALIDATION_FAILED', MESSAGES.UPLOAD_ALL_DOCUMENTS, { errors });
    }
    const processed: Partial<Record<KycDocument, PreparedDocument>> = {};
    for (const document of KYC_DOCUMENTS) processed[document] = await prepareKycDocument(uploads[document]!, document);
    return processed as Record<KycDocument, PreparedDocument>;
  }

  /** Writes all three or none. */
  async function writeAll(images: Record<KycDocument, PreparedDocument>) {
    const written: Partial<Record<KycDocument, { name: string; ref: FileRef }>> = {};
    try {
      for (const document of KYC_DOCUMENTS) {
        written[document] = await files.saveKycDocument(images[document].bytes, images[document].extension);
      }
    } catch (error) {
      await files.removeAll(Object.values(written).map((w) => w.ref));
      throw error;
    }
    return written as Record<KycDocument, { name: string; ref: FileRef }>;
  }

  return {
    /**
     * `readUploads` is called only after the status check, so an already-verified teacher's body is never processed.
     * A submission still under review is replaced (its files removed after commit); a rejected one stays as history.
     */
    async submit(teacher: SessionUser, readUploads: () => Promise<KycUploads>): Promise<KycSubmitResponse> {
      if (teacher.userType !== 'teacher') throw new AppError('FORBIDDEN', MESSAGES.ONLY_TEACHERS_SUBMIT_KYC);
      if ((await repository.findTeacherKycStatus(teacher.id)) === 'approved') throw alreadyVerified();

      const images = await processAll(await readUploads());
      const written = await writeAll(images);
      const newFiles = Object.values(written).map((w) => w.ref);
      let replacedFiles: (FileRef | undefined)[] = [];
      try {
        await db.transaction(async (tx) => {
          const profile = await repository.lockTeacherProfile(teacher.id, tx);
          if (!profile) throw new AppError('FORBIDDEN', MESSAGES.ONLY_TEACHERS_SUBMIT_KYC);
          if (profile.kycStatus === 'approved') throw alreadyVerified();
          const replaced = await repository.deletePending(teacher.id, tx);
          replacedFiles = replaced.flatMap(documentFiles).map((name) => kycRef(name));
          await repository.insert(
            { teacherId: teacher.id, aadhaarFile: written.aadhaar.name, panFile: written.pan.name, selfieFile: written.selfie.name },
            tx,
          );
          await repository.setTeacherKyc(teacher.id, { kycStatus: 'under_review', kycRejectionReason: null }, tx);
        });
      } catch (error) {
        await files.removeAll(newFiles);
        throw error;
      }
      await files.removeAll(replacedFiles);
      return { message: 'KYC submitted', kycStatus: 'under_review' };
    },
  };
}
export type KycService = ReturnType<typeof createKycService>;
