import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectsCommand, HeadBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from './s3-file-store.ts';

/** s3rver accepts any signature made with these keys. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface TestS3Server {
  endpoint: string;
  /** Store settings for a bucket on this server (the bucket need not exist: the store creates it). */
  settings(bucket: string): S3Settings;
  bucketExists(bucket: string): Promise<boolean>;
  /** Every key in a bucket, sorted; [] when the bucket does not exist. */
  listKeys(bucket: string): Promise<string[]>;
  /** Empties a bucket (objects only). */
  clear(bucket: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * For tests only: an S3-compatible server (s3rver) in this process, on a free port, over a temporary directory that
 * close() removes. Nothing outside the test run is needed.
 */
export async function startTestS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'tutorhood-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = (bucket: string): S3Settings => ({ kind: 's3', bucket, region: 'us-east-1', endpoint, forcePathStyle: true, ...KEYS });
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: KEYS });

  async function listKeys(bucket: string): Promise<string[]> {
    try {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    } catch (error) {
      if ((error as Error).name === 'NoSuchBucket') return [];
      throw error;
    }
  }

  return {
    endpoint,
    settings,
    listKeys,
    async bucketExists(bucket) {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
        return true;
      } catch (error) {
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
        throw error;
      }
    },
    async clear(bucket) {
      const keys = await listKeys(bucket);
      if (keys.length) await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys.map((Key) => ({ Key })) } }));
    },
    async close() {
      client.destroy();
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
