/**
 * The teacher search's filters and orders as SQL over users ⋈ teacher_profiles ⟕ user_locations, shared by the
 * signed-in search (search.repository.ts) and the public one (public-tutors.repository.ts).
 *
 * Distances are measured to the centre of the tutor's ~1 km privacy cell (snapToGrid), never to the exact point:
 * a radius or an order by distance then tells a visitor who picks their own points no more than the cell.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FEE_TYPES } from '../../../contract/constants.ts';
import type { SearchSort } from '../../../contract/search.ts';
import { teacherProfiles, userLocations, users } from '../../db/schema/index.ts';
import { EARTH_RADIUS_KM } from '../../../contract/constants.ts';
import { mercatorReachDegrees, PRIVACY_GRID_DEGREES } from '../../lib/geo.ts';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface TeacherCriteria {
  /** Free text for trigram matching on users.search_text (lower case). */
  text?: string;
  /** Each group: the teacher teaches at least one of its subjects; every group must hold. */
  subjectGroups: readonly (readonly string[])[];
  /** Each group: any of its values; every group must hold (a filter and words of the free text are two groups). */
  classGroups: readonly (readonly string[])[];
  boardGroups: readonly (readonly string[])[];
  modeGroups: readonly (readonly string[])[];
  languageGroups: readonly (readonly string[])[];
  feeUnit: (typeof FEE_TYPES)[number];
  feeMin?: number;
  feeMax?: number;
  minRating?: number;
  /** Only tutors whose cell lies within `radiusKm` of the point. */
  area?: GeoPoint & { radiusKm: number };
  /** Where distances are measured from (the area's point, a shared location or the viewer's saved one). */
  origin?: GeoPoint;
}

const rad = (expression: SQL | number) => sql`radians(${expression})`;
/** A coordinate's cell centre, as snapToGrid computes it. */
const cellCentre = (column: typeof userLocations.latitude | typeof userLocations.longitude) =>
  sql`((floor(${column} / ${PRIVACY_GRID_DEGREES}) + 0.5) * ${PRIVACY_GRID_DEGREES})`;

/** km from the point to the tutor's cell centre on the spec's sphere (haversine, as server/lib/geo.ts); null without a location. */
export function cellDistanceKm(origin: GeoPoint): SQL<number | null> {
  const lat = cellCentre(userLocations.latitude);
  const lng = cellCentre(userLocations.longitude);
  return sql<number | null>`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin((${rad(lat)} - ${rad(origin.latitude)}) / 2), 2)
    + cos(${rad(origin.latitude)}) * cos(${rad(lat)}) * power(sin((${rad(lng)} - ${rad(origin.longitude)}) / 2), 2)))))`;
}

/** The Mercator ordinate nearby_point() gives a latitude (migration 0009), in degrees. */
const mercatorY = (latitude: number) => (Math.log(Math.tan(Math.PI / 4 + (Math.max(-85, Math.min(85, latitude)) * Math.PI) / 360)) * 180) / Math.PI;

/** The tutor's cell centre on the nearby plane (migration 0021), what the verified list's cell index holds. */
const cellPoint = sql`nearby_cell_point(${userLocations.latitude}, ${userLocations.longitude})`;
const planePoint = (p: GeoPoint) => sql`point(${p.longitude}, ${mercatorY(p.latitude)})`;

/**
 * Within the radius: the cells in a box on the nearby plane that holds every point within reach (the verified list's
 * cell index answers it when the query also says `listed_as = 'teacher'`), then the great-circle distance to the cell.
 */
function withinArea(area: GeoPoint & { radiusKm: number }): SQL {
  const reach = mercatorReachDegrees(area.latitude, area.radiusKm);
  const x = area.longitude;
  const y = mercatorY(area.latitude);
  return sql`(${cellPoint} <@ box(point(${x - reach}, ${y - reach}), point(${x + reach}, ${y + reach}))
    and ${cellDistanceKm(area)} <= ${area.radiusKm})`;
}

