import type { TFunction } from 'i18next';
import { FIND_CLASS_OPTIONS, FIND_SUBJECT_OPTIONS } from '../../../../contract/constants.ts';
import { VERIFICATION_FILTERS, type SearchStudentsQuery, type SearchTeachersQuery } from '../../../../contract/search.ts';

/** Who is being searched: students search teachers, teachers search students. */
export type SearchTarget = 'teacher' | 'student';
export type VerificationFilter = (typeof VERIFICATION_FILTERS)[number];
export type FindSubject = (typeof FIND_SUBJECT_OPTIONS)[number];
export type FindClass = (typeof FIND_CLASS_OPTIONS)[number];

/** The find page's filters (spec §2), as the form and the URL hold them: '' means "any". */
export interface FindFilters {
  search: string;
  location: string;
  /** Only when searching teachers. */
  subject: FindSubject | '';
  /** Only when searching students. */
  class: FindClass | '';
  verified: VerificationFilter;
}
export type FilterKey = keyof FindFilters;

export const EMPTY_FILTERS: FindFilters = { search: '', location: '', subject: '', class: '', verified: 'all' };

/** Page size asked of the server; further pages follow its Link header. */
export const SEARCH_PAGE_SIZE = 24;
/** The contract's limit for the free-text and location fields. */
export const FILTER_TEXT_MAX = 100;

/** URL parameters the filters use (the same names as the API's query). */
const FILTER_PARAMS = ['search', 'location', 'subject', 'class', 'verified'] as const satisfies readonly FilterKey[];

function oneOf<T extends string>(options: readonly T[], value: string | null): T | '' {
  return value !== null && (options as readonly string[]).includes(value) ? (value as T) : '';
}

function cleanText(value: string | null): string {
  return (value ?? '').trim().slice(0, FILTER_TEXT_MAX);
}

/** Reads the filters from the URL; unknown values and the other target's filter are ignored. */
export function filtersFromParams(params: URLSearchParams, target: SearchTarget): FindFilters {
  return {
    search: cleanText(params.get('search')),
    location: cleanText(params.get('location')),
    subject: target === 'teacher' ? oneOf(FIND_SUBJECT_OPTIONS, params.get('subject')) : '',
    class: target === 'student' ? oneOf(FIND_CLASS_OPTIONS, params.get('class')) : '',
    verified: oneOf(VERIFICATION_FILTERS, params.get('verified')) || 'all',
  };
}

/** Trims the text fields and drops the filter that does not apply to the target. */
export function normalizeFilters(filters: FindFilters, target: SearchTarget): FindFilters {
  return {
    search: cleanText(filters.search),
    location: cleanText(filters.location),
    subject: target === 'teacher' ? filters.subject : '',
    class: target === 'student' ? filters.class : '',
    verified: filters.verified,
  };
}

/** New URL parameters: the other parameters (tab, view) kept, the filters replaced; defaults are left out. */
export function writeFilters(params: URLSearchParams, filters: FindFilters, target: SearchTarget): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_PARAMS) next.delete(key);
  const clean = normalizeFilters(filters, target);
  for (const key of FILTER_PARAMS) {
    const value = clean[key];
    if (value && !(key === 'verified' && value === 'all')) next.set(key, value);
  }
  return next;
}

export function hasFilterParams(params: URLSearchParams): boolean {
  return FILTER_PARAMS.some((key) => params.has(key));
}

const VERIFICATION_LABELS = {
  all: 'verification.all',
  verified: 'verification.verified',
  not_verified: 'verification.notVerified',
} as const satisfies Record<VerificationFilter, string>;
export function verificationLabel(t: TFunction<'search'>, value: VerificationFilter): string {
  return t(VERIFICATION_LABELS[value]);
}

const SUBJECT_LABELS = {
  Mathematics: 'subjects.Mathematics',
  Science: 'subjects.Science',
  English: 'subjects.English',
  Physics: 'subjects.Physics',
  Chemistry: 'subjects.Chemistry',
  Biology: 'subjects.Biology',
  History: 'subjects.History',
  Geography: 'subjects.Geography',
} as const satisfies Record<FindSubject, string>;
/** A find-page subject option in the active language ("Mathematics" / "गणित"); the filter value stays English. */
export function subjectLabel(t: TFunction<'search'>, subject: FindSubject): string {
  return t(SUBJECT_LABELS[subject]);
}

