import { ArrowLeft, CircleAlert, LoaderCircle, Eye, MessagesSquare, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminConversation } from '../../../../contract/admin-monitoring.ts';
import { Button } from '../../../components/ui/button.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { StateBox } from '../../../components/ui/state-box.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useConversationThread } from '../api/get-conversation-thread.ts';
import { threadParticipants, threadSide, userTypeLabel, type OpenPair } from '../lib/monitoring-view.ts';
import { ParticipantAvatar } from './participant-avatar.tsx';
import { ThreadMessage } from './thread-message.tsx';

interface ConversationThreadProps {
  pair: OpenPair;
  /** The list row of this pair, when loaded: names show before the messages arrive. */
  listed?: AdminConversation;
  /** The list with the current search, for the small-screen back link. */
  backTo: string;
}

/** The read-only thread of one pair: participant[0] on the left, participant[1] on the right, oldest first. */
export function ConversationThread({ pair, listed, backTo }: ConversationThreadProps) {
  const query = useConversationThread(pair.userA, pair.userB);
  const messages = query.data?.pages.flatMap((page) => page.messages) ?? [];
  const participants = threadParticipants(pair, messages, listed);

  return (
    <section aria-labelledby="thread-title" className="flex min-w-0 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <header className="border-b border-slate-200 px-4 py-3">
        <Link
          to={backTo}
          className="mb-2 inline-flex items-center gap-1 rounded text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 lg:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to conversations
        </Link>
        <h2 id="thread-title" className="text-base font-semibold text-slate-900">
          {participants ? `${participants[0].name} & ${participants[1].name}` : 'Conversation'}
        </h2>
        {participants ? (
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
            {participants.map((p, index) => (
              <span key={p.id} className="flex min-w-0 items-center gap-2">
                <ParticipantAvatar participant={p} className="size-7 text-[10px]" />
                <span className="min-w-0 truncate">
                  <span className="font-medium text-slate-800">{p.name}</span> ({userTypeLabel(p.userType)}, {index === 0 ? 'left' : 'right'})
                </span>
              </span>
            ))}
          </div>
        ) : null}
        <p className="mt-2 flex items-center gap-1.5 text-xs text-slate-600">
          <Eye aria-hidden="true" className="size-3.5" />
          Read-only thread: you cannot reply here.
        </p>
      </header>
      <div className="bg-slate-50 px-3 py-4 sm:px-4">
        {query.isPending ? (
          <StateBox icon={<LoaderCircle aria-hidden="true" className="size-5 animate-spin text-indigo-600" />} role="status" className="border-none bg-transparent">
            <p className="text-sm text-slate-600">Loading messages...</p>
          </StateBox>
        ) : query.isError && !query.data ? (
          <StateBox icon={<CircleAlert aria-hidden="true" className="size-5 text-red-600" />} role="alert" className="bg-white">
            <p className="font-semibold text-slate-900">Could not load this conversation</p>
            <p className="text-sm text-slate-600">{errorMessage(query.error, 'Please try again.')}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
              <RotateCw aria-hidden="true" />
              Retry
            </Button>
          </StateBox>
        ) : messages.length === 0 ? (
          <StateBox icon={<MessagesSquare aria-hidden="true" className="size-5" />} role="status" className="bg-white">
            <p className="font-semibold text-slate-900">No messages in this conversation</p>
          </StateBox>
        ) : (
          <div className="grid gap-4">
            <ol aria-label="Messages" className="flex flex-col gap-3">
              {messages.map((message) => (
                <ThreadMessage key={message.id} message={message} side={threadSide(message, pair)} />
              ))}
            </ol>
            <LoadMore query={query} failedText="Could not load more messages." />
          </div>
        )}
      </div>
    </section>
  );
}
