import { ADMIN_USER_STATES, type AdminUserState } from '../../../../contract/admin-users.ts';

/**
 * The control panel's filters (spec §2: search by name or email, All / Students / Teachers, plus a state) and
 * their place in the URL. /admin/teachers means the Teachers filter; /admin/panel and /admin/users mean All
 * unless ?type=student. `search` and `state` are query parameters on all three paths.
 */
export type UserTypeFilter = 'all' | 'student' | 'teacher';

export interface PanelFilters {
  search: string;
  type: UserTypeFilter;
  /** '' is any state. */
  state: AdminUserState | '';
}

export const EMPTY_PANEL_FILTERS: PanelFilters = { search: '', type: 'all', state: '' };

export const PANEL_PATH = '/admin/panel';
export const USERS_PATH = '/admin/users';
export const TEACHERS_PATH = '/admin/teachers';

/** The contract's limit for `search`. */
export const SEARCH_MAX_LENGTH = 100;
/** Users per page; further pages follow the Link header. */
export const USERS_PAGE_SIZE = 20;

export const USER_TYPE_FILTERS: { value: UserTypeFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'student', label: 'Students' },
  { value: 'teacher', label: 'Teachers' },
];

/** The state select's options; '' is 'Any state'. */
export const USER_STATE_OPTIONS: { value: AdminUserState | ''; label: string }[] = [
  { value: '', label: 'Any state' },
  { value: 'active', label: 'Active' },
  { value: 'banned', label: 'Banned' },
  { value: 'kyc_pending', label: 'KYC pending' },
  { value: 'verified', label: 'Verified' },
];

export function cleanSearch(value: string | null | undefined): string {
  return (value ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
}

function isUserState(value: string | null): value is AdminUserState {
  return value !== null && (ADMIN_USER_STATES as readonly string[]).includes(value);
}

/** Reads the filters from the path and the query; unknown values are ignored. */
export function filtersFromLocation(pathname: string, params: URLSearchParams): PanelFilters {
  const typeParam = params.get('type');
  const type: UserTypeFilter =
    stripSlash(pathname) === TEACHERS_PATH ? 'teacher' : typeParam === 'student' || typeParam === 'teacher' ? typeParam : 'all';
  const state = params.get('state');
  return { search: cleanSearch(params.get('search')), type, state: isUserState(state) ? state : '' };
}

function stripSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Where the filters live: Teachers is /admin/teachers; leaving Teachers from there goes to /admin/users; otherwise
 * the current path stays. Other parameters are kept; defaults are left out.
 */
export function locationForFilters(
  pathname: string,
  params: URLSearchParams,
  filters: PanelFilters,
): { pathname: string; search: string } {
  const current = stripSlash(pathname);
  const nextPath = filters.type === 'teacher' ? TEACHERS_PATH : current === TEACHERS_PATH ? USERS_PATH : current;
  const next = new URLSearchParams(params);
  for (const key of ['search', 'type', 'state']) next.delete(key);
  const search = cleanSearch(filters.search);
  if (search) next.set('search', search);
  if (filters.type === 'student') next.set('type', 'student');
  if (filters.state) next.set('state', filters.state);
  const query = next.toString();
  return { pathname: nextPath, search: query ? `?${query}` : '' };
}

export function hasActiveFilters(filters: PanelFilters): boolean {
  return !!cleanSearch(filters.search) || filters.type !== 'all' || !!filters.state;
}

/**
 * The first page's API path: GET /api/admin/teachers for Teachers, else GET /api/admin/users (with type=student for
 * Students).
 */
export function userListPath(filters: PanelFilters, limit: number = USERS_PAGE_SIZE): string {
  const query = new URLSearchParams();
  const search = cleanSearch(filters.search);
  if (search) query.set('search', search);
  if (filters.type === 'student') query.set('type', 'student');
  if (filters.state) query.set('state', filters.state);
  query.set('limit', String(limit));
  return `/api/admin/${filters.type === 'teacher' ? 'teachers' : 'users'}?${query.toString()}`;
}
