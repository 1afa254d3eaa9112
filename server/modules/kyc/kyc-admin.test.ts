import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KycSubmission } from '../../../contract/kyc.ts';
import type { SearchResult } from '../../../contract/search.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createAdmin, createStudent, createTeacher, saveLocation } from '../../test/factories.ts';
import { kycDocuments, submitKyc, testPdf } from '../../test/upload-helpers.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  adminToken = (await createAdmin(t.app, t.database.db)).token;
});
afterAll(() => t.close());

const me = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json();
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const post = (url: string, token?: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

/** A teacher with a submission under review, as the admin list shows it. */
async function submittedTeacher() {
  const teacher = await createTeacher(t.app);
  expect((await submitKyc(t.app, teacher.token)).statusCode).toBe(200);
  const list: KycSubmission[] = (await get('/api/admin/kyc?status=under_review&limit=100', adminToken)).json();
  return { ...teacher, submission: list.find((s) => s.teacherId === teacher.user.id)! };
}

describe('GET /api/admin/kyc', () => {
  it('lists the queue oldest first (first come, first reviewed) with admin-only document URLs, paginated through the Link header', async () => {
    const older = await submittedTeacher();
    const newer = await submittedTeacher();
    expect(newer.submission).toMatchObject({
      teacherName: 'Arjun Iyer',
      teacherEmail: newer.email,
      status: 'under_review',
      rejectionReason: null,
      reviewedAt: null,
      documents: {
        aadhaar: `/api/admin/kyc/${newer.submission.id}/documents/aadhaar`,
        pan: `/api/admin/kyc/${newer.submission.id}/documents/pan`,
        selfie: `/api/admin/kyc/${newer.submission.id}/documents/selfie`,
      },
    });

    const queue = (await get('/api/admin/kyc?limit=100', adminToken)).json().map((s: KycSubmission) => s.id);
    expect(queue.indexOf(older.submission.id)).toBeGreaterThanOrEqual(0);
    expect(queue.indexOf(older.submission.id)).toBeLessThan(queue.indexOf(newer.submission.id));
    const first = await get('/api/admin/kyc?limit=1', adminToken);
    expect(first.json().map((s: KycSubmission) => s.id)).toEqual([queue[0]]);
    const next = first.headers.link as string;
    expect(next).toMatch(/^<\/api\/admin\/kyc\?limit=1&cursor=[^>]+>; rel="next"$/);
    const second = await get(next.slice(1, next.indexOf('>')), adminToken);
    expect(second.json().map((s: KycSubmission) => s.id)).toEqual([queue[1]]);
  });

  it('is for admins only', async () => {
    const teacher = await createTeacher(t.app);
    expect((await get('/api/admin/kyc')).statusCode).toBe(401);
    expect((await get('/api/admin/kyc', teacher.token)).statusCode).toBe(403);
  });
});

describe('KYC documents are private', () => {
  it('streams a document to an admin only, never cached, and never under /uploads', async () => {
    const owner = await submittedTeacher();
    const url = owner.submission.documents.selfie;

    const response = await get(url, adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toBe('inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');

    const otherTeacher = await createTeacher(t.app);
    const student = await createStudent(t.app);
    expect((await get(url)).statusCode).toBe(401);
    for (const token of [owner.token, otherTeacher.token, student.token]) expect((await get(url, token)).statusCode).toBe(403);

    const kycDir = path.join(t.dataDir, 'private', 'kyc');
    const served = readdirSync(kycDir).find((name) => readFileSync(path.join(kycDir, name)).equals(response.rawPayload));
    expect(served).toBeDefined();
    expect((await get(`/uploads/${served}`)).statusCode).toBe(404);
    expect((await get(`/uploads/../private/kyc/${served}`)).statusCode).toBe(404);
    expect((await get(`/uploads/%2e%2e/private/kyc/${served}`)).statusCode).toBe(404);
  });

  it('serves a PDF document to an admin only as an application/pdf attachment', async () => {
    const teacher = await createTeacher(t.app);
    const pdf = testPdf();
    const documents = { ...(await kycDocuments()), aadhaar: { bytes: pdf, filename: 'eaadhaar.pdf', type: 'application/pdf' } };
    expect((await submitKyc(t.app, teacher.token, documents)).statusCode).toBe(200);
    const list: KycSubmission[] = (await get('/api/admin/kyc?status=under_review&limit=100', adminToken)).json();
    const submission = list.find((s) => s.teacherId === teacher.user.id)!;
    expect(submission.documentKinds).toEqual({ aadhaar: 'pdf', pan: 'image', selfie: 'image' });

    const response = await get(submission.documents.aadhaar, adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="kyc-aadhaar-${submission.id}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toMatch(/sandbox/);
    expect(response.rawPayload.equals(pdf)).toBe(true);
    expect((await get(submission.documents.aadhaar, teacher.token)).statusCode).toBe(403);
    expect((await get(submission.documents.aadhaar)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown submission and 400 for an unknown document', async () => {
    const { submission } = await submittedTeacher();
    expect((await get('/api/admin/kyc/00000000-0000-4000-8000-000000000000/documents/pan', adminToken)).statusCode).toBe(404);
    expect((await get(`/api/admin/kyc/${submission.id}/documents/passport`, adminToken)).statusCode).toBe(400);
  });
});

describe('reviewing', () => {
  it('only an approval makes the teacher Verified', async () => {
    const { token, submission } = await submittedTeacher();
    expect((await me(token)).user.isVerified).toBe(false);

    const response = await post(`/api/admin/kyc/${submission.id}/approve`, adminToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'KYC approved' });
    // The teacher's cached /me follows another user's change when the database's notice arrives: at once on PGlite, a
    // moment after the commit on a PostgreSQL server (account.cache.ts). Asks a bounded number of times.
    let answer = await me(token);
    for (let attempt = 0; attempt < 100 && !answer.user.isVerified; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      answer = await me(token);
    }
    const { user, profile } = answer;
    expect(user.isVerified).toBe(true);
    expect(profile).toMatchObject({ kycStatus: 'approved', kycRejectionReason: null });

    const [approved] = (await get('/api/admin/kyc?status=approved&limit=1', adminToken)).json();
    expect(approved).toMatchObject({ id: submission.id, status: 'approved', reviewedAt: expect.any(String) });
    expect((await post(`/api/admin/kyc/${submission.id}/approve`, adminToken)).statusCode).toBe(409);
  });

  it('a verified location alone never makes a teacher Verified, in their account or in search', async () => {
    const teacher = await createTeacher(t.app, { firstName: 'Zainab' });
    await saveLocation(t.app, teacher.token, { latitude: 12.9352, longitude: 77.6245, accuracy: 10 });
    const { user } = await me(teacher.token);
    expect(user).toMatchObject({ isLocationVerified: true, isVerified: false });
    const student = await createStudent(t.app);
    const found: SearchResult[] = (await get('/api/search/teachers?search=Zainab&verified=verified', student.token)).json().results;
    expect(found.map((r) => r.id)).not.toContain(teacher.user.id);
    const all: SearchResult[] = (await get('/api/search/teachers?search=Zainab', student.token)).json().results;
    expect(all.find((r) => r.id === teacher.user.id)).toMatchObject({ isVerified: false, isLocationVerified: true });

    await submitKyc(t.app, teacher.token);
    const [pending] = (await get('/api/admin/kyc?status=under_review&limit=100', adminToken))
      .json()
      .filter((s: KycSubmission) => s.teacherId === teacher.user.id);
    expect((await me(teacher.token)).user.isVerified).toBe(false); // submitting is not enough either
    await post(`/api/admin/kyc/${pending.id}/approve`, adminToken);
    const verified: SearchResult[] = (await get('/api/search/teachers?search=Zainab&verified=verified', student.token)).json().results;
    expect(verified.find((r) => r.id === teacher.user.id)).toMatchObject({ isVerified: true });
  });

  it('a rejection keeps the teacher unverified and shows them the reason; they may submit again', async () => {
    const { token, submission } = await submittedTeacher();
    const response = await post(`/api/admin/kyc/${submission.id}/reject`, adminToken, { reason: 'PAN card photo is blurred' });
    expect(response.statusCode).toBe(200);
    const { user, profile } = await me(token);
    expect(user.isVerified).toBe(false);
    expect(profile).toMatchObject({ kycStatus: 'rejected', kycRejectionReason: 'PAN card photo is blurred' });

    expect((await submitKyc(t.app, token)).statusCode).toBe(200);
    expect((await me(token)).profile).toMatchObject({ kycStatus: 'under_review', kycRejectionReason: null });
  });

  it('requires a reason to reject', async () => {
    const { submission } = await submittedTeacher();
    const response = await post(`/api/admin/kyc/${submission.id}/reject`, adminToken, { reason: '   ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('reason');
  });

  it('refuses non-admins: 401 anonymous, 403 teacher and student', async () => {
    const { token, submission } = await submittedTeacher();
    const student = await createStudent(t.app);
    expect((await post(`/api/admin/kyc/${submission.id}/approve`)).statusCode).toBe(401);
    expect((await post(`/api/admin/kyc/${submission.id}/approve`, token)).statusCode).toBe(403);
    expect((await post(`/api/admin/kyc/${submission.id}/approve`, student.token)).statusCode).toBe(403);
    expect((await post(`/api/admin/kyc/${submission.id}/reject`, student.token, { reason: 'x' })).statusCode).toBe(403);
    expect((await me(token)).user.isVerified).toBe(false);
  });

  it('answers 404 for an unknown submission', async () => {
    expect((await post('/api/admin/kyc/00000000-0000-4000-8000-000000000000/approve', adminToken)).statusCode).toBe(404);
  });
});

describe('the KYC audit trail', () => {
  it('records every document view and every decision with the teacher as target, and tells the teacher', async () => {
    const first = await submittedTeacher();
    const one = await get(`/api/admin/kyc/${first.submission.id}`, adminToken);
    expect(one.json()).toEqual(first.submission);
    expect((await get(first.submission.documents.pan, adminToken)).statusCode).toBe(200);
    expect((await post(`/api/admin/kyc/${first.submission.id}/approve`, adminToken)).statusCode).toBe(200);
    const second = await submittedTeacher();
    expect((await post(`/api/admin/kyc/${second.submission.id}/reject`, adminToken, { reason: 'Selfie is blurred' })).statusCode).toBe(200);

    const entries = async (userId: string) =>
      (await get(`/api/admin/audit-log?targetUserId=${userId}`, adminToken))
        .json()
        .map((e: { action: string; subjectId: string; reason: string | null; targetLabel: string }) => [e.action, e.subjectId, e.reason, e.targetLabel]);
    expect(await entries(first.user.id)).toEqual([
      ['approve_kyc', first.submission.id, null, 'Arjun Iyer (teacher)'],
      ['view_kyc_document', first.submission.id, 'pan', 'Arjun Iyer (teacher)'],
    ]);
    expect(await entries(second.user.id)).toEqual([['reject_kyc', second.submission.id, 'Selfie is blurred', 'Arjun Iyer (teacher)']]);
    expect((await get('/api/admin/kyc/00000000-0000-4000-8000-000000000000', adminToken)).statusCode).toBe(404);

    const notices = async (token: string) => (await get('/api/notifications', token)).json();
    expect(await notices(first.token)).toEqual([expect.objectContaining({ kind: 'kyc_approved', title: 'KYC approved', params: {} })]);
    expect(await notices(second.token)).toEqual([
      expect.objectContaining({ kind: 'kyc_rejected', body: expect.stringContaining('Selfie is blurred'), params: { reason: 'Selfie is blurred' } }),
    ]);
  });
});
