import type { Executor } from '../../db/client.ts';
import { createKycRepository } from '../kyc/kyc.repository.ts';
import { kycRef, publicRef, type FileRef, type FileStore } from './file-store.ts';
import { createUploadsRepository } from './uploads.repository.ts';

/**
 * Every stored file of a user in `files`: the public images they uploaded and their private KYC documents, as
 * references for `files.removeAll`. Read it before deleting the user (the uploads and kyc_submissions rows cascade
 * with the user row). References are built from validated names only, so they mean the same in either store.
 */
export async function collectUserFiles(db: Executor, _files: FileStore, userId: string): Promise<FileRef[]> {
  const publicPaths = await createUploadsRepository(db).listPaths(userId);
  const kycNames = await createKycRepository(db).listFileNames(userId);
  return [...publicPaths.map(publicRef), ...kycNames.map(kycRef)].filter((ref): ref is FileRef => !!ref);
}

/**
 * Removes a user's files from the store (missing ones are ignored; never throws for a file).
 * For an account deletion, the safe order is:
 *   const refs = await collectUserFiles(tx, files, id);   // inside the delete transaction, before the delete
 *   …delete the user…; after commit: await files.removeAll(refs);
 * This one-call form suits callers that delete the rows right after and accept losing files if that fails.
 */
export async function deleteUserFiles(db: Executor, files: FileStore, userId: string): Promise<void> {
  await files.removeAll(await collectUserFiles(db, files, userId));
}
