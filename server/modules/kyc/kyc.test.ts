import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycSubmissions } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createAdmin, createStudent, createTeacher } from '../../test/factories.ts';
import { filesIn, kycDocuments, submitKyc, testImage, testPdf, upload } from '../../test/upload-helpers.ts';
import { deleteUserFiles } from '../uploads/user-files.ts';
import { createLocalFileStore } from '../uploads/local-file-store.ts';

let t: TestApp;
let kycDir: string;
let uploadsDir: string;
beforeAll(async () => {
  t = await buildTestApp();
  kycDir = path.join(t.dataDir, 'private', 'kyc');
  uploadsDir = path.join(t.dataDir, 'uploads');
});
afterAll(() => t.close());

const me = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json();
const submissionsOf = (teacherId: string) =>
  t.database.db.select().from(kycSubmissions).where(eq(kycSubmissions.teacherId, teacherId));

describe('POST /api/kyc/submit', () => {
  it('stores the three documents privately, re-encoded without metadata, and puts the teacher under review', async () => {
    const { token, user } = await createTeacher(t.app);
    const publicBefore = filesIn(uploadsDir).length;
    const response = await submitKyc(t.app, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'KYC submitted', kycStatus: 'under_review' });

    const { user: account, profile } = await me(token);
    expect(profile).toMatchObject({ kycStatus: 'under_review', kycRejectionReason: null });
    expect(account.isVerified).toBe(false);

    const [submission] = await submissionsOf(user.id);
    const names = [submission!.aadhaarFile, submission!.panFile, submission!.selfieFile];
    expect(filesIn(kycDir)).toEqual(expect.arrayContaining(names));
    expect(filesIn(uploadsDir)).toHaveLength(publicBefore);
    for (const name of names) {
      expect(name).toMatch(/^[a-f0-9]{32}\.webp$/);
      const metadata = await sharp(readFileSync(path.join(kycDir, name))).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
    }
  });

  it('names every missing document and stores nothing', async () => {
    const { token } = await createTeacher(t.app);
    const before = filesIn(kycDir).length;
    const { aadhaar } = await kycDocuments();
    const response = await submitKyc(t.app, token, { aadhaar });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please upload all required documents',
      errors: { pan: expect.any(String), selfie: expect.any(String) },
    });
    expect(response.json().errors).not.toHaveProperty('aadhaar');
    expect(filesIn(kycDir)).toHaveLength(before);
    expect((await me(token)).profile.kycStatus).toBe('not_submitted');
  });

  it('refuses the whole submission when one file is not an image, storing nothing', async () => {
    const { token, user } = await createTeacher(t.app);
    const before = filesIn(kycDir).length;
    const documents = await kycDocuments();
    const html = { bytes: Buffer.from('<html><body>pan</body></html>'), filename: 'pan.jpg', type: 'image/jpeg' };
    const response = await submitKyc(t.app, token, { ...documents, pan: html });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Invalid file type', errors: { pan: 'Upload an image or a PDF file' } });
    expect(filesIn(kycDir)).toHaveLength(before);
    expect(await submissionsOf(user.id)).toHaveLength(0);
  });

  it('accepts Aadhaar and PAN as PDFs, decided by content, kept as sent in the private store', async () => {
    const { token, user } = await createTeacher(t.app);
    const documents = await kycDocuments();
    const pdf = testPdf();
    // The declared type and the name say nothing: the bytes are a PDF.
    const response = await submitKyc(t.app, token, {
      ...documents,
      aadhaar: { bytes: pdf, filename: 'eaadhaar.bin', type: 'application/octet-stream' },
      pan: { bytes: testPdf('PAN'), filename: 'pan.pdf', type: 'application/pdf' },
    });
    expect(response.statusCode).toBe(200);
    const [submission] = await submissionsOf(user.id);
    expect(submission!.aadhaarFile).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect(submission!.panFile).toMatch(/^[a-f0-9]{32}\.pdf$/);
    expect(submission!.selfieFile).toMatch(/^[a-f0-9]{32}\.webp$/);
    expect(readFileSync(path.join(kycDir, submission!.aadhaarFile)).equals(pdf)).toBe(true);
    expect(filesIn(uploadsDir).some((name) => name.endsWith('.pdf'))).toBe(false);
  });

  it('refuses a renamed non-PDF, a truncated PDF and a PDF selfie, storing nothing', async () => {
    const { token, user } = await createTeacher(t.app);
    const before = filesIn(kycDir).length;
    const documents = await kycDocuments();
    const renamed = { bytes: Buffer.from('Name: Arjun Iyer\nAadhaar: 1234 5678 9012\n'), filename: 'aadhaar.pdf', type: 'application/pdf' };
    const truncated = { bytes: testPdf().subarray(0, 200), filename: 'aadhaar.pdf', type: 'application/pdf' };
    for (const aadhaar of [renamed, truncated]) {
      const response = await submitKyc(t.app, token, { ...documents, aadhaar });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Invalid file type', errors: { aadhaar: 'Upload an image or a PDF file' } });
    }
    const pdfSelfie = await submitKyc(t.app, token, { ...documents, selfie: { bytes: testPdf(), filename: 'selfie.pdf', type: 'application/pdf' } });
    expect(pdfSelfie.statusCode).toBe(400);
    expect(pdfSelfie.json()).toMatchObject({ errors: { selfie: 'The selfie must be an image' } });
    expect(filesIn(kycDir)).toHaveLength(before);
    expect(await submissionsOf(user.id)).toHaveLength(0);
  });

  it('refuses a document over 5 MB, a PDF too, with 413', async () => {
    const { token } = await createTeacher(t.app);
    const documents = await kycDocuments();
    const big = Buffer.concat([testPdf(), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await submitKyc(t.app, token, { ...documents, aadhaar: { bytes: big, filename: 'eaadhaar.pdf', type: 'application/pdf' } });
    expect(response.statusCode).toBe(413);
  });

  it('is for teachers only: anonymous 401, student and admin 403, nothing stored', async () => {
    const before = filesIn(kycDir).length;
    const documents = await kycDocuments();
    expect((await upload(t.app, '/api/kyc/submit', undefined, documents)).statusCode).toBe(401);
    const student = await createStudent(t.app);
    expect((await submitKyc(t.app, student.token, documents)).statusCode).toBe(403);
    const admin = await createAdmin(t.app, t.database.db);
    expect((await submitKyc(t.app, admin.token, documents)).statusCode).toBe(403);
    expect(filesIn(kycDir)).toHaveLength(before);
  });

  it('replaces a submission still under review and deletes its files', async () => {
    const { token, user } = await createTeacher(t.app);
    await submitKyc(t.app, token);
    const [first] = await submissionsOf(user.id);
    expect((await submitKyc(t.app, token)).statusCode).toBe(200);
    const rows = await submissionsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(first!.id);
    const files = filesIn(kycDir);
    for (const name of [first!.aadhaarFile, first!.panFile, first!.selfieFile]) expect(files).not.toContain(name);
  });

  it('refuses an already verified teacher with 409', async () => {
    const { token, user } = await createTeacher(t.app);
    await submitKyc(t.app, token);
    const [submission] = await submissionsOf(user.id);
    const admin = await createAdmin(t.app, t.database.db);
    const approved = await t.app.inject({ method: 'POST', url: `/api/admin/kyc/${submission!.id}/approve`, headers: bearer(admin.token) });
    expect(approved.statusCode).toBe(200);
    const again = await submitKyc(t.app, token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: 'Your identity is already verified' });
  });
});

describe('deleteUserFiles', () => {
  it("removes a user's public uploads and private KYC documents from disk", async () => {
    const { token, user } = await createTeacher(t.app);
    const { profileImage } = (
      await upload(t.app, '/api/auth/upload-profile', token, { profileImage: { bytes: await testImage(), filename: 'me.png' } })
    ).json();
    await submitKyc(t.app, token);
    const [submission] = await submissionsOf(user.id);
    const other = await createTeacher(t.app);
    await submitKyc(t.app, other.token);
    const othersBefore = filesIn(kycDir).length - 3;

    await deleteUserFiles(t.database.db, createLocalFileStore(t.dataDir), user.id);

    expect(filesIn(uploadsDir)).not.toContain(path.basename(profileImage));
    for (const name of [submission!.aadhaarFile, submission!.panFile, submission!.selfieFile]) expect(filesIn(kycDir)).not.toContain(name);
    expect(filesIn(kycDir)).toHaveLength(othersBefore);
  });
});