const anyOf = (column: SQL | typeof teacherProfiles.subjects, values: readonly string[]) =>
  sql`${column} && ${sql.param([...values])}::text[]`;

/** The conditions on the teacher's profile and location (the caller adds who may be listed). */
export function teacherConditions(c: TeacherCriteria): SQL[] {
  const conditions: SQL[] = [];
  if (c.text) conditions.push(sql`${c.text} <% ${users.searchText}`);
  for (const group of c.subjectGroups) conditions.push(anyOf(teacherProfiles.subjects, group));
  for (const group of c.classGroups) conditions.push(anyOf(sql`${teacherProfiles.classes}`, group));
  for (const group of c.boardGroups) conditions.push(anyOf(sql`${teacherProfiles.boards}`, group));
  for (const group of c.modeGroups) conditions.push(anyOf(sql`${teacherProfiles.teachingModes}`, group));
  for (const group of c.languageGroups) conditions.push(anyOf(sql`${teacherProfiles.languages}`, group));
  if (c.feeMin !== undefined || c.feeMax !== undefined) {
    conditions.push(sql`${teacherProfiles.feeUnit} = ${c.feeUnit}`);
    if (c.feeMin !== undefined) conditions.push(sql`${teacherProfiles.monthlyFee} >= ${c.feeMin}`);
    if (c.feeMax !== undefined) conditions.push(sql`${teacherProfiles.monthlyFee} <= ${c.feeMax}`);
  }
  if (c.minRating !== undefined) {
    conditions.push(sql`${teacherProfiles.reviewCount} > 0 and ${teacherProfiles.ratingAverage} >= ${c.minRating}`);
  }
  if (c.area) conditions.push(withinArea(c.area));
  return conditions;
}

/** Relevance to the free text (pg_trgm's word similarity), for the best-match order. */
export const relevance = (text: string) => sql`word_similarity(${text}, ${users.searchText})`;

/**
 * ORDER BY for a sort; every order ends in a unique key, so pages never skip or repeat a tutor. `nearest` needs an
 * origin (the service refuses it otherwise) and orders by the cell's distance on the nearby plane (conformal: within
 * 1 % of great-circle order across 50 km), which the cell index walks nearest first.
 *
 * Signed in, verified teachers come first and ties go to the newest (the find page's documented order). The public
 * list is all verified, so its orders start with what an index holds (rating, then the id; the cell's distance)
 * and stop after a page instead of sorting every tutor.
 */
export function teacherOrder(sort: SearchSort, c: TeacherCriteria, { publicList = false } = {}): SQL[] {
  const rating = sql`${teacherProfiles.ratingAverage} desc nulls last`;
  const verified = publicList ? [] : [sql`${users.isVerified} desc`];
  const nearestFirst = c.origin ? [sql`${cellPoint} <-> ${planePoint(c.origin)}`] : [];
  const tail = publicList ? [sql`${teacherProfiles.userId} asc`] : [sql`${users.createdAt} desc`, sql`${users.id} asc`];
  const hasFee = sql`(${teacherProfiles.feeUnit} = ${c.feeUnit} and ${teacherProfiles.monthlyFee} is not null) desc`;
  const byRelevance = c.text ? [sql`${relevance(c.text)} desc`] : [];
  switch (sort) {
    case 'nearest':
      return [...nearestFirst, ...byRelevance, ...verified, rating, ...tail];
    case 'rating':
      return publicList ? [rating, ...tail] : [rating, sql`${teacherProfiles.reviewCount} desc`, ...verified, ...tail];
    case 'fee_asc':
      return [hasFee, sql`${teacherProfiles.monthlyFee} asc`, ...verified, rating, ...tail];
    case 'fee_desc':
      return [hasFee, sql`${teacherProfiles.monthlyFee} desc`, ...verified, rating, ...tail];
    case 'best':
      return [...byRelevance, ...verified, rating, ...tail];
  }
}
