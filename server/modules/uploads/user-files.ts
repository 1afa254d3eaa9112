import type { Executor } from '../../db/client.ts';
import { createKycRepository } from '../kyc/kyc.repository.ts';
import type { FileStore } from './file-store.ts';
import { createUploadsRepository } from './uploads.repository.ts';

/**
 * Every file a user has on disk: the public images they uploaded and their private KYC documents.
 * Read it before deleting the user (the uploads and kyc_submissions rows cascade with the user row).
 */
export async function collectUserFiles(db: Executor, files: FileStore, userId: string): Promise<string[]> {
  const publicPaths = await createUploadsRepository(db).listPaths(userId);
  const kycNames = await createKycRepository(db).listFileNames(userId);
  return [...publicPaths.map(files.publicFilePath), ...kycNames.map(files.kycFilePath)].filter((f): f is string => !!f);
}

/**
 * Removes a user's files from disk (missing ones are ignored; never throws for a file).
 * For an account deletion, the safe order is:
 *   const paths = await collectUserFiles(tx, files, id);   // inside the delete transaction, before the delete
 *   …delete the user…; after commit: await files.removeAll(paths);
 * This one-call form suits callers that delete the rows right after and accept losing files if that fails.
 */
export async function deleteUserFiles(db: Executor, files: FileStore, userId: string): Promise<void> {
  await files.removeAll(await collectUserFiles(db, files, userId));
}
