import { randomBytes } from 'node:crypto';
import { mkdir, open, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Public images are served at `/uploads/<name>`; the database stores that URL path. */
export const PUBLIC_URL_PREFIX = '/uploads/';

/** 32 hex characters and an image extension: nothing else is ever looked up on disk. */
const STORED_NAME = /^[a-f0-9]{32}\.(webp|jpg)$/;

export const isStoredName = (name: string) => STORED_NAME.test(name);

/**
 * Where files live on disk:
 *   DATA_DIR/uploads/<random>.webp       public images, served by the uploads static plugin
 *   DATA_DIR/private/kyc/<random>.webp   identity documents, streamed to admins only
 * Directories are created on first write, so an app that never stores a file leaves no trace.
 */
export function createFileStore(dataDir: string, options: { onRemoveError?: (error: unknown, file: string) => void } = {}) {
  const publicDir = path.join(dataDir, 'uploads');
  const kycDir = path.join(dataDir, 'private', 'kyc');

  async function write(dir: string, bytes: Buffer, extension: string): Promise<string> {
    await mkdir(dir, { recursive: true, mode: 0o750 });
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    await writeFile(path.join(dir, name), bytes, { flag: 'wx', mode: 0o640 });
    return name;
  }

  /** Removes files, ignoring ones already gone; other failures are reported to onRemoveError, never thrown. */
  async function removeAll(paths: (string | undefined)[]) {
    await Promise.all(
      paths.map(async (file) => {
        if (!file) return;
        try {
          await unlink(file);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') options.onRemoveError?.(error, file);
        }
      }),
    );
  }

  return {
    publicDir,
    kycDir,

    /** Writes a public image under a random name; returns its URL path and file path. */
    async savePublic(bytes: Buffer, extension: string) {
      const name = await write(publicDir, bytes, extension);
      return { urlPath: `${PUBLIC_URL_PREFIX}${name}`, filePath: path.join(publicDir, name) };
    },

    /** Writes a private KYC document; returns the bare file name the database keeps. */
    async saveKycDocument(bytes: Buffer, extension: string) {
      const name = await write(kycDir, bytes, extension);
      return { name, filePath: path.join(kycDir, name) };
    },

    /** `/uploads/<name>` → its file, or undefined for anything this store did not issue. */
    publicFilePath(urlPath: string): string | undefined {
      if (!urlPath.startsWith(PUBLIC_URL_PREFIX)) return undefined;
      const name = urlPath.slice(PUBLIC_URL_PREFIX.length);
      return isStoredName(name) ? path.join(publicDir, name) : undefined;
    },

    kycFilePath(name: string): string | undefined {
      return isStoredName(name) ? path.join(kycDir, name) : undefined;
    },

    /** Opens a KYC document for streaming; undefined when the name is not ours or the file is gone. */
    async openKycDocument(name: string) {
      const file = isStoredName(name) ? path.join(kycDir, name) : undefined;
      if (!file) return undefined;
      try {
        return await open(file, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    removeAll,
  };
}
export type FileStore = ReturnType<typeof createFileStore>;
