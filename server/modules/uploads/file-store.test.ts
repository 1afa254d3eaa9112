import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileStore, kycRef, publicRef, type FileRef, type FileStore, type FileStoreLog, type StoredObject } from './file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';
import { startTestS3Server, type TestS3Server } from './test-s3-server.ts';

// One suite, both stores: what the app relies on must hold for the local directory and for an S3 bucket alike.

let s3: TestS3Server;
const tempDirs: string[] = [];
beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(async () => {
  await s3.close();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

interface Subject {
  store: FileStore;
  warnings: { details: object; message: string }[];
  /** Has the store's place (directory or bucket) been made? */
  placeExists(): Promise<boolean>;
  /** Where a reference lives in this store: a file path or an object key. */
  location(ref: FileRef): string;
  /** Every file or object the store holds, as locations. */
  contents(): Promise<string[]>;
}

const recordingLog = (warnings: Subject['warnings']): FileStoreLog => ({
  info: () => {},
  warn: (details, message) => warnings.push({ details, message }),
});

let bucketCount = 0;
const factories: [string, () => Promise<Subject>][] = [
  [
    'local directory',
    async () => {
      const parent = mkdtempSync(path.join(os.tmpdir(), 'tutorhood-store-'));
      tempDirs.push(parent);
      const dataDir = path.join(parent, 'data'); // does not exist yet
      const warnings: Subject['warnings'] = [];
      const store = await createFileStore({ dataDir, storage: { kind: 'local' } }, recordingLog(warnings));
      const location = (ref: FileRef) => path.join(dataDir, ref.area === 'public' ? 'uploads' : 'private/kyc', ref.name);
      const list = (dir: string) => (existsSync(dir) ? readdirSync(dir).map((name) => path.join(dir, name)) : []);
      return {
        store,
        warnings,
        placeExists: async () => existsSync(dataDir),
        location,
        contents: async () => [...list(path.join(dataDir, 'uploads')), ...list(path.join(dataDir, 'private/kyc'))].sort(),
      };
    },
  ],
  [
    'S3 bucket',
    async () => {
      const bucket = `tutorhood-test-${(bucketCount += 1)}`;
      expect(await s3.bucketExists(bucket)).toBe(false);
      const warnings: Subject['warnings'] = [];
      const store = await createFileStore({ dataDir: '/nonexistent', storage: s3.settings(bucket) }, recordingLog(warnings));
      return {
        store,
        warnings,
        placeExists: () => s3.bucketExists(bucket),
        location: (ref) => (ref.area === 'public' ? `public/${ref.name}` : `private/kyc/${ref.name}`),
        contents: () => s3.listKeys(bucket),
      };
    },
  ],
];

const readAll = async (object: StoredObject) => Buffer.from(await text(object.body));
const bytes = (label: string) => Buffer.from(`not really an image: ${label}`);
const INVALID_NAMES = ['', '../package.json', 'x.webp', '0123456789abcdef0123456789abcdef.png', '0123456789ABCDEF0123456789ABCDEF.webp', 'private/kyc/0123456789abcdef0123456789abcdef.webp'];
const MISSING = '0123456789abcdef0123456789abcdef.webp';

describe.each(factories)('file store: %s', (_name, make) => {
  let subject: Subject;
  beforeAll(async () => {
    subject = await make();
  });
  afterAll(() => subject.store.close());

  it('saves a public image under a random name and reads it back with its type, size and ETag', async () => {
    const { store } = subject;
    const saved = await store.savePublic(bytes('public'), 'webp');
    expect(saved.urlPath).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    expect(saved.ref).toEqual(publicRef(saved.urlPath));
    expect(await subject.contents()).toContain(subject.location(saved.ref));

    const read = (await store.readPublic(saved.ref.name)) as StoredObject;
    expect(read).toMatchObject({ size: bytes('public').length, contentType: 'image/webp', etag: expect.stringMatching(/^"[^"]+"$/) });
    expect(await readAll(read)).toEqual(bytes('public'));

    const jpeg = await store.savePublic(bytes('jpeg'), 'jpg');
    const readJpeg = (await store.readPublic(jpeg.ref.name)) as StoredObject;
    expect(readJpeg.contentType).toBe('image/jpeg');
    readJpeg.body.destroy();
  });

  it('answers notModified for a matching If-None-Match, the object otherwise', async () => {
    const { store } = subject;
    const saved = await store.savePublic(bytes('conditional'), 'webp');
    const first = (await store.readPublic(saved.ref.name)) as StoredObject;
    first.body.destroy();
    expect(await store.readPublic(saved.ref.name, { ifNoneMatch: first.etag })).toEqual({ notModified: true, etag: first.etag });
    const stale = (await store.readPublic(saved.ref.name, { ifNoneMatch: '"something-else"' })) as StoredObject;
    expect(await readAll(stale)).toEqual(bytes('conditional'));
  });

  it('keeps KYC documents in their own private area: never readable as a public image', async () => {
    const { store } = subject;
    const saved = await store.saveKycDocument(bytes('aadhaar'), 'webp');
    expect(saved.name).toMatch(/^[a-f0-9]{32}\.webp$/);
    expect(saved.ref).toEqual(kycRef(saved.name));
    expect(subject.location(saved.ref)).toMatch(/private/);
    expect(await subject.contents()).toContain(subject.location(saved.ref));

    const read = await store.readKycDocument(saved.name);
    expect(read).toMatchObject({ size: bytes('aadhaar').length, contentType: 'image/webp' });
    expect(await readAll(read!)).toEqual(bytes('aadhaar'));
    expect(await store.readPublic(saved.name)).toBeUndefined();

    const image = await store.savePublic(bytes('photo'), 'webp');
    expect(await store.readKycDocument(image.ref.name)).toBeUndefined();
  });

  it.each(INVALID_NAMES)('refuses the name %j before any lookup', async (name) => {
    const { store } = subject;
    expect(await store.readPublic(name)).toBeUndefined();
    expect(await store.readKycDocument(name)).toBeUndefined();
    expect(publicRef(`/uploads/${name}`)).toBeUndefined();
    expect(kycRef(name)).toBeUndefined();
  });

  it('answers undefined for a well-formed name that is not stored', async () => {
    expect(await subject.store.readPublic(MISSING)).toBeUndefined();
    expect(await subject.store.readPublic(MISSING, { ifNoneMatch: '*' })).toBeUndefined();
    expect(await subject.store.readKycDocument(MISSING)).toBeUndefined();
  });

  it('removes public and private files, and takes missing or foreign ones in its stride', async () => {
    const { store } = subject;
    const image = await store.savePublic(bytes('remove me'), 'webp');
    const document = await store.saveKycDocument(bytes('remove me too'), 'webp');
    const kept = await store.savePublic(bytes('keep me'), 'webp');

    await store.removeAll([image.ref, document.ref, undefined, { area: 'public', name: MISSING }, { area: 'kyc', name: '../../etc/passwd' }]);

    expect(await store.readPublic(image.ref.name)).toBeUndefined();
    expect(await store.readKycDocument(document.name)).toBeUndefined();
    const contents = await subject.contents();
    expect(contents).not.toContain(subject.location(image.ref));
    expect(contents).not.toContain(subject.location(document.ref));
    expect(contents).toContain(subject.location(kept.ref));
    await expect(store.removeAll([image.ref])).resolves.toBeUndefined(); // already gone: fine
    await expect(store.removeAll([])).resolves.toBeUndefined();
    expect(subject.warnings).toEqual([]);
  });

  it('has made its place (directory on first write, bucket at creation) without being asked', async () => {
    expect(await subject.placeExists()).toBe(true);
  });
});

describe('S3 store specifics', () => {
  it('creates a missing bucket at start, and starts on an existing one', async () => {
    const bucket = 'tutorhood-created-here';
    const infos: string[] = [];
    const log: FileStoreLog = { info: (_details, message) => infos.push(message), warn: () => {} };
    const first = await createFileStore({ dataDir: '/nonexistent', storage: s3.settings(bucket) }, log);
    expect(infos).toEqual(['created the S3 bucket for uploads']);
    const saved = await first.savePublic(bytes('in the new bucket'), 'webp');
    expect(await s3.listKeys(bucket)).toEqual([`public/${saved.ref.name}`]);
    first.close();

    const second = await createFileStore({ dataDir: '/nonexistent', storage: s3.settings(bucket) }, log);
    expect(infos).toHaveLength(1);
    expect(await readAll((await second.readPublic(saved.ref.name)) as StoredObject)).toEqual(bytes('in the new bucket'));
    second.close();
  });

  it('keeps public images under public/ and KYC documents under private/kyc/', async () => {
    const bucket = 'tutorhood-layout';
    const store = await createFileStore({ dataDir: '/nonexistent', storage: s3.settings(bucket) }, recordingLog([]));
    const image = await store.savePublic(bytes('image'), 'webp');
    const document = await store.saveKycDocument(bytes('document'), 'webp');
    expect(await s3.listKeys(bucket)).toEqual([`private/kyc/${document.name}`, `public/${image.ref.name}`]);
    store.close();
  });

  it('logs a failed removal instead of throwing (the rows are already gone by then)', async () => {
    const warnings: Subject['warnings'] = [];
    const store = await createFileStore({ dataDir: '/nonexistent', storage: s3.settings('tutorhood-unreachable') }, recordingLog(warnings));
    const saved = await store.savePublic(bytes('orphan'), 'webp');
    store.close();
    const settings = { ...s3.settings('tutorhood-unreachable'), endpoint: 'http://127.0.0.1:1' }; // nothing listens there
    const broken = createS3FileStore(settings, { onRemoveError: (err, ref) => warnings.push({ details: { err, ref }, message: 'failed' }) });
    await expect(broken.removeAll([saved.ref])).resolves.toBeUndefined();
    expect(warnings).toEqual([{ details: { err: expect.any(Error), ref: saved.ref }, message: 'failed' }]);
    broken.close();
  });
});

describe('local store specifics', () => {
  it('keeps DATA_DIR/uploads and DATA_DIR/private/kyc, and logs a removal that fails for another reason than absence', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tutorhood-store-'));
    tempDirs.push(dataDir);
    const warnings: Subject['warnings'] = [];
    const store = await createFileStore({ dataDir, storage: { kind: 'local' } }, recordingLog(warnings));
    const image = await store.savePublic(bytes('image'), 'webp');
    const document = await store.saveKycDocument(bytes('document'), 'webp');
    expect(readdirSync(path.join(dataDir, 'uploads'))).toEqual([image.ref.name]);
    expect(readdirSync(path.join(dataDir, 'private', 'kyc'))).toEqual([document.name]);

    // A directory where a file should be: unlink fails with EISDIR/EPERM, which is logged, not thrown.
    const squatter = { area: 'public' as const, name: 'ffffffffffffffffffffffffffffffff.webp' };
    mkdirSync(path.join(dataDir, 'uploads', squatter.name));
    await expect(store.removeAll([squatter])).resolves.toBeUndefined();
    expect(warnings).toEqual([{ details: expect.objectContaining({ area: 'public', name: squatter.name }), message: 'could not remove a stored file' }]);
    expect(await store.readPublic(squatter.name)).toBeUndefined();
  });
});
