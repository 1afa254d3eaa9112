import { describe, expect, it } from 'vitest';
import {
  EMPTY_PANEL_FILTERS,
  filtersFromLocation,
  hasActiveFilters,
  locationForFilters,
  userListPath,
  type PanelFilters,
} from './panel-filters.ts';

const params = (query = '') => new URLSearchParams(query);

describe('filtersFromLocation', () => {
  it('preselects All on /admin/panel and /admin/users, Teachers on /admin/teachers', () => {
    expect(filtersFromLocation('/admin/panel', params())).toEqual(EMPTY_PANEL_FILTERS);
    expect(filtersFromLocation('/admin/users', params())).toEqual(EMPTY_PANEL_FILTERS);
    expect(filtersFromLocation('/admin/teachers', params()).type).toBe('teacher');
    expect(filtersFromLocation('/admin/teachers/', params('type=student')).type).toBe('teacher');
  });

  it('reads search, type and state, trimming the search and ignoring unknown values', () => {
    expect(filtersFromLocation('/admin/users', params('search=%20Priya%20&type=student&state=banned'))).toEqual({
      search: 'Priya',
      type: 'student',
      state: 'banned',
    });
    expect(filtersFromLocation('/admin/users', params('type=admin&state=deleted'))).toEqual(EMPTY_PANEL_FILTERS);
    expect(filtersFromLocation('/admin/users', params(`search=${'a'.repeat(150)}`)).search).toHaveLength(100);
  });
});

describe('locationForFilters', () => {
  const filters = (patch: Partial<PanelFilters>): PanelFilters => ({ ...EMPTY_PANEL_FILTERS, ...patch });

  it('puts Teachers on /admin/teachers and leaves it for /admin/users', () => {
    expect(locationForFilters('/admin/panel', params(), filters({ type: 'teacher' }))).toEqual({ pathname: '/admin/teachers', search: '' });
    expect(locationForFilters('/admin/teachers', params(), filters({ type: 'all' }))).toEqual({ pathname: '/admin/users', search: '' });
    expect(locationForFilters('/admin/teachers', params(), filters({ type: 'student' }))).toEqual({
      pathname: '/admin/users',
      search: '?type=student',
    });
  });

  it('keeps the current path for All and Students, and writes only what is set', () => {
    expect(locationForFilters('/admin/panel', params('search=old'), filters({ search: ' new one ', state: 'kyc_pending' }))).toEqual({
      pathname: '/admin/panel',
      search: '?search=new+one&state=kyc_pending',
    });
    expect(locationForFilters('/admin/users', params('search=x&type=student'), EMPTY_PANEL_FILTERS)).toEqual({
      pathname: '/admin/users',
      search: '',
    });
  });

  it('keeps unrelated parameters', () => {
    expect(locationForFilters('/admin/panel', params('debug=1'), filters({ state: 'active' })).search).toBe('?debug=1&state=active');
  });

  it('round-trips through filtersFromLocation', () => {
    const chosen = filters({ search: 'rao', type: 'teacher', state: 'verified' });
    const { pathname, search } = locationForFilters('/admin/users', params(), chosen);
    expect(filtersFromLocation(pathname, params(search))).toEqual(chosen);
  });
});

describe('hasActiveFilters', () => {
  it('is false only for the defaults', () => {
    expect(hasActiveFilters(EMPTY_PANEL_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_PANEL_FILTERS, search: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_PANEL_FILTERS, type: 'teacher' })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_PANEL_FILTERS, state: 'banned' })).toBe(true);
  });
});

describe('userListPath', () => {
  it('asks /api/admin/teachers for Teachers and /api/admin/users otherwise', () => {
    expect(userListPath({ search: 'a b', type: 'teacher', state: 'verified' }, 5)).toBe(
      '/api/admin/teachers?search=a+b&state=verified&limit=5',
    );
    expect(userListPath({ search: '', type: 'student', state: '' }, 20)).toBe('/api/admin/users?type=student&limit=20');
    expect(userListPath(EMPTY_PANEL_FILTERS, 20)).toBe('/api/admin/users?limit=20');
  });
});
