import type { Readable } from 'node:stream';
import {
  CreateBucketCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  type BucketLocationConstraint,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from '../../config.ts';
import type { FileStore } from './file-store.ts';
import {
  contentTypeOf,
  isStoredName,
  isStoredNameIn,
  newStoredName,
  PUBLIC_URL_PREFIX,
  type FileArea,
  type FileRef,
  type PublicRead,
  type StoredObject,
} from './stored-file.ts';

export type S3Settings = Extract<StorageConfig, { kind: 's3' }>;

/** Object keys: one prefix per area, so a bucket policy or lifecycle rule can tell them apart. Both stay private. */
export const KEY_PREFIX: Record<FileArea, string> = { public: 'public/', kyc: 'private/kyc/' };

export const objectKey = (ref: FileRef) => `${KEY_PREFIX[ref.area]}${ref.name}`;

/** DeleteObjects takes at most 1,000 keys per call. */
const DELETE_BATCH = 1000;

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

export interface S3FileStore extends FileStore {
  /** Creates the bucket when it does not exist; true when it did not (another instance may race us: that is fine). */
  ensureBucket(): Promise<boolean>;
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…), shared by every instance. The bucket needs no public
 * access: public images are streamed through the app at /uploads/<name>, KYC documents only through the admin route.
 */
export function createS3FileStore(
  settings: S3Settings,
  options: { onRemoveError?: (error: unknown, ref: FileRef) => void } = {},
): S3FileStore {
  const { bucket } = settings;
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    maxAttempts: 3,
  });

  async function write(area: FileArea, bytes: Buffer, extension: string): Promise<FileRef> {
    const ref = { area, name: newStoredName(extension) };
    await client.send(
      new PutObjectCommand({ Bucket: bucket, Key: objectKey(ref), Body: bytes, ContentType: contentTypeOf(ref.name), ContentLength: bytes.length }),
    );
    return ref;
  }

  async function read(area: FileArea, name: string, ifNoneMatch?: string): Promise<PublicRead> {
    if (!isStoredNameIn(area, name)) return undefined;
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey({ area, name }), IfNoneMatch: ifNoneMatch }));
      return {
        body: object.Body as Readable,
        size: object.ContentLength ?? 0,
        etag: object.ETag ?? '""',
        contentType: contentTypeOf(name),
        lastModified: object.LastModified,
      } satisfies StoredObject;
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) return undefined;
      // The SDK does not hand back the 304's headers; a single tag that matched is the ETag.
      if (status === 304) return { notModified: true, etag: ifNoneMatch && /^(W\/)?"[^",]*"$/.test(ifNoneMatch.trim()) ? ifNoneMatch.trim() : undefined };
      throw error;
    }
  }

  /** One DeleteObjects call per 1,000 keys; a missing key counts as deleted (S3 semantics). */
  async function removeBatch(refs: FileRef[]) {
    try {
      const result = await client.send(
        new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: refs.map((ref) => ({ Key: objectKey(ref) })), Quiet: true } }),
      );
      for (const failure of result.Errors ?? []) {
        const ref = refs.find((r) => objectKey(r) === failure.Key);
        if (ref) options.onRemoveError?.(new Error(`${failure.Code ?? 'Error'}: ${failure.Message ?? 'delete failed'}`), ref);
      }
    } catch (error) {
      for (const ref of refs) options.onRemoveError?.(error, ref);
    }
  }

  return {
    description: `S3 bucket ${bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`,

    async ensureBucket() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
        return false;
      } catch (error) {
        if (statusOf(error) !== 404) throw error;
      }
      try {
        // us-east-1 is the one region that refuses an explicit location constraint.
        const location = settings.region === 'us-east-1' ? undefined : (settings.region as BucketLocationConstraint);
        await client.send(
          new CreateBucketCommand({ Bucket: bucket, CreateBucketConfiguration: location ? { LocationConstraint: location } : undefined }),
        );
        return true;
      } catch (error) {
        // Another instance created it between our HEAD and CREATE.
        if ((error as Error).name === 'BucketAlreadyOwnedByYou') return false;
        throw error;
      }
    },

    async savePublic(bytes, extension) {
      const ref = await write('public', bytes, extension);
      return { urlPath: `${PUBLIC_URL_PREFIX}${ref.name}`, ref };
    },

    async saveKycDocument(bytes, extension) {
      const ref = await write('kyc', bytes, extension);
      return { name: ref.name, ref };
    },

    readPublic: (name, conditions = {}) => read('public', name, conditions.ifNoneMatch),

    async readKycDocument(name) {
      const object = await read('kyc', name);
      return object && 'body' in object ? object : undefined;
    },

    async removeAll(refs) {
      const valid = refs.filter((ref): ref is FileRef => !!ref && isStoredName(ref.name));
      const batches: FileRef[][] = [];
      for (let i = 0; i < valid.length; i += DELETE_BATCH) batches.push(valid.slice(i, i + DELETE_BATCH));
      await Promise.all(batches.map(removeBatch));
    },

    close() {
      client.destroy();
    },
  };
}
