// The OpenAPI document (/api/docs) as a client written from it alone reads it: the session cookie, the aliases of the
// spec's key-built paths, and for every list whether one call answers all of it, a first page (and how to get the
// next), or a capped list.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

interface Operation {
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string }[];
  responses: Record<string, { headers?: Record<string, { description?: string }> }>;
}
interface OpenApi {
  info: { description: string };
  components: { securitySchemes: Record<string, Record<string, string>> };
  security: Record<string, unknown[]>[];
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: OpenApi;
beforeAll(async () => {
  t = await buildTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => t.close());

const get = (path: string) => {
  const operation = doc.paths[path]?.get;
  if (!operation) throw new Error(`no GET ${path} in the OpenAPI document`);
  return operation;
};

it('names the session cookie beside the bearer token, and the origin rule for state-changing cookie requests', () => {
  expect(doc.components.securitySchemes.sessionCookie).toEqual({ type: 'apiKey', in: 'cookie', name: 'tutorhood_session' });
  expect(doc.security).toEqual([{ bearer: [] }, { sessionCookie: [] }]);
  expect(doc.info.description).toContain('CROSS_ORIGIN_REFUSED');
  expect(doc.info.description).toMatch(/Origin/);
});

it('documents the aliases as aliases of the query forms, with their path parameter', () => {
  const nearby = get('/api/nearby-users/{radius}');
  expect(nearby.summary).toContain('Alias of GET /api/nearby-users?radius={radius}');
  expect(nearby.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'radius', in: 'path' })]));
  expect(get('/api/nearby-users').parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'radius', in: 'query' })]));

  const featured = get('/api/requirements/featured/{userType}');
  expect(featured.summary).toContain('Alias of GET /api/requirements/featured?userType={userType}');
  expect(featured.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'userType', in: 'path' })]));
  expect(get('/api/requirements/featured').parameters).toEqual(
    expect.arrayContaining([expect.objectContaining({ name: 'userType', in: 'query' })]),
  );
});

// The spec's list calls (§7) that page: one call without a cursor answers the first page only.
const PAGED_SPEC_LISTS = [
  '/api/nearby/users',
  '/api/nearby-users',
  '/api/nearby-users/{radius}',
  '/api/search/teachers',
  '/api/search/students',
  '/api/requirements/',
  '/api/messages/{userId}',
  '/api/admin/users',
  '/api/admin/teachers',
  '/api/admin/support-messages',
  '/api/admin/conversations',
  '/api/admin/support-conversations',
];

it('says of every paged spec list that without a cursor only the first page comes back, and how to get the next', () => {
  for (const path of PAGED_SPEC_LISTS) {
    const operation = get(path);
    expect(operation.description, path).toMatch(/without `cursor` only the first page comes back/);
    expect(operation.description, path).toMatch(/`Link` response header names the next page/);
    expect(operation.responses['200']?.headers?.Link?.description, path).toMatch(/rel="next"/);
  }
  expect(get('/api/admin/users').description).toMatch(/50 unless asked/);
});

it('says of the spec lists that are not paged that they are capped', () => {
  for (const [path, cap] of [
    ['/api/user/requests/received', 200],
    ['/api/user/requests/sent', 200],
    ['/api/conversations', 200],
    ['/api/support/user-messages', 100],
    ['/api/reviews/', 100],
  ] as const) {
    const operation = get(path);
    expect(operation.description, path).toMatch(new RegExp(`^Not paged: one call answers the \\w+( \\w+)? ${cap} at most`));
    expect(operation.responses['200']?.headers?.Link, path).toBeUndefined();
  }
});

it('gives the admin users lists their total, as the dashboard counts', () => {
  expect(get('/api/admin/users').description).toMatch(/X-Total-Count.*`totalUsers`/s);
  expect(get('/api/admin/teachers').description).toMatch(/X-Total-Count.*`teachers`/s);
});
