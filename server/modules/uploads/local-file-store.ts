import { mkdir, open, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from './file-store.ts';
import {
  contentTypeOf,
  isStoredName,
  isStoredNameIn,
  newStoredName,
  PUBLIC_URL_PREFIX,
  type FileArea,
  type FileRef,
  type StoredObject,
} from './stored-file.ts';

export interface LocalFileStore extends FileStore {
  /** DATA_DIR/uploads: public images. */
  readonly publicDir: string;
  /** DATA_DIR/private/kyc: identity documents, outside anything served statically. */
  readonly kycDir: string;
}

/**
 * Files on this machine's disk (one instance; the default with the embedded database):
 *   DATA_DIR/uploads/<random>.webp       public images, served by the app at /uploads/<name>
 *   DATA_DIR/private/kyc/<random>.webp   identity documents, streamed to admins only
 * Directories are created on first write, so an app that never stores a file leaves no trace.
 */
export function createLocalFileStore(
  dataDir: string,
  options: { onRemoveError?: (error: unknown, ref: FileRef) => void } = {},
): LocalFileStore {
  const publicDir = path.join(dataDir, 'uploads');
  const kycDir = path.join(dataDir, 'private', 'kyc');
  const dirOf = (area: FileArea) => (area === 'public' ? publicDir : kycDir);

  async function write(area: FileArea, bytes: Buffer, extension: string): Promise<FileRef> {
    const name = newStoredName(extension);
    await mkdir(dirOf(area), { recursive: true, mode: 0o750 });
    await writeFile(path.join(dirOf(area), name), bytes, { flag: 'wx', mode: 0o640 });
    return { area, name };
  }

  /** Opens a stored file; the ETag is size and modification time (a name is written once, so that is its version). */
  async function read(area: FileArea, name: string): Promise<StoredObject | undefined> {
    if (!isStoredNameIn(area, name)) return undefined;
    const file = path.join(dirOf(area), name);
    let handle;
    try {
      handle = await open(file, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return undefined; // a directory or device squatting a name: not a stored file
      }
      return {
        body: handle.createReadStream(), // closes the handle when done or destroyed
        size: stats.size,
        etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
        contentType: contentTypeOf(name),
        lastModified: stats.mtime,
      };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  return {
    description: `local directory ${dataDir}`,
    publicDir,
    kycDir,

    async savePublic(bytes, extension) {
      const ref = await write('public', bytes, extension);
      return { urlPath: `${PUBLIC_URL_PREFIX}${ref.name}`, ref };
    },

    async saveKycDocument(bytes, extension) {
      const ref = await write('kyc', bytes, extension);
      return { name: ref.name, ref };
    },

    async readPublic(name, conditions = {}) {
      const object = await read('public', name);
      if (object && conditions.ifNoneMatch && matchesEtag(conditions.ifNoneMatch, object.etag)) {
        object.body.destroy();
        return { notModified: true, etag: object.etag };
      }
      return object;
    },

    readKycDocument: (name) => read('kyc', name),

    async removeAll(refs) {
      await Promise.all(
        refs.map(async (ref) => {
          if (!ref || !isStoredName(ref.name)) return;
          try {
            await unlink(path.join(dirOf(ref.area), ref.name));
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'ENOENT') options.onRemoveError?.(error, ref);
          }
        }),
      );
    },

    close() {},
  };
}

/** If-None-Match: `*`, or a list of (possibly weak) ETags; a weak match is enough for GET (RFC 9110 §13.1.2). */
export function matchesEtag(header: string, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => bare(tag) === bare(etag));
}