const CLASS_LABELS = {
  '1st': 'classes.1st',
  '2nd': 'classes.2nd',
  '3rd': 'classes.3rd',
  '4th': 'classes.4th',
  '5th': 'classes.5th',
  '6th': 'classes.6th',
  '7th': 'classes.7th',
  '8th': 'classes.8th',
  '9th': 'classes.9th',
  '10th': 'classes.10th',
  '11th': 'classes.11th',
  '12th': 'classes.12th',
} as const satisfies Record<FindClass, string>;
/** A find-page class option in the active language ("10th" / "10वीं"). */
export function classLabel(t: TFunction<'search'>, value: FindClass): string {
  return t(CLASS_LABELS[value]);
}

export interface ActiveFilter {
  key: FilterKey;
  /** "Subject: Mathematics"; the remove button is named "Remove filter {label}". */
  label: string;
}

/** The filters that narrow the search, in form order, for the removable badges. */
export function activeFilters(t: TFunction<'search'>, filters: FindFilters): ActiveFilter[] {
  const list: ActiveFilter[] = [];
  if (filters.search) list.push({ key: 'search', label: t('activeFilters.search', { value: filters.search }) });
  if (filters.location) list.push({ key: 'location', label: t('activeFilters.location', { value: filters.location }) });
  if (filters.subject) list.push({ key: 'subject', label: t('activeFilters.subject', { value: subjectLabel(t, filters.subject) }) });
  if (filters.class) list.push({ key: 'class', label: t('activeFilters.class', { value: classLabel(t, filters.class) }) });
  if (filters.verified !== 'all') {
    list.push({ key: 'verified', label: t('activeFilters.verification', { value: verificationLabel(t, filters.verified) }) });
  }
  return list;
}

/** How many filters narrow the search (the Filters button's badge). */
export function activeFilterCount(filters: FindFilters): number {
  return [filters.search, filters.location, filters.subject, filters.class, filters.verified !== 'all'].filter(Boolean).length;
}

export function withoutFilter(filters: FindFilters, key: FilterKey): FindFilters {
  return { ...filters, [key]: EMPTY_FILTERS[key] };
}

/** The API's query for these filters, typed by the contract so the parameter names cannot drift. */
export function searchQuery(target: 'teacher', filters: FindFilters, limit?: number): SearchTeachersQuery;
export function searchQuery(target: 'student', filters: FindFilters, limit?: number): SearchStudentsQuery;
export function searchQuery(
  target: SearchTarget,
  filters: FindFilters,
  limit?: number,
): SearchTeachersQuery | SearchStudentsQuery;
export function searchQuery(
  target: SearchTarget,
  filters: FindFilters,
  limit = SEARCH_PAGE_SIZE,
): SearchTeachersQuery | SearchStudentsQuery {
  const clean = normalizeFilters(filters, target);
  const common = { search: clean.search || undefined, location: clean.location || undefined };
  return target === 'teacher'
    ? ({ ...common, subject: clean.subject || undefined, subjects: undefined, verified: clean.verified, limit } satisfies SearchTeachersQuery)
    : ({ ...common, class: clean.class || undefined, verified: clean.verified, limit } satisfies SearchStudentsQuery);
}

export function searchEndpoint(target: SearchTarget): '/api/search/teachers' | '/api/search/students' {
  return target === 'teacher' ? '/api/search/teachers' : '/api/search/students';
}

/** "/api/search/teachers?search=maths&subject=Mathematics&limit=24": empty values and verified=all left out. */
export function searchPath(target: SearchTarget, filters: FindFilters, limit = SEARCH_PAGE_SIZE): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(searchQuery(target, filters, limit))) {
    if (value === undefined || value === '' || (key === 'verified' && value === 'all')) continue;
    params.set(key, String(value));
  }
  return `${searchEndpoint(target)}?${params}`;
}

/** The find page's two modes (spec §4) and its two layouts, also kept in the URL. */
export const FIND_TABS = ['nearest', 'all'] as const;
export type FindTab = (typeof FIND_TABS)[number];
export const VIEW_MODES = ['grid', 'list'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

/** `?tab=`, else All when the URL carries filters (a shared search link), else Nearest. */
export function tabFromParams(params: URLSearchParams): FindTab {
  return oneOf(FIND_TABS, params.get('tab')) || (hasFilterParams(params) ? 'all' : 'nearest');
}

export function viewFromParams(params: URLSearchParams): ViewMode {
  return oneOf(VIEW_MODES, params.get('view')) || 'grid';
}

/** Sets one parameter; with a default, the default value is left out of the URL. */
export function withParam(params: URLSearchParams, key: 'tab' | 'view', value: string, defaultValue?: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === defaultValue) next.delete(key);
  else next.set(key, value);
  return next;
}
