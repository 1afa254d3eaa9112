import type { AppConfig } from '../../config.ts';
import { createLocalFileStore } from './local-file-store.ts';
import type { FileRef, PublicRead, StoredObject } from './stored-file.ts';

export * from './stored-file.ts';

/** Where files live. Every method validates names first; a name this app never issues is never looked up. */
export interface FileStore {
  /** For logs: where the files are. */
  readonly description: string;
  /** Writes a public image under a random name; returns its URL path (what the database keeps) and reference. */
  savePublic(bytes: Buffer, extension: string): Promise<{ urlPath: string; ref: FileRef }>;
  /** Writes a private KYC document; returns the bare name the database keeps and its reference. */
  saveKycDocument(bytes: Buffer, extension: string): Promise<{ name: string; ref: FileRef }>;
  /** A public image by name; `ifNoneMatch` (the request header) may answer notModified. Undefined: invalid or missing. */
  readPublic(name: string, conditions?: { ifNoneMatch?: string }): Promise<PublicRead>;
  /** A KYC document by name, for the admin route only. Undefined: invalid or missing. */
  readKycDocument(name: string): Promise<StoredObject | undefined>;
  /** Removes files; missing ones are fine; any other failure is logged, never thrown (call after the commit). */
  removeAll(refs: readonly (FileRef | undefined)[]): Promise<void>;
  /** Releases connections (the S3 client's keep-alive sockets). */
  close(): void;
}

/** What a store reports through: the app's logger, or a console wrapper in scripts. */
export interface FileStoreLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * The configured store, ready to use: the local directory under DATA_DIR (default, one instance) or an S3-compatible
 * bucket (created here when missing), which every instance behind a load balancer shares.
 */
export async function createFileStore(config: Pick<AppConfig, 'dataDir' | 'storage'>, log: FileStoreLog): Promise<FileStore> {
  const onRemoveError = (err: unknown, ref: FileRef) => log.warn({ err, area: ref.area, name: ref.name }, 'could not remove a stored file');
  if (config.storage.kind === 'local') return createLocalFileStore(config.dataDir, { onRemoveError });
  // Loaded only when configured: the SDK takes about a second to import, which an embedded start need not pay.
  const { createS3FileStore } = await import('./s3-file-store.ts');
  const store = createS3FileStore(config.storage, { onRemoveError });
  try {
    if (await store.ensureBucket()) log.info({ bucket: config.storage.bucket }, 'created the S3 bucket for uploads');
  } catch (error) {
    store.close();
    throw error;
  }
  return store;
}
