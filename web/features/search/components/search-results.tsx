import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { CircleAlert, LoaderCircle, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Tooltip } from 'radix-ui';
import type { SearchResult } from '../../../../contract/search.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
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
  const loadMoreFailed = query.isFetchNextPageError;

  return (
    <Tooltip.Provider delayDuration={200}>
      <div className="grid gap-6">
        <ul
          aria-label={target === 'teacher' ? 'Teachers' : 'Students'}
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
        {loadMoreFailed ? (
          <p role="alert" className="flex flex-wrap items-center justify-center gap-2 text-sm text-slate-700">
            <CircleAlert aria-hidden="true" className="size-4 text-red-600" />
            {errorMessage(query.error, 'Could not load more results.')}
          </p>
        ) : null}
        {query.hasNextPage ? (
          <Button
            variant="outline"
            className="mx-auto w-full sm:w-auto sm:min-w-40"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage || undefined}
          >
            {query.isFetchingNextPage ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : loadMoreFailed ? (
              <RotateCw aria-hidden="true" />
            ) : null}
            Load more
          </Button>
        ) : null}
      </div>
    </Tooltip.Provider>
  );
}
