import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { FIND_CLASS_OPTIONS, FIND_SUBJECT_OPTIONS } from '../../../../contract/constants.ts';
import {
  VERIFICATION_FILTERS,
  type PublicTutorsQuerySchema,
  type SearchStudentsQuery,
  type SearchTeachersQuerySchema,
} from '../../../../contract/search.ts';
import {
  boardLabel,
  feeRangeOf,
  languageLabel,
  MIN_RATINGS,
  minRatingLabel,
  modeLabel,
  PRICE_BANDS,
  priceBandLabel,
  SEARCH_SORTS,
  TEACHING_LANGUAGES,
  TEACHING_MODES,
  TUTOR_BOARDS,
  type MinRating,
  type PriceBand,
  type SearchSort,
  type TeachingLanguage,
  type TeachingMode,
  type TutorBoard,
} from './tutor-options.ts';

/** Who is being searched: students search teachers, teachers search students. */
export type SearchTarget = 'teacher' | 'student';
export type VerificationFilter = (typeof VERIFICATION_FILTERS)[number];
export type FindSubject = (typeof FIND_SUBJECT_OPTIONS)[number];
export type FindClass = (typeof FIND_CLASS_OPTIONS)[number];

/** The find page's filters (spec §2), as the form and the URL hold them: '' means "any". */
export interface FindFilters {
  /** Free text; for teachers it may name subjects, classes, boards, modes and a place ('ganit class 8 CBSE near Indiranagar'). */
  search: string;
  /** Teachers: a city, locality or PIN code searched around; students: matched as text. */
  location: string;
  /** Only when searching teachers. */
  subject: FindSubject | '';
  class: FindClass | '';
  verified: VerificationFilter;
  /** The rest only when searching teachers. */
  board: TutorBoard | '';
  mode: TeachingMode | '';
  /** A price band, per month. */
  fee: PriceBand | '';
  language: TeachingLanguage | '';
  minRating: MinRating | '';
  sort: SearchSort;
  /** The visitor's shared location (Use my location), 3 decimals. */
  lat: string;
  lng: string;
}
export type FilterKey = keyof FindFilters;

export const EMPTY_FILTERS: FindFilters = {
  search: '',
  location: '',
  subject: '',
  class: '',
  verified: 'all',
  board: '',
  mode: '',
  fee: '',
  language: '',
  minRating: '',
  sort: 'best',
  lat: '',
  lng: '',
};

/** Page size asked of the server; further pages follow its Link header. */
export const SEARCH_PAGE_SIZE = 24;
/** The contract's limit for the free-text and location fields. */
export const FILTER_TEXT_MAX = 100;

/** URL parameters the filters use (the signed-in API's names; the public API reads search as q and location as place). */
const FILTER_PARAMS = [
  'search', 'location', 'subject', 'class', 'verified', 'board', 'mode', 'fee', 'language', 'minRating', 'sort', 'lat', 'lng',
] as const satisfies readonly FilterKey[];
/** The filters only a teacher search has. */
const TEACHER_ONLY = ['subject', 'board', 'mode', 'fee', 'language', 'minRating', 'sort', 'lat', 'lng'] as const satisfies readonly FilterKey[];
const DEFAULTS: Partial<Record<FilterKey, string>> = { verified: 'all', sort: 'best' };

function oneOf<T extends string>(options: readonly T[], value: string | null): T | '' {
  return value !== null && (options as readonly string[]).includes(value) ? (value as T) : '';
}

function cleanText(value: string | null): string {
  return (value ?? '').trim().slice(0, FILTER_TEXT_MAX);
}

/** A latitude or longitude from the URL, to 3 decimals (~100 m), or '' when it is none. */
function coordinate(value: string | null, limit: number): string {
  const n = Number(value);
  return value !== null && value.trim() !== '' && Number.isFinite(n) && Math.abs(n) <= limit ? String(Math.round(n * 1000) / 1000) : '';
}

/** Reads the filters from the URL; unknown values and the other target's filters are ignored. */
export function filtersFromParams(params: URLSearchParams, target: SearchTarget): FindFilters {
  const lat = coordinate(params.get('lat'), 90);
  const lng = coordinate(params.get('lng'), 180);
  return normalizeFilters(
    {
      search: params.get('search') ?? '',
      location: params.get('location') ?? '',
      subject: oneOf(FIND_SUBJECT_OPTIONS, params.get('subject')),
      class: oneOf(FIND_CLASS_OPTIONS, params.get('class')),
      verified: oneOf(VERIFICATION_FILTERS, params.get('verified')) || 'all',
      board: oneOf(TUTOR_BOARDS, params.get('board')),
      mode: oneOf(TEACHING_MODES, params.get('mode')),
      fee: oneOf(PRICE_BANDS, params.get('fee')),
      language: oneOf(TEACHING_LANGUAGES, params.get('language')),
      minRating: oneOf(MIN_RATINGS, params.get('minRating')),
      sort: oneOf(SEARCH_SORTS, params.get('sort')) || 'best',
      lat: lat && lng ? lat : '',
      lng: lat && lng ? lng : '',
    },
    target,
  );
}

/** Trims the text fields and drops the filters that do not apply to the target. */
export function normalizeFilters(filters: FindFilters, target: SearchTarget): FindFilters {
  const clean: FindFilters = { ...filters, search: cleanText(filters.search), location: cleanText(filters.location) };
  if (target === 'student') for (const key of TEACHER_ONLY) (clean as unknown as Record<string, string>)[key] = EMPTY_FILTERS[key];
  return clean;
}

