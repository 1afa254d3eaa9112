import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { CircleAlert, LoaderCircle, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client.ts';
import { Button } from './button.tsx';

interface LoadMoreProps {
  query: Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'error' | 'fetchNextPage'>;
  /** Shown when the next page fails and the server said nothing usable, e.g. 'Could not load more results.' */
  failedText: string;
}

/** Under a paged list: why the last page failed, if it did, and Load more (Retry icon after a failure). */
export function LoadMore({ query, failedText }: LoadMoreProps) {
  const { t } = useTranslation();
  const failed = query.isFetchNextPageError;
  return (
    <>
      {failed ? (
        <p role="alert" className="flex flex-wrap items-center justify-center gap-2 text-sm text-slate-700">
          <CircleAlert aria-hidden="true" className="size-4 text-red-600" />
          {errorMessage(query.error, failedText)}
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
          ) : failed ? (
            <RotateCw aria-hidden="true" />
          ) : null}
          {t('ui.loadMore')}
        </Button>
      ) : null}
    </>
  );
}
