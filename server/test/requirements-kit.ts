import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Requirement } from '../../contract/requirements.ts';
import { buildTestApp, testConfig, type TestApp } from './build-test-app.ts';
import { bearer, type createStudent } from './factories.ts';

/** Shared by the requirements test files: the app, and one call per endpoint. */
export type Person = Awaited<ReturnType<typeof createStudent>>;

/** Many small scenarios register more users than one IP may in a window. */
export const buildRequirementsTestApp = () => buildTestApp({ rateLimits: { ...testConfig().rateLimits, registerPerIp: 1_000 } });

/** A point chosen off the grid's cell centres, so snapping visibly moves it. */
export const HOME = { latitude: 28.613912, longitude: 77.209021, accuracy: 10 };

let sequence = 0;
/** A place name no other scenario uses: lists filtered by it see only that scenario's requirements. */
export const uniquePlace = () => `Sector ${Date.now().toString(36)}${(sequence++).toString(36)}`;

export function requirementsApi(t: () => TestApp) {
  const inject = (options: InjectOptions) => t().app.inject(options);
  const qs = (query: Record<string, string | number>) => new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const post = (who: Person, body: Record<string, unknown>) =>
    inject({ method: 'POST', url: '/api/requirements', headers: bearer(who.token), payload: { subjects: ['Physics'], location: 'HSR Layout', ...body } });
  return {
    post,

    /** Posts and returns the requirement, failing the test on anything but 201. */
    async posted(who: Person, body: Record<string, unknown>): Promise<Requirement> {
      const response = await post(who, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().requirement;
    },

    list: (who: Person, query: Record<string, string | number> = {}) =>
      inject({
        method: 'GET',
        url: `/api/requirements?${qs(query)}`,
        headers: bearer(who.token),
      }),

    /** Every page, following the Link header. */
    async all(who: Person, query: Record<string, string | number>): Promise<Requirement[]> {
      const found: Requirement[] = [];
      let url: string | undefined = `/api/requirements?${qs(query)}`;
      for (let pages = 0; url && pages < 50; pages++) {
        const response = await inject({ method: 'GET', url, headers: bearer(who.token) });
        expect(response.statusCode, response.body).toBe(200);
        found.push(...response.json());
        url = /<([^>]+)>; rel="next"/.exec(String(response.headers.link ?? ''))?.[1];
      }
      return found;
    },

    my: (who: Person) => inject({ method: 'GET', url: '/api/requirements/my', headers: bearer(who.token) }),
    featured: (who: Person) => inject({ method: 'GET', url: '/api/requirements/featured', headers: bearer(who.token) }),
    remove: (who: Person) => inject({ method: 'DELETE', url: '/api/requirements', headers: bearer(who.token) }),
    contact: (who: Person, id: string) =>
      inject({ method: 'POST', url: `/api/requirements/${id}/contact`, headers: bearer(who.token), payload: {} }),
  };
}