/** New URL parameters: the other parameters (tab, view) kept, the filters replaced; defaults are left out. */
export function writeFilters(params: URLSearchParams, filters: FindFilters, target: SearchTarget): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_PARAMS) next.delete(key);
  const clean = normalizeFilters(filters, target);
  for (const key of FILTER_PARAMS) {
    const value = clean[key];
    if (value && value !== DEFAULTS[key]) next.set(key, value);
  }
  return next;
}

export function hasFilterParams(params: URLSearchParams): boolean {
  return FILTER_PARAMS.some((key) => key !== 'sort' && params.has(key));
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
  const add = (key: FilterKey, label: string) => list.push({ key, label });
  if (filters.search) add('search', t('activeFilters.search', { value: filters.search }));
  if (filters.location) add('location', t('activeFilters.location', { value: filters.location }));
  if (filters.lat) add('lat', t('activeFilters.nearMe'));
  if (filters.subject) add('subject', t('activeFilters.subject', { value: subjectLabel(t, filters.subject) }));
  if (filters.class) add('class', t('activeFilters.class', { value: classLabel(t, filters.class) }));
  if (filters.board) add('board', t('activeFilters.board', { value: boardLabel(t, filters.board) }));
  if (filters.mode) add('mode', t('activeFilters.mode', { value: modeLabel(t, filters.mode) }));
  if (filters.fee) add('fee', t('activeFilters.fee', { value: priceBandLabel(t, filters.fee) }));
  if (filters.language) add('language', t('activeFilters.language', { value: languageLabel(t, filters.language) }));
  if (filters.minRating) add('minRating', t('activeFilters.minRating', { value: minRatingLabel(t, filters.minRating) }));
  if (filters.verified !== 'all') add('verified', t('activeFilters.verification', { value: verificationLabel(t, filters.verified) }));
  return list;
}

/** How many filters narrow the search (the Filters button's badge); the order is no filter. */
export function activeFilterCount(filters: FindFilters): number {
  const { search, location, subject, class: cls, board, mode, fee, language, minRating, lat } = filters;
  return [search, location, subject, cls, board, mode, fee, language, minRating, lat, filters.verified !== 'all'].filter(Boolean).length;
}

export function withoutFilter(filters: FindFilters, key: FilterKey): FindFilters {
  // The shared location is one filter of two parameters.
  if (key === 'lat' || key === 'lng') return { ...filters, lat: '', lng: '' };
  return { ...filters, [key]: EMPTY_FILTERS[key] };
}

/** Whether distances can be measured: a place typed, or a shared location (a signed-in viewer's own may also do). */
export const hasSearchPoint = (filters: FindFilters) => !!(filters.location || filters.lat);

type TeachersQueryInput = z.input<typeof SearchTeachersQuerySchema>;
type PublicTutorsQueryInput = z.input<typeof PublicTutorsQuerySchema>;

/** The teacher filters both APIs share, typed by the contract so the parameter names cannot drift. */
function tutorFilterQuery(clean: FindFilters) {
  return {
    subject: clean.subject || undefined,
    class: clean.class || undefined,
    board: clean.board || undefined,
    mode: clean.mode || undefined,
    language: clean.language || undefined,
    ...(clean.fee ? feeRangeOf(clean.fee) : {}),
    minRating: clean.minRating ? Number(clean.minRating) : undefined,
    sort: clean.sort === 'best' ? undefined : clean.sort,
    place: clean.location || undefined,
    lat: clean.lat ? Number(clean.lat) : undefined,
    lng: clean.lng ? Number(clean.lng) : undefined,
  } satisfies Partial<TeachersQueryInput & PublicTutorsQueryInput>;
}

/** The signed-in API's query for these filters. */
export function searchQuery(target: 'teacher', filters: FindFilters, limit?: number): TeachersQueryInput;
export function searchQuery(target: 'student', filters: FindFilters, limit?: number): SearchStudentsQuery;
export function searchQuery(target: SearchTarget, filters: FindFilters, limit?: number): TeachersQueryInput | SearchStudentsQuery;
export function searchQuery(target: SearchTarget, filters: FindFilters, limit = SEARCH_PAGE_SIZE): TeachersQueryInput | SearchStudentsQuery {
  const clean = normalizeFilters(filters, target);
  return target === 'teacher'
    ? ({ search: clean.search || undefined, ...tutorFilterQuery(clean), verified: clean.verified, limit } satisfies TeachersQueryInput)
    : ({
        search: clean.search || undefined,
        location: clean.location || undefined,
        class: clean.class || undefined,
        verified: clean.verified,
        limit,
      } satisfies SearchStudentsQuery);
}

export function searchEndpoint(target: SearchTarget): '/api/search/teachers' | '/api/search/students' {
  return target === 'teacher' ? '/api/search/teachers' : '/api/search/students';
}

function pathOf(endpoint: string, query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || (key === 'verified' && value === 'all')) continue;
    params.set(key, String(value));
  }
  return `${endpoint}?${params}`;
}

/** "/api/search/teachers?search=maths&subject=Mathematics&limit=24": empty values and defaults left out. */
export function searchPath(target: SearchTarget, filters: FindFilters, limit = SEARCH_PAGE_SIZE): string {
  return pathOf(searchEndpoint(target), searchQuery(target, filters, limit));
}

/** The public tutor search's first page: "/api/tutors?q=ganit+class+8&place=Indiranagar&limit=24". */
export function publicTutorsPath(filters: FindFilters, limit = SEARCH_PAGE_SIZE): string {
  const clean = normalizeFilters(filters, 'teacher');
  return pathOf('/api/tutors', { q: clean.search || undefined, ...tutorFilterQuery(clean), limit } satisfies PublicTutorsQueryInput);
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
