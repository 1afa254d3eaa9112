import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, createStudent, createTeacher } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const SAMPLE_PARAMS: Record<string, string> = { document: 'aadhaar' };
const ANY_ID = '00000000-0000-4000-8000-000000000000';

/** Every /api/admin route the OpenAPI document knows, with sample path parameters; only the login is public. */
function adminRoutes() {
  const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths)
    .filter(([path]) => path.startsWith('/api/admin/') && path !== '/api/admin/login')
    .flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
        .map((method) => ({
          method: method.toUpperCase() as 'GET',
          url: path.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE_PARAMS[name] ?? ANY_ID).replace(/\/$/, ''),
        })),
    );
}

describe('every admin route', () => {
  it('is documented in bulk: the matrix below covers users, KYC, reports, monitoring, audit and password', () => {
    const urls = adminRoutes().map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      'GET /api/admin/stats',
      'GET /api/admin/users',
      'GET /api/admin/teachers',
      `GET /api/admin/users/${ANY_ID}`,
      `DELETE /api/admin/users/${ANY_ID}/delete`,
      `POST /api/admin/users/${ANY_ID}/ban`,
      'GET /api/admin/kyc',
      `GET /api/admin/kyc/${ANY_ID}/documents/aadhaar`,
      'GET /api/admin/reports',
      'GET /api/admin/conversations',
      'GET /api/admin/audit-log',
      'PUT /api/admin/change-password',
    ]) {
      expect(urls).toContain(expected);
    }
  });

  it('answers 401 without a session and 403 to students and teachers', async () => {
    const student = await createStudent(t.app);
    const teacher = await createTeacher(t.app);
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      const anonymous = await t.app.inject({ ...route, payload: {} });
      expect(anonymous.statusCode, `${route.method} ${route.url} signed out`).toBe(401);
      for (const user of [student, teacher]) {
        const response = await t.app.inject({ ...route, headers: bearer(user.token), payload: {} });
        expect(response.statusCode, `${route.method} ${route.url} as ${user.user.userType}`).toBe(403);
      }
    }
  });
});
