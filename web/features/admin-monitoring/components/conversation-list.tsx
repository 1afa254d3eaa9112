import { CircleAlert, LoaderCircle, MessagesSquare, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { StateBox } from '../../../components/ui/state-box.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useConversations } from '../api/get-conversations.ts';
import { conversationPath, isOpenConversation, type OpenPair } from '../lib/monitoring-view.ts';
import { ConversationRow } from './conversation-row.tsx';

interface ConversationListProps {
  search: string;
  open: OpenPair | null;
}

/** The conversations matching the search, latest message first, with Load more. */
export function ConversationList({ search, open }: ConversationListProps) {
  const query = useConversations(search);
  const conversations = query.data?.pages.flatMap((page) => page.conversations) ?? [];

  if (query.isPending) {
    return (
      <StateBox icon={<LoaderCircle aria-hidden="true" className="size-5 animate-spin text-indigo-600" />} role="status">
        <p className="text-sm text-slate-600">Loading conversations...</p>
      </StateBox>
    );
  }
  if (query.isError && !query.data) {
    return (
      <StateBox icon={<CircleAlert aria-hidden="true" className="size-5 text-red-600" />} role="alert">
        <p className="font-semibold text-slate-900">Could not load conversations</p>
        <p className="text-sm text-slate-600">{errorMessage(query.error, 'Please try again.')}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
          <RotateCw aria-hidden="true" />
          Retry
        </Button>
      </StateBox>
    );
  }
  if (conversations.length === 0) {
    return (
      <StateBox icon={<MessagesSquare aria-hidden="true" className="size-5" />} role="status">
        <p className="font-semibold text-slate-900">No conversations found</p>
        {search ? <p className="text-sm text-slate-600">Try another name or word.</p> : null}
      </StateBox>
    );
  }
  return (
    <div className="grid gap-3" aria-busy={query.isPlaceholderData || undefined}>
      <ul aria-label="Conversations" className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        {conversations.map((conversation) => {
          const [a, b] = conversation.participants;
          return (
            <ConversationRow
              key={`${a.id}:${b.id}`}
              conversation={conversation}
              to={conversationPath(conversation, search)}
              selected={isOpenConversation(conversation, open)}
            />
          );
        })}
      </ul>
      <LoadMore query={query} failedText="Could not load more conversations." />
    </div>
  );
}
