import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KycSubmission } from '../../../contract/kyc.ts';
import { kycSubmissions } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createAdmin, createTeacher } from '../../test/factories.ts';
import { submitKyc, testImage, upload } from '../../test/upload-helpers.ts';
import { startTestS3Server, type TestS3Server } from './test-s3-server.ts';

// The app configured for an S3 bucket (s3rver in this process): same URLs, same headers, nothing on the local disk.
const BUCKET = 'tutorhood-api';
let s3: TestS3Server;
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  s3 = await startTestS3Server();
  t = await buildTestApp({ storage: s3.settings(BUCKET) });
  adminToken = (await createAdmin(t.app, t.database.db)).token;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const objectNamed = (name: string) => s3.listKeys(BUCKET).then((keys) => keys.filter((key) => key.endsWith(`/${name}`)));

describe('uploads in an S3 bucket', () => {
  it('stores a profile photo in the bucket and serves it at /uploads/<name> with the immutable cache headers', async () => {
    const { token } = await createTeacher(t.app);
    const response = await upload(t.app, '/api/auth/upload-profile', token, {
      profileImage: { bytes: await testImage('jpeg', 1200, 900), filename: 'me.jpg', type: 'image/jpeg' },
    });
    expect(response.statusCode).toBe(200);
    const { profileImage } = response.json();
    const name = path.basename(profileImage);
    expect(await objectNamed(name)).toEqual([`public/${name}`]);
    expect(existsSync(path.join(t.dataDir, 'uploads'))).toBe(false);

    const served = await get(profileImage);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });

    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    const revalidated = await get(profileImage, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('removes the replaced photo from the bucket', async () => {
    const { token } = await createTeacher(t.app);
    const photo = async () =>
      (await upload(t.app, '/api/auth/upload-profile', token, { profileImage: { bytes: await testImage(), filename: 'me.png' } })).json()
        .profileImage as string;
    const first = await photo();
    const second = await photo();
    expect(await objectNamed(path.basename(first))).toEqual([]);
    expect(await objectNamed(path.basename(second))).toHaveLength(1);
    expect((await get(first)).statusCode).toBe(404);
  });

  it.each(['/uploads/0123456789abcdef0123456789abcdef.webp', '/uploads/', '/uploads/missing', '/uploads/..%2Fprivate%2Fkyc%2Fx.webp'])(
    'answers a plain 404 for %s',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
    },
  );

  it('keeps KYC documents under private/kyc/, streamed only by the admin route, never at /uploads', async () => {
    const teacher = await createTeacher(t.app);
    expect((await submitKyc(t.app, teacher.token)).statusCode).toBe(200);
    const list: KycSubmission[] = (await get('/api/admin/kyc?status=under_review&limit=100', bearer(adminToken))).json();
    const submission = list.find((s) => s.teacherId === teacher.user.id)!;

    const document = await get(submission.documents.pan, bearer(adminToken));
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('image/webp');
    expect(document.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(document.rawPayload).metadata()).format).toBe('webp');
    expect((await get(submission.documents.pan, bearer(teacher.token))).statusCode).toBe(403);

    const keys = await s3.listKeys(BUCKET);
    const kycKeys = keys.filter((key) => key.startsWith('private/kyc/'));
    expect(kycKeys.length).toBeGreaterThanOrEqual(3);
    for (const key of kycKeys) expect((await get(`/uploads/${path.basename(key)}`)).statusCode).toBe(404);
    expect(existsSync(path.join(t.dataDir, 'private'))).toBe(false);
  });

  it('deleting a user removes their photo, chat images and KYC documents from the bucket, and only theirs', async () => {
    const doomed = await createTeacher(t.app);
    const bystander = await createTeacher(t.app);
    const photo = async (who: { token: string }) =>
      (await upload(t.app, '/api/auth/upload-profile', who.token, { profileImage: { bytes: await testImage(), filename: 'me.png' } })).json()
        .profileImage as string;
    const doomedPhoto = await photo(doomed);
    const chatImage = (await upload(t.app, '/api/upload/image', doomed.token, { image: { bytes: await testImage(), filename: 'a.png' } })).json()
      .imagePath as string;
    expect((await submitKyc(t.app, doomed.token)).statusCode).toBe(200);
    const bystanderPhoto = await photo(bystander);
    const [submission] = await t.database.db.select().from(kycSubmissions).where(eq(kycSubmissions.teacherId, doomed.user.id));
    const documents = [submission!.aadhaarFile, submission!.panFile, submission!.selfieFile].map((name) => `private/kyc/${name}`);
    const before = await s3.listKeys(BUCKET);
    for (const key of documents) expect(before).toContain(key);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/admin/users/${doomed.user.id}/delete`, headers: bearer(adminToken) });
    expect(deleted.statusCode).toBe(200);

    const after = await s3.listKeys(BUCKET);
    const gone = before.filter((key) => !after.includes(key));
    expect(gone.sort()).toEqual([`public/${path.basename(doomedPhoto)}`, `public/${path.basename(chatImage)}`, ...documents].sort());
    expect(after).toContain(`public/${path.basename(bystanderPhoto)}`);
    expect((await get(doomedPhoto)).statusCode).toBe(404);
    expect((await get(bystanderPhoto)).statusCode).toBe(200);
  });
});
