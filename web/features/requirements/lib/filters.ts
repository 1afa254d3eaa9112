import { PRICE_BANDS, REQUIREMENT_SUBJECTS } from '../../../../contract/constants.ts';
import {
  PUBLIC_REQUIREMENT_SORTS,
  REQUIREMENT_SORTS,
  REQUIREMENT_VERIFIED_FILTERS,
  type RequirementsQuery,
} from '../../../../contract/requirements.ts';
import { formatMoney, formatNumber } from '../../../i18n/format.ts';
import { i18n } from '../../../i18n/index.ts';

export type RequirementSubject = (typeof REQUIREMENT_SUBJECTS)[number];
export type PriceBand = (typeof PRICE_BANDS)[number];
export type RequirementSort = (typeof REQUIREMENT_SORTS)[number];
export type VerifiedFilter = (typeof REQUIREMENT_VERIFIED_FILTERS)[number];

/** The requirements screen's filters (spec §2) as the URL holds them: '' means "any". */
export interface RequirementFilters {
  search: string;
  location: string;
  subject: RequirementSubject | '';
  verified: VerifiedFilter;
  priceRange: PriceBand | '';
  sort: RequirementSort;
}

export const EMPTY_FILTERS: RequirementFilters = {
  search: '',
  location: '',
  subject: '',
  verified: 'all',
  priceRange: '',
  sort: 'recent',
};

/** Page size asked of the server; further pages follow its Link header. */
export const REQUIREMENTS_PAGE_SIZE = 12;
/** The contract's limit for the free-text fields. */
export const FILTER_TEXT_MAX = 100;

/** URL parameter names (the API's, except `subject`, which the API takes as the list `subjects`). */
const PARAMS = ['search', 'location', 'subject', 'verified', 'priceRange', 'sort'] as const satisfies readonly (keyof RequirementFilters)[];

function oneOf<T extends string>(options: readonly T[], value: string | null): T | '' {
  return value !== null && (options as readonly string[]).includes(value) ? (value as T) : '';
}

export function cleanText(value: string | null | undefined): string {
  return (value ?? '').trim().slice(0, FILTER_TEXT_MAX);
}

/** Reads the filters from the URL; unknown values fall back to "any" and the default sort. */
export function filtersFromParams(params: URLSearchParams): RequirementFilters {
  return {
    search: cleanText(params.get('search')),
    location: cleanText(params.get('location')),
    subject: oneOf(REQUIREMENT_SUBJECTS, params.get('subject')),
    verified: oneOf(REQUIREMENT_VERIFIED_FILTERS, params.get('verified')) || 'all',
    priceRange: oneOf(PRICE_BANDS, params.get('priceRange')),
    sort: oneOf(REQUIREMENT_SORTS, params.get('sort')) || 'recent',
  };
}

/** New URL parameters: other parameters kept, the filters replaced; defaults are left out. */
export function writeFilters(params: URLSearchParams, filters: RequirementFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of PARAMS) {
    next.delete(key);
    const value = key === 'search' || key === 'location' ? cleanText(filters[key]) : filters[key];
    if (value && value !== EMPTY_FILTERS[key]) next.set(key, value);
  }
  return next;
}

/** True when a filter (not the sort) narrows the list: the empty state then offers Clear filters. */
export function hasActiveFilters(filters: RequirementFilters): boolean {
  return !!(cleanText(filters.search) || cleanText(filters.location) || filters.subject || filters.priceRange || filters.verified !== 'all');
}

/** The filters cleared, the sort kept. */
export function clearedFilters(filters: RequirementFilters): RequirementFilters {
  return { ...EMPTY_FILTERS, sort: filters.sort };
}

type QueryParams = Partial<Record<keyof RequirementsQuery, string | number>>;

/** The sorts a signed-out visitor can use (no distance or match: they have no verified point or profile). */
export type PublicRequirementSort = (typeof PUBLIC_REQUIREMENT_SORTS)[number];
export const publicSort = (sort: RequirementSort): PublicRequirementSort =>
  (PUBLIC_REQUIREMENT_SORTS as readonly string[]).includes(sort) ? (sort as PublicRequirementSort) : 'recent';

/** "/api/public/requirements?…": teachers' requirements for a signed-out visitor, with the sorts they have. */
export function publicRequirementsPath(filters: RequirementFilters, limit = REQUIREMENTS_PAGE_SIZE): string {
  return requirementsPath({ ...filters, sort: publicSort(filters.sort) }, limit).replace(/^\/api\/requirements\?/, '/api/public/requirements?');
}

/** "/api/requirements?subjects=Physics&priceRange=1000-2000&sort=recent&limit=12": empty values left out. */
export function requirementsPath(filters: RequirementFilters, limit = REQUIREMENTS_PAGE_SIZE): string {
  const query: QueryParams = {
    search: cleanText(filters.search) || undefined,
    location: cleanText(filters.location) || undefined,
    subjects: filters.subject || undefined,
    verified: filters.verified === 'all' ? undefined : filters.verified,
    priceRange: filters.priceRange || undefined,
    sort: filters.sort,
    limit,
  };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return `/api/requirements?${params}`;
}

const PRICE_BAND_LIMITS: Record<PriceBand, [number, number | null]> = {
  '0-500': [0, 500],
  '500-1000': [500, 1000],
  '1000-2000': [1000, 2000],
  '2000+': [2000, null],
};

/** A price band in rupees with Indian grouping: "₹500–1,000", "₹2,000+". */
export function priceBandLabel(band: PriceBand): string {
  const [from, to] = PRICE_BAND_LIMITS[band];
  return to === null
    ? i18n.t('requirements:filters.band.above', { from: formatMoney(from) })
    : i18n.t('requirements:filters.band.range', { from: formatMoney(from), to: formatNumber(to) });
}

/**
 * The sort choices. 'Budget' orders by amount: a student sees teachers' fees lowest first, a teacher sees
 * students' budgets highest first (the server's rule), so the label says which.
 */
export function sortLabel(sort: RequirementSort, viewerType: 'student' | 'teacher'): string {
  switch (sort) {
    case 'recent':
      return i18n.t('requirements:filters.sort.recent');
    case 'popular':
      return i18n.t('requirements:filters.sort.popular');
    case 'nearby':
      return i18n.t('requirements:filters.sort.nearby');
    case 'budget':
      return viewerType === 'student' ? i18n.t('requirements:filters.sort.feeLowest') : i18n.t('requirements:filters.sort.budgetHighest');
    case 'best':
      return i18n.t('requirements:filters.sort.best');
  }
}

const VERIFIED_KEYS: Record<VerifiedFilter, string> = { all: 'requirements:filters.verified.all', verified: 'requirements:filters.verified.verified' };

export const verifiedLabel = (filter: VerifiedFilter): string => i18n.t(VERIFIED_KEYS[filter]);
