import { useCallback, useMemo } from 'react';
import { useSearchParamsState } from '../../../lib/use-search-params-state.ts';
import { clearedFilters, filtersFromParams, writeFilters, type RequirementFilters } from '../lib/filters.ts';

/**
 * The requirements screen's filters in the URL, so reload, back/forward and shared links keep them. Choices
 * (subject, band, sort) add a history entry; typing replaces the current one.
 */
export function useRequirementParams() {
  const [params, setParams] = useSearchParamsState();
  const key = writeFilters(new URLSearchParams(), filtersFromParams(params)).toString();
  const filters = useMemo(() => filtersFromParams(new URLSearchParams(key)), [key]);

  const setFilters = useCallback(
    (patch: Partial<RequirementFilters>, options: { replace?: boolean } = {}) =>
      setParams((prev) => writeFilters(prev, { ...filtersFromParams(prev), ...patch }), { replace: options.replace }),
    [setParams],
  );
  const clearFilters = useCallback(
    () => setParams((prev) => writeFilters(prev, clearedFilters(filtersFromParams(prev)))),
    [setParams],
  );

  return { filters, setFilters, clearFilters };
}
