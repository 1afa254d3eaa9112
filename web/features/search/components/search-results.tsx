import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Tooltip } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { SearchResult } from '../../../../contract/search.ts';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { cn } from '../../../lib/utils.ts';
import type { SearchData } from '../api/search-users.ts';
import type { SearchTarget, ViewMode } from '../lib/filters.ts';
import { SearchResultCard } from './search-result-card.tsx';
import { SearchEmpty, SearchError, SearchLoading } from './search-states.tsx';
import type { CardActionRenderer } from '../../../lib/card-target.ts';

interface SearchResultsProps {
  target: SearchTarget;
  query: UseInfiniteQueryResult<SearchData, Error>;
  view: ViewMode;
  /** Each card's first action, from the route (Send Request). */
  renderRequestAction?: CardActionRenderer;
  renderActions?: (result: SearchResult) => ReactNode;
}

/** The loaded pages as cards, with Load more, and the loading, empty and error states. */
export function SearchResults({ target, query, view, renderRequestAction, renderActions }: SearchResultsProps) {
  const { t } = useTranslation('search');
  if (query.isPending) return <SearchLoading target={target} />;
  if (query.isError && !query.data) {
    return <SearchError target={target} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const results = query.data.pages.flatMap((page) => page.results);
  if (!results.length) {
    // A failed refetch over an empty list still offers a retry.
    return query.isError ? (
      <SearchError target={target} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    ) : (
      <SearchEmpty target={target} />
    );
  }

  return (
    <Tooltip.Provider delayDuration={200}>
      <div className="grid gap-6">
        <ul
          aria-label={target === 'teacher' ? t('results.listTeachers') : t('results.listStudents')}
          aria-busy={query.isPlaceholderData || undefined}
          className={cn(
            'grid gap-4 transition-opacity',
            view === 'grid' ? 'sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-1',
            query.isPlaceholderData && 'opacity-60',
          )}
        >
          {results.map((result) => (
            <li key={result.id} className="min-w-0">
              <SearchResultCard result={result} view={view} renderRequestAction={renderRequestAction} actions={renderActions?.(result)} />
            </li>
          ))}
        </ul>
        <LoadMore query={query} failedText={t('results.loadMoreFailed')} />
      </div>
    </Tooltip.Provider>
  );
}
