import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { buildTestApp, testConfig, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createTeacher } from '../../test/factories.ts';
import { testImage, upload } from '../../test/upload-helpers.ts';
import { startTestS3Server, type TestS3Server } from './test-s3-server.ts';

// Runs only against a PostgreSQL server (TEST_DATABASE_URL): two instances, one database, one bucket, separate disks.
const BUCKET = 'tutorhood-two-instances';
let s3: TestS3Server;
let first: TestApp;
let second: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  s3 = await startTestS3Server();
  first = await buildTestApp({ storage: s3.settings(BUCKET) });
  // Its own (missing) DATA_DIR: nothing can be shared through a local disk.
  second = await buildApp({
    config: testConfig({ storage: s3.settings(BUCKET), dataDir: '/nonexistent-second-instance' }),
    database: first.database,
    webDir: '/nonexistent',
  });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await s3?.close();
});

describe('files across instances (S3 store)', () => {
  it('serves through instance B a profile photo uploaded through instance A, and B sees it replaced and removed', async () => {
    const { token } = await createTeacher(first.app);
    const uploaded = await upload(first.app, '/api/auth/upload-profile', token, {
      profileImage: { bytes: await testImage('png', 300, 300), filename: 'me.png' },
    });
    expect(uploaded.statusCode).toBe(200);
    const { profileImage } = uploaded.json();

    const throughA = await first.app.inject({ method: 'GET', url: profileImage });
    const throughB = await second.inject({ method: 'GET', url: profileImage });
    expect(throughB.statusCode).toBe(200);
    expect(throughB.headers['content-type']).toBe('image/webp');
    expect(throughB.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(throughB.rawPayload.equals(throughA.rawPayload)).toBe(true);
    expect(throughB.headers.etag).toBe(throughA.headers.etag);

    // B signs the same session in (shared database) and replaces the photo; A no longer serves the old one.
    const me = await second.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json().user.profileImage).toBe(profileImage);
    const replaced = await upload(second, '/api/auth/upload-profile', token, { profileImage: { bytes: await testImage(), filename: 'new.png' } });
    expect(replaced.statusCode).toBe(200);
    expect((await first.app.inject({ method: 'GET', url: profileImage })).statusCode).toBe(404);
    expect((await first.app.inject({ method: 'GET', url: replaced.json().profileImage })).statusCode).toBe(200);
  });
});
