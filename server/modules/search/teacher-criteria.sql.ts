/**
 * The teacher search's filters and orders as SQL, shared by the signed-in search (search.repository.ts: over the
 * compact teacher_search rows of every teacher) and the public one (public-tutors.repository.ts: over the compact
 * public_tutor_search rows of listed tutors): the same criteria, written against either set of columns (`TeacherColumns`).
 *
 * Distances are measured to the centre of the tutor's ~1 km privacy cell (snapToGrid), never to the exact point:
 * a radius or an order by distance then tells a visitor who picks their own points no more than the cell.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FEE_TYPES } from '../../../contract/constants.ts';
import type { SearchSort } from '../../../contract/search.ts';
import { publicTutorSearch, publicTutorSearchText, teacherSearch, users } from '../../db/schema/index.ts';
import { EARTH_RADIUS_KM } from '../../../contract/constants.ts';
import { mercatorReachDegrees } from '../../lib/geo.ts';
import { facetMask, type SearchList } from './search-vocabulary.ts';

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

/** Where the criteria read each field: an SQL expression per field. */
export interface TeacherColumns {
  searchText: SQL;
  /** The tutor's list holds at least one of these values. */
  anyOf: (list: SearchList, values: readonly string[]) => SQL;
  feeUnit: SQL;
  fee: SQL;
  rating: SQL;
  reviewCount: SQL;
  /** The privacy cell's centre in degrees, and on the nearby plane (nearby_cell_point). */
  cellLatitude: SQL;
  cellLongitude: SQL;
  cellPoint: SQL;
  /** The unique key that ends every order. */
  id: SQL;
  /** The signed-in list only (it holds teachers KYC has not approved yet): verified first, and newest first on ties. */
  verified?: SQL;
  joinedAt?: SQL;
}

const facetTest = (column: AnyPgColumn) => (list: SearchList, values: readonly string[]) =>
  // One column for the five lists (facet_bits), which the covering indexes carry; a mask is a literal (no user text).
  sql`(${column} & ${sql.raw(String(facetMask(list, values)))}::int8) <> 0`;

/** The signed-in search's columns: the compact rows of every unbanned teacher (teacher_search), and users' search text. */
export const signedInColumns: TeacherColumns = {
  searchText: sql`${users.searchText}`,
  anyOf: facetTest(teacherSearch.facetBits),
  feeUnit: sql`${teacherSearch.feeUnit}`,
  fee: sql`${teacherSearch.fee}`,
  rating: sql`${teacherSearch.rating}`,
  reviewCount: sql`${teacherSearch.reviewCount}`,
  cellLatitude: sql`${teacherSearch.cellLatitude}`,
  cellLongitude: sql`${teacherSearch.cellLongitude}`,
  cellPoint: sql`${teacherSearch.cell}`,
  id: sql`${teacherSearch.userId}`,
  verified: sql`${teacherSearch.verified}`,
  joinedAt: sql`${teacherSearch.joinedAt}`,
};

/**
 * The public search's columns: the compact rows the database keeps for listed tutors (migration 0023), and their
 * search text beside them (the query joins it when there is free text).
 */
export const compactColumns: TeacherColumns = {
  searchText: sql`${publicTutorSearchText.searchText}`,
  anyOf: facetTest(publicTutorSearch.facetBits),
  feeUnit: sql`${publicTutorSearch.feeUnit}`,
  fee: sql`${publicTutorSearch.fee}`,
  rating: sql`${publicTutorSearch.rating}`,
  reviewCount: sql`${publicTutorSearch.reviewCount}`,
  cellLatitude: sql`${publicTutorSearch.cellLatitude}`,
  cellLongitude: sql`${publicTutorSearch.cellLongitude}`,
  cellPoint: sql`${publicTutorSearch.cell}`,
  id: sql`${publicTutorSearch.userId}`,
};

const rad = (expression: SQL | number) => sql`radians(${expression})`;

/** km from the point to the tutor's cell centre on the spec's sphere (haversine, as server/lib/geo.ts); null without a location. */
export function cellDistanceKm(origin: GeoPoint, columns: TeacherColumns): SQL<number | null> {
  const lat = columns.cellLatitude;
  const lng = columns.cellLongitude;
  return sql<number | null>`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
    power(sin((${rad(lat)} - ${rad(origin.latitude)}) / 2), 2)
    + cos(${rad(origin.latitude)}) * cos(${rad(lat)}) * power(sin((${rad(lng)} - ${rad(origin.longitude)}) / 2), 2)))))`;
}

