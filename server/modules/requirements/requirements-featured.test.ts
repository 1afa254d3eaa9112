import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeaturedRequirement } from '../../../contract/requirements.ts';
import { requirements } from '../../db/schema/index.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { createStudent, createVerifiedTeacher, northOf, saveLocation } from '../../test/factories.ts';
import { buildRequirementsTestApp, requirementsApi, uniquePlace, type Person } from '../../test/requirements-kit.ts';
import { FEATURED_NEAR_KM } from './featured-ranking.ts';

/** Teachers with an approved KYC: without one a teacher sees no students and cannot contact them first. */
const verifiedTeacher = (overrides?: Record<string, unknown>) => createVerifiedTeacher(t.app, t.database.db, overrides);

let t: TestApp;
beforeAll(async () => {
  t = await buildRequirementsTestApp();
});
afterAll(() => t.close());
const api = requirementsApi(() => t);

const BENGALURU = { latitude: 12.9716, longitude: 77.5946, accuracy: 10 };
const DELHI = { latitude: 28.6139, longitude: 77.209, accuracy: 10 }; // ~1,740 km from Bengaluru
const KOLKATA = { latitude: 22.5726, longitude: 88.3639, accuracy: 10 }; // over 1,000 km from both
const near = (km: number) => ({ ...northOf(BENGALURU.latitude, BENGALURU.longitude, km), accuracy: 10 });

async function teacherPosting(point: Record<string, number> | null, body: Record<string, unknown> = {}) {
  const who = await verifiedTeacher();
  if (point) await saveLocation(t.app, who.token, point);
  return { who, requirement: await api.posted(who, { location: uniquePlace(), ...body }) };
}
const ageBy = (id: string, days: number) =>
  t.database.db
    .update(requirements)
    .set({ createdAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(requirements.id, id));
async function featuredFor(viewer: Person): Promise<FeaturedRequirement[]> {
  const response = await api.featured(viewer);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const summary = (list: FeaturedRequirement[]) => list.map((r) => [r.id, r.featuredReason]);

describe('featured near you', () => {
  let closeOld: { who: Person; requirement: { id: string } };
  let edgeNew: { who: Person; requirement: { id: string } };
  let delhi: { who: Person; requirement: { id: string } };

  beforeAll(async () => {
    closeOld = await teacherPosting(near(3));
    await ageBy(closeOld.requirement.id, 10);
    edgeNew = await teacherPosting(near(40));
    // Newer than both, online, and the most contacted: still 1,700 km away.
    delhi = await teacherPosting(DELHI, { type: 'online' });
    for (let i = 0; i < 4; i++) await api.contact(await createStudent(t.app), delhi.requirement.id);
  });

  it('a Bengaluru viewer sees the Bengaluru posts, by distance and recency, and not the newer Delhi post', async () => {
    const viewer = await createStudent(t.app);
    await saveLocation(t.app, viewer.token, BENGALURU);
    const featured = await featuredFor(viewer);
    expect(summary(featured)).toEqual([
      [closeOld.requirement.id, 'near'],
      [edgeNew.requirement.id, 'near'],
    ]);
    // Distances are the privacy-safe ones (rounded up to 0.5 km for an unconnected viewer), within the near limit.
    expect(featured[0]!.distance).toBeGreaterThanOrEqual(3);
    expect(featured[0]!.distance).toBeLessThanOrEqual(3.5);
    expect(featured[1]!.distance).toBeGreaterThanOrEqual(40);
    expect(featured.every((r) => r.distance! <= FEATURED_NEAR_KM && r.latitude !== BENGALURU.latitude)).toBe(true);
  });

  it('with nothing near, a located viewer still gets the far posts, labelled Featured or Recent, never near', async () => {
    const viewer = await createStudent(t.app);
    await saveLocation(t.app, viewer.token, KOLKATA);
    const featured = await featuredFor(viewer);
    // The contacted Delhi post leads as 'featured'; the newest others fill the block as 'recent'.
    expect(summary(featured)).toEqual([
      [delhi.requirement.id, 'featured'],
      [edgeNew.requirement.id, 'recent'],
      [closeOld.requirement.id, 'recent'],
    ]);
    expect(featured[0]!.distance).toBeGreaterThan(1000);
  });

  it('a viewer without a location gets the same block, without distances', async () => {
    const viewer = await createStudent(t.app);
    const featured = await featuredFor(viewer);
    expect(featured.map((r) => r.featuredReason)).toEqual(['featured', 'recent', 'recent']);
    expect(featured.every((r) => r.distance === null)).toBe(true);
  });

  it('never features an Anonymous poster (no verified location), near or far', async () => {
    const anonymous = await teacherPosting(null);
    for (let i = 0; i < 6; i++) await api.contact(await createStudent(t.app), anonymous.requirement.id);
    const located = await createStudent(t.app);
    await saveLocation(t.app, located.token, BENGALURU);
    const everywhere = [...(await featuredFor(located)), ...(await featuredFor(await createStudent(t.app)))];
    expect(everywhere.map((r) => r.id)).not.toContain(anonymous.requirement.id);
  });
});
