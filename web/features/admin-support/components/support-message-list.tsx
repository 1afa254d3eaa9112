import { LoadMore } from '../../../components/ui/load-more.tsx';
import type { SupportMessage } from '../../../../contract/support.ts';
import type { useSupportMessages } from '../api/get-support-messages.ts';
import { SUPPORT_FILTER_LABELS, SUPPORT_FILTERS, type SupportFilter } from '../lib/support-view.ts';
import { SupportFilterButtons } from './support-filter-buttons.tsx';
import { SupportMessageRow } from './support-message-row.tsx';
import { SupportEmpty, SupportError, SupportLoading } from './support-states.tsx';

interface SupportMessageListProps {
  query: ReturnType<typeof useSupportMessages>;
  messages: SupportMessage[];
  filter: SupportFilter;
  onFilterChange: (filter: SupportFilter) => void;
  selectedId: string | null;
}

const EMPTY_TEXT: Record<SupportFilter, string> = {
  all: 'No support messages yet',
  open: 'No open support messages',
  replied: 'No replied support messages',
  closed: 'No closed support messages',
};

/** The All / Open / Replied / Closed filter and that list, newest first, with Load more. */
export function SupportMessageList({ query, messages, filter, onFilterChange, selectedId }: SupportMessageListProps) {
  return (
    <div className="grid grid-cols-1 content-start gap-4">
      <SupportFilterButtons label="Message status" options={SUPPORT_FILTERS} labels={SUPPORT_FILTER_LABELS} value={filter} onChange={onFilterChange} />
      {query.isPending ? (
        <SupportLoading text="Loading support messages..." />
      ) : !messages.length && query.isError ? (
        <SupportError
          title="Could not load support messages"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : !messages.length ? (
        <SupportEmpty text={EMPTY_TEXT[filter]} hint={filter === 'all' ? 'Messages students and teachers send to support appear here.' : undefined} />
      ) : (
        <>
          <ul aria-label={`${SUPPORT_FILTER_LABELS[filter]} support messages`} className="grid grid-cols-1 gap-3">
            {messages.map((message) => (
              <li key={message.id}>
                <SupportMessageRow message={message} filter={filter} selected={message.id === selectedId} />
              </li>
            ))}
          </ul>
          <LoadMore query={query} failedText="Could not load more messages." />
        </>
      )}
    </div>
  );
}