/** The Mercator ordinate nearby_point() gives a latitude (migration 0009), in degrees. */
export const mercatorY = (latitude: number) => (Math.log(Math.tan(Math.PI / 4 + (Math.max(-85, Math.min(85, latitude)) * Math.PI) / 360)) * 180) / Math.PI;

export const planePoint = (p: GeoPoint) => sql`point(${p.longitude}, ${mercatorY(p.latitude)})`;

/**
 * Within the radius: the cells in a box on the nearby plane that holds every point within reach (the verified list's
 * cell index answers it when the query also says `listed_as = 'teacher'`), then the great-circle distance to the cell.
 */
function withinArea(area: GeoPoint & { radiusKm: number }, columns: TeacherColumns): SQL {
  const reach = mercatorReachDegrees(area.latitude, area.radiusKm);
  const x = area.longitude;
  const y = mercatorY(area.latitude);
  return sql`(${columns.cellPoint} <@ box(point(${x - reach}, ${y - reach}), point(${x + reach}, ${y + reach}))
    and ${cellDistanceKm(area, columns)} <= ${area.radiusKm})`;
}

/** The conditions on the teacher's profile and location (the caller adds who may be listed). */
export function teacherConditions(c: TeacherCriteria, columns: TeacherColumns): SQL[] {
  const conditions: SQL[] = [];
  if (c.text) conditions.push(sql`${c.text} <% ${columns.searchText}`);
  for (const group of c.subjectGroups) conditions.push(columns.anyOf('subjects', group));
  for (const group of c.classGroups) conditions.push(columns.anyOf('classes', group));
  for (const group of c.boardGroups) conditions.push(columns.anyOf('boards', group));
  for (const group of c.modeGroups) conditions.push(columns.anyOf('modes', group));
  for (const group of c.languageGroups) conditions.push(columns.anyOf('languages', group));
  if (c.feeMin !== undefined || c.feeMax !== undefined) {
    conditions.push(sql`${columns.feeUnit} = ${c.feeUnit}`);
    if (c.feeMin !== undefined) conditions.push(sql`${columns.fee} >= ${c.feeMin}`);
    if (c.feeMax !== undefined) conditions.push(sql`${columns.fee} <= ${c.feeMax}`);
  }
  if (c.minRating !== undefined) {
    conditions.push(sql`${columns.reviewCount} > 0 and ${columns.rating} >= ${c.minRating}`);
  }
  if (c.area) conditions.push(withinArea(c.area, columns));
  return conditions;
}

/** Relevance to the free text (pg_trgm's word similarity), for the best-match order. */
export const relevance = (text: string, columns: TeacherColumns) => sql`word_similarity(${text}, ${columns.searchText})`;

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
  const columns = publicList ? compactColumns : signedInColumns;
  const rating = sql`${columns.rating} desc nulls last`;
  const verified = columns.verified ? [sql`${columns.verified} desc`] : [];
  const nearestFirst = c.origin ? [sql`${columns.cellPoint} <-> ${planePoint(c.origin)}`] : [];
  const tail = columns.joinedAt ? [sql`${columns.joinedAt} desc`, sql`${columns.id} asc`] : [sql`${columns.id} asc`];
  const feeInUnit = sql`${columns.feeUnit} = ${c.feeUnit} and ${columns.fee} is not null`;
  const hasFee = sql`(${feeInUnit}) desc`;
  // The public list orders the tutors without a fee in the unit by rating alone (as its fee walk does).
  const fee = publicList ? sql`(case when ${feeInUnit} then ${columns.fee} end)` : columns.fee;
  const byRelevance = c.text ? [sql`${relevance(c.text, columns)} desc`] : [];
  switch (sort) {
    case 'nearest':
      return [...nearestFirst, ...byRelevance, ...verified, rating, ...tail];
    case 'rating':
      return publicList ? [rating, ...tail] : [rating, sql`${columns.reviewCount} desc`, ...verified, ...tail];
    case 'fee_asc':
      return [hasFee, sql`${fee} asc`, ...verified, rating, ...tail];
    case 'fee_desc':
      return [hasFee, sql`${fee} desc`, ...verified, rating, ...tail];
    case 'best':
      return [...byRelevance, ...verified, rating, ...tail];
  }
}
