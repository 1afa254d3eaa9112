import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { EMPTY_PANEL_FILTERS, filtersFromLocation, locationForFilters, type PanelFilters } from '../lib/panel-filters.ts';

/**
 * The control panel's filters in the URL (path for Teachers, ?search, ?type=student, ?state), so reload,
 * back/forward and shared links keep them. Choices add a history entry; typing replaces the current one.
 */
export function usePanelParams() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { search, type, state } = filtersFromLocation(pathname, params);
  // A new object only when a filter changes, so the list's query key stays put otherwise.
  const filters = useMemo<PanelFilters>(() => ({ search, type, state }), [search, type, state]);

  const setFilters = useCallback(
    (patch: Partial<PanelFilters>, options: { replace?: boolean } = {}) => {
      const next = locationForFilters(pathname, params, { ...filtersFromLocation(pathname, params), ...patch });
      void navigate(next, { replace: options.replace });
    },
    [navigate, params, pathname],
  );
  const clearFilters = useCallback(() => {
    void navigate(locationForFilters(pathname, params, EMPTY_PANEL_FILTERS));
  }, [navigate, params, pathname]);

  return { filters, setFilters, clearFilters };
}
