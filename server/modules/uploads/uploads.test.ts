import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createAdmin, createStudent, createTeacher } from '../../test/factories.ts';
import { filesIn, hasGpsTag, jpegWithGps, pngClaiming, testImage, upload } from '../../test/upload-helpers.ts';

let t: TestApp;
let uploadsDir: string;
beforeAll(async () => {
  t = await buildTestApp();
  uploadsDir = path.join(t.dataDir, 'uploads');
});
afterAll(() => t.close());

const me = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json();
const storedFile = (urlPath: string) => path.join(uploadsDir, path.basename(urlPath));
const rowsFor = (ownerId: string) => t.database.db.select().from(uploads).where(eq(uploads.ownerId, ownerId));

describe('POST /api/upload/image', () => {
  it('decides the type from the bytes: a PNG named .txt and declared text/plain is accepted and stored as WebP', async () => {
    const { token, user } = await createStudent(t.app);
    const png = await testImage('png');
    const response = await upload(t.app, '/api/upload/image', token, { image: { bytes: png, filename: 'notes.txt', type: 'text/plain' } });
    expect(response.statusCode).toBe(200);
    const { imagePath, message } = response.json();
    expect(message).toBe('Image uploaded');
    expect(imagePath).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    expect((await sharp(storedFile(imagePath)).metadata()).format).toBe('webp');
    expect(await rowsFor(user.id)).toEqual([expect.objectContaining({ path: imagePath, kind: 'chat', mimeType: 'image/webp' })]);
  });

  it.each([
    ['an HTML page named .jpg', Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), 'photo.jpg'],
    ['an SVG named .jpg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>'), 'photo.jpg'],
    ['a PDF named .png', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF'), 'scan.png'],
  ])('refuses %s with 400 Invalid file type and writes nothing', async (_what, bytes, filename) => {
    const { token } = await createTeacher(t.app);
    const before = filesIn(uploadsDir).length;
    const response = await upload(t.app, '/api/upload/image', token, { image: { bytes, filename, type: 'image/jpeg' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Invalid file type' });
    expect(filesIn(uploadsDir)).toHaveLength(before);
  });

  it('answers 413 File too large above 5 MB and writes nothing', async () => {
    const { token } = await createStudent(t.app);
    const before = filesIn(uploadsDir).length;
    const big = Buffer.concat([await testImage('png'), Buffer.alloc(6 * 1024 * 1024)]);
    const response = await upload(t.app, '/api/upload/image', token, { image: { bytes: big, filename: 'big.png', type: 'image/png' } });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'File too large', messageCode: 'FILE_TOO_LARGE' });
    expect(filesIn(uploadsDir)).toHaveLength(before);
  });

  it('removes every piece of metadata, EXIF GPS included, after applying the orientation', async () => {
    const jpeg = await jpegWithGps(80, 60);
    const input = await sharp(jpeg).metadata();
    expect(hasGpsTag(input.exif)).toBe(true);
    expect(input.orientation).toBe(6);

    const { token } = await createStudent(t.app);
    const response = await upload(t.app, '/api/upload/image', token, { image: { bytes: jpeg, filename: 'IMG_0001.jpg', type: 'image/jpeg' } });
    expect(response.statusCode).toBe(200);
    const stored = readFileSync(storedFile(response.json().imagePath));
    const output = await sharp(stored).metadata();
    expect(output).toMatchObject({ format: 'webp', width: 60, height: 80 }); // rotated upright
    expect(output.exif).toBeUndefined();
    expect(output.xmp).toBeUndefined();
    expect(output.icc).toBeUndefined();
    expect(output.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneCam'))).toBe(false);
  });

  it.each(['jpeg', 'webp', 'gif', 'avif'] as const)('accepts %s and stores WebP', async (format) => {
    const { token } = await createTeacher(t.app);
    const response = await upload(t.app, '/api/upload/image', token, { image: { bytes: await testImage(format), filename: 'x.bin' } });
    expect(response.statusCode).toBe(200);
    expect((await sharp(storedFile(response.json().imagePath)).metadata()).format).toBe('webp');
  });

  it('bounds the pixel count (decompression bomb) and the long side', async () => {
    const { token } = await createStudent(t.app);
    const bomb = await pngClaiming(50_000, 50_000); // 2.5 gigapixels in a few hundred bytes
    const refused = await upload(t.app, '/api/upload/image', token, { image: { bytes: bomb, filename: 'bomb.png' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/too large/i);

    const wide = await testImage('jpeg', 4000, 1000);
    const accepted = await upload(t.app, '/api/upload/image', token, { image: { bytes: wide, filename: 'wide.jpg' } });
    expect(await sharp(storedFile(accepted.json().imagePath)).metadata()).toMatchObject({ width: 2048, height: 512 });
  });

  it('asks for an image when the field is missing or the body is not multipart', async () => {
    const { token } = await createStudent(t.app);
    const wrongField = await upload(t.app, '/api/upload/image', token, { picture: { bytes: await testImage(), filename: 'a.png' } });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please select an image file.', errors: { image: expect.any(String) } });

    const json = await t.app.inject({ method: 'POST', url: '/api/upload/image', headers: bearer(token), payload: { image: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('Please select an image file.');

    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      headers: { ...bearer(token), 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().code).toBe('VALIDATION_FAILED');

    const empty = await t.app.inject({ method: 'POST', url: '/api/upload/image', headers: bearer(token), payload: new FormData() });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Please select an image file.');
  });

  it('checks the caller before reading the body: anonymous 401, admin 403, nothing written', async () => {
    const before = filesIn(uploadsDir).length;
    const image = { image: { bytes: await testImage(), filename: 'a.png' } };
    const anonymous = await upload(t.app, '/api/upload/image', undefined, image);
    expect(anonymous.statusCode).toBe(401);
    const admin = await createAdmin(t.app, t.database.db);
    const asAdmin = await upload(t.app, '/api/upload/image', admin.token, image);
    expect(asAdmin.statusCode).toBe(403);
    const profile = await upload(t.app, '/api/auth/upload-profile', undefined, { profileImage: image.image });
    expect(profile.statusCode).toBe(401);
    expect(filesIn(uploadsDir)).toHaveLength(before);
  });

  it('keeps multipart off every other route', async () => {
    const response = await upload(t.app, '/api/auth/login', undefined, {}, { email: 'a@b.in', password: 'secret123' });
    expect(response.statusCode).toBe(415);
  });
});

describe('serving /uploads', () => {
  it('serves a stored image with its type, nosniff and an immutable year-long cache', async () => {
    const { token } = await createStudent(t.app);
    const { imagePath } = (await upload(t.app, '/api/upload/image', token, { image: { bytes: await testImage(), filename: 'a.png' } })).json();
    const response = await t.app.inject({ method: 'GET', url: imagePath });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(readFileSync(storedFile(imagePath)))).toBe(true);
  });

  it.each(['/uploads/0123456789abcdef0123456789abcdef.webp', '/uploads/', '/uploads/missing', '/uploads/../package.json'])(
    'answers a plain 404 for %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
    },
  );
});

describe('POST /api/auth/upload-profile', () => {
  it('stores a 512 px-bounded square, sets users.profile_image, and deletes the replaced photo and its row', async () => {
    const { token, user } = await createTeacher(t.app);
    const first = await upload(t.app, '/api/auth/upload-profile', token, {
      profileImage: { bytes: await testImage('jpeg', 1200, 900), filename: 'me.jpg', type: 'image/jpeg' },
    });
    expect(first.statusCode).toBe(200);
    const { profileImage, message } = first.json();
    expect(message).toBe('Profile photo updated');
    expect(profileImage).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    expect((await me(token)).user.profileImage).toBe(profileImage);
    expect(await sharp(storedFile(profileImage)).metadata()).toMatchObject({ width: 512, height: 512, format: 'webp' });

    const second = await upload(t.app, '/api/auth/upload-profile', token, {
      profileImage: { bytes: await testImage('png', 300, 200), filename: 'me2.png' },
    });
    expect(second.statusCode).toBe(200);
    const replacement = second.json().profileImage;
    expect((await me(token)).user.profileImage).toBe(replacement);
    expect(await sharp(storedFile(replacement)).metadata()).toMatchObject({ width: 200, height: 200 });
    expect(existsSync(storedFile(profileImage))).toBe(false);
    expect((await rowsFor(user.id)).map((r) => r.path)).toEqual([replacement]);
    expect((await t.app.inject({ method: 'GET', url: profileImage })).statusCode).toBe(404);
  });

  it('keeps the current photo when a replacement is refused: SVG named .jpg (400), 6 MB (413)', async () => {
    const { token } = await createStudent(t.app);
    const { profileImage } = (
      await upload(t.app, '/api/auth/upload-profile', token, { profileImage: { bytes: await testImage(), filename: 'me.png' } })
    ).json();
    const before = filesIn(uploadsDir).length;

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>');
    const refused = await upload(t.app, '/api/auth/upload-profile', token, {
      profileImage: { bytes: svg, filename: 'me.jpg', type: 'image/jpeg' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'Invalid file type', errors: { profileImage: 'Invalid file type' } });

    const big = Buffer.concat([await testImage('png'), Buffer.alloc(6 * 1024 * 1024)]);
    const tooLarge = await upload(t.app, '/api/auth/upload-profile', token, { profileImage: { bytes: big, filename: 'big.png' } });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'File too large', messageCode: 'FILE_TOO_LARGE' });

    expect(filesIn(uploadsDir)).toHaveLength(before);
    expect((await me(token)).user.profileImage).toBe(profileImage);
    expect(existsSync(storedFile(profileImage))).toBe(true);
  });

  it('wants the profileImage field', async () => {
    const { token } = await createStudent(t.app);
    const response = await upload(t.app, '/api/auth/upload-profile', token, { image: { bytes: await testImage(), filename: 'a.png' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('profileImage');
  });
});
