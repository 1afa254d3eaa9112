import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createAdmin, createStudent, createTeacher, saveLocation } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const KORAMANGALA = { latitude: 12.9352, longitude: 77.6245 };
const me = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json();

describe('saving a location', () => {
  it('verifies the location and fills city, state, PIN and locality offline', async () => {
    const { token } = await createStudent(t.app);
    expect((await me(token)).user.isLocationVerified).toBe(false);

    const body = await saveLocation(t.app, token, { ...KORAMANGALA, accuracy: 12 });
    expect(body.location).toMatchObject({
      ...KORAMANGALA,
      accuracy: 12,
      city: 'Bengaluru',
      state: 'Karnataka',
      pinCode: '560034',
      isLocationVerified: true,
      mode: 'pin',
      isLiveSharing: false,
    });
    expect(body.location.fullAddress).toContain('Bengaluru');

    const { user } = await me(token);
    expect(user).toMatchObject({ isLocationVerified: true, city: 'Bengaluru', state: 'Karnataka', pinCode: '560034', ...KORAMANGALA });
  });

  it('keeps the address parts the client sent and fills only the rest', async () => {
    const { token } = await createTeacher(t.app);
    const body = await saveLocation(t.app, token, { ...KORAMANGALA, city: 'Bangalore', street: '80 Feet Road' });
    expect(body.location).toMatchObject({ city: 'Bangalore', street: '80 Feet Road', state: 'Karnataka', pinCode: '560034' });
  });

  it('accepts coordinates sent as strings, and the update-location path does the same', async () => {
    const { token } = await createStudent(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-location',
      headers: bearer(token),
      payload: { latitude: '28.6315', longitude: '77.2167' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().location).toMatchObject({ latitude: 28.6315, longitude: 77.2167, state: 'Delhi' });
  });

  it('saves a point outside India without inventing an address', async () => {
    const { token } = await createStudent(t.app);
    const body = await saveLocation(t.app, token, { latitude: 51.5072, longitude: -0.1276 });
    expect(body.location).toMatchObject({ city: null, state: null, pinCode: null, isLocationVerified: true });
  });

  it.each([
    [{ latitude: 91, longitude: 77 }, 'latitude'],
    [{ latitude: -90.5, longitude: 77 }, 'latitude'],
    [{ latitude: 12, longitude: 180.1 }, 'longitude'],
    [{ latitude: 'abc', longitude: 77 }, 'latitude'],
    [{ longitude: 77 }, 'latitude'],
    [{ latitude: 12, longitude: 77, accuracy: -1 }, 'accuracy'],
    [{ latitude: 12, longitude: 77, pinCode: '5600' }, 'pinCode'],
  ])('refuses %j with a 400 naming %s', async (payload, field) => {
    const { token } = await createStudent(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/user/location', headers: bearer(token), payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty(field);
    expect((await me(token)).user.isLocationVerified).toBe(false);
  });

  it('requires a signed-in student or teacher', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/user/location', payload: KORAMANGALA })).statusCode).toBe(401);
    const admin = await createAdmin(t.app, t.database.db);
    const response = await t.app.inject({ method: 'POST', url: '/api/user/location', headers: bearer(admin.token), payload: KORAMANGALA });
    expect(response.statusCode).toBe(403);
  });
});

describe('live sharing', () => {
  it('starts, updates and stops, keeping the location verified', async () => {
    const { token } = await createTeacher(t.app);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/user/live-location',
      headers: bearer(token),
      payload: { ...KORAMANGALA, accuracy: 8, isLiveSharing: true },
    });
    expect(start.statusCode).toBe(200);
    expect(start.json().location).toMatchObject({ isLiveSharing: true, mode: 'live', accuracy: 8 });

    const moved = await t.app.inject({
      method: 'POST',
      url: '/api/user/live-location',
      headers: bearer(token),
      payload: { latitude: 12.94, longitude: 77.63, accuracy: 6 },
    });
    expect(moved.json().location).toMatchObject({ latitude: 12.94, longitude: 77.63, isLiveSharing: true });

    const stop = await t.app.inject({ method: 'DELETE', url: '/api/user/live-location', headers: bearer(token) });
    expect(stop.statusCode).toBe(200);
    const { user } = await me(token);
    expect(user).toMatchObject({ isLiveSharing: false, isLocationVerified: true, latitude: 12.94 });
  });

  it('pins a spot with mode pin', async () => {
    const { token } = await createStudent(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/live-location',
      headers: bearer(token),
      payload: { ...KORAMANGALA, mode: 'pin' },
    });
    expect(response.json().location).toMatchObject({ mode: 'pin', isLiveSharing: true });
  });
});

describe('exact-location opt-in', () => {
  it('is off by default and can be switched', async () => {
    const { token } = await createStudent(t.app);
    expect((await me(token)).user.showExactLocation).toBe(false);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/location-visibility',
      headers: bearer(token),
      payload: { showExactLocation: true },
    });
    expect(response.json()).toEqual({ showExactLocation: true });
    expect((await me(token)).user.showExactLocation).toBe(true);
  });
});

describe('public config', () => {
  it('tells the web app which map tiles to use, and CSP allows them', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json().map.tileUrl).toContain('{z}');
    expect(response.headers['content-security-policy']).toContain('https://tile.openstreetmap.org');
  });
});
