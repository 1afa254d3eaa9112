import { useCallback, useMemo } from 'react';
import { useSearchParamsState } from '../../../lib/use-search-params-state.ts';
import {
  EMPTY_FILTERS,
  filtersFromParams,
  tabFromParams,
  viewFromParams,
  withParam,
  writeFilters,
  type FindFilters,
  type FindTab,
  type SearchTarget,
  type ViewMode,
} from '../lib/filters.ts';

/**
 * The find page's state in the URL (so back/forward and reload keep it, and a search can be shared): the filters,
 * the tab and the layout. A new search adds a history entry; switching tab or layout replaces the current one.
 * Signed out there are no tabs (`tabs: false`).
 */
export function useFindParams(target: SearchTarget, { tabs = true }: { tabs?: boolean } = {}) {
  const [params, setParams] = useSearchParamsState();
  // A new object only when the filters change (not the tab or layout), so the form is not reset by those.
  const filterKey = writeFilters(new URLSearchParams(), filtersFromParams(params, target), target).toString();
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(filterKey), target), [filterKey, target]);
  const tab = tabFromParams(params);
  const view = viewFromParams(params);

  const applyFilters = useCallback(
    (next: FindFilters) =>
      setParams((prev) => (tabs ? withParam(writeFilters(prev, next, target), 'tab', 'all') : writeFilters(prev, next, target))),
    [setParams, target, tabs],
  );
  const clearFilters = useCallback(() => applyFilters(EMPTY_FILTERS), [applyFilters]);
  /** Changes filters and stays on the Nearest tab (its own controls), in the same history entry. */
  const updateFilters = useCallback(
    (next: FindFilters) => setParams((prev) => withParam(writeFilters(prev, next, target), 'tab', 'nearest'), { replace: true }),
    [setParams, target],
  );
  const setTab = useCallback(
    (next: FindTab) => setParams((prev) => withParam(prev, 'tab', next), { replace: true }),
    [setParams],
  );
  const setView = useCallback(
    (next: ViewMode) => setParams((prev) => withParam(prev, 'view', next, 'grid'), { replace: true }),
    [setParams],
  );

  return { filters, tab, view, applyFilters, clearFilters, updateFilters, setTab, setView };
}
