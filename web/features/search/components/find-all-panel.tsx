import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchResult } from '../../../../contract/search.ts';
import type { CardActionRenderer } from '../../../lib/card-target.ts';
import { useSearchUsers } from '../api/search-users.ts';
import { activeFilters, searchPath, withoutFilter, type FindFilters, type SearchTarget, type ViewMode } from '../lib/filters.ts';
import { foundText } from '../lib/format.ts';
import { ActiveFilters } from './active-filters.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { SearchResults } from './search-results.tsx';

interface FindAllPanelProps {
  target: SearchTarget;
  filters: FindFilters;
  view: ViewMode;
  onApply: (filters: FindFilters) => void;
  onClear: () => void;
  /** Each card's first action, from the route (Send Request). */
  renderRequestAction?: CardActionRenderer;
  renderActions?: (result: SearchResult) => ReactNode;
  /** Shown above the results (the route's stats strip). */
  stats?: ReactNode;
}

/** The All tab: filters, the filters in effect as badges, the 'Found N' count and the results. */
export function FindAllPanel({ target, filters, view, onApply, onClear, renderRequestAction, renderActions, stats }: FindAllPanelProps) {
  const { t } = useTranslation('search');
  const headingId = useId();
  const query = useSearchUsers(target, filters);
  const count = query.data?.pages.reduce((sum, page) => sum + page.results.length, 0) ?? 0;
  const showCount = !!query.data && !query.isPlaceholderData && !(query.isError && !count);

  // Find with unchanged filters searches again instead of doing nothing.
  const apply = (next: FindFilters) => {
    if (searchPath(target, next) === searchPath(target, filters)) void query.refetch();
    else onApply(next);
  };

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <FilterPanel target={target} filters={filters} onApply={apply} onClear={onClear} />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {target === 'teacher' ? t('results.allTeachers') : t('results.allStudents')}
        </h2>
        <p aria-live="polite" aria-atomic="true" className="text-sm font-semibold text-slate-700" data-testid="found-count">
          {showCount ? foundText(t, count, query.hasNextPage) : null}
        </p>
      </div>
      {stats}
      <ActiveFilters filters={activeFilters(t, filters)} onRemove={(key) => onApply(withoutFilter(filters, key))} />
      <SearchResults target={target} query={query} view={view} renderRequestAction={renderRequestAction} renderActions={renderActions} />
    </section>
  );
}
