import { LoadMore } from '../../../components/ui/load-more.tsx';
import type { SupportStatus } from '../../../../contract/support.ts';
import type { useSupportConversations } from '../api/get-support-conversations.ts';
import { SUPPORT_STATUS_LABELS, supportConversationHref } from '../lib/support-view.ts';
import { SupportConversationRow } from './support-conversation-row.tsx';
import { SupportEmpty, SupportError, SupportLoading } from './support-states.tsx';

interface SupportConversationListProps {
  query: ReturnType<typeof useSupportConversations>;
  status: SupportStatus | null;
  openUserId: string | null;
}

/** Users' support threads, latest message first, with Load more. */
export function SupportConversationList({ query, status, openUserId }: SupportConversationListProps) {
  const conversations = query.data?.pages.flatMap((page) => page.conversations) ?? [];
  if (query.isPending) return <SupportLoading text="Loading conversations..." />;
  if (!conversations.length && query.isError) {
    return (
      <SupportError title="Could not load conversations" error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  if (!conversations.length) {
    return status ? (
      <SupportEmpty text={`No ${SUPPORT_STATUS_LABELS[status].toLowerCase()} conversations`} />
    ) : (
      <SupportEmpty text="No support conversations yet" hint="Chats students and teachers start with support appear here." />
    );
  }
  return (
    <div className="grid grid-cols-1 gap-3">
      <ul aria-label="Support conversations" className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        {conversations.map((conversation) => (
          <SupportConversationRow
            key={conversation.userId}
            conversation={conversation}
            to={supportConversationHref(conversation.userId, status)}
            selected={conversation.userId === openUserId}
          />
        ))}
      </ul>
      <LoadMore query={query} failedText="Could not load more conversations." />
    </div>
  );
}
