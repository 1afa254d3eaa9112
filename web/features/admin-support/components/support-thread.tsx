import { ArrowLeft, Lock, MessagesSquare } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { SupportConversation } from '../../../../contract/support.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSupportThread } from '../api/get-support-thread.ts';
import { threadBubbles, threadStatus } from '../lib/support-view.ts';
import { CloseConversationDialog } from './close-conversation-dialog.tsx';
import { SupportError, SupportLoading } from './support-states.tsx';
import { SupportStatusBadge } from './support-status-badge.tsx';
import { SupportThreadBubble } from './support-thread-bubble.tsx';
import { SupportThreadComposer } from './support-thread-composer.tsx';
import { SupportUserAvatar } from './support-user-avatar.tsx';
import { SupportUserTypeIcon } from './support-user-type-icon.tsx';

interface SupportThreadProps {
  userId: string;
  /** The list row of this user, when known: name, email, photo and type. */
  listed: SupportConversation | null;
  /** The list with its filter, for the small-screen back link. */
  backTo: string;
}

/** A user's support thread (refetched every 10 s): their messages on the left, replies on the right, and a reply box. */
export function SupportThread({ userId, listed, backTo }: SupportThreadProps) {
  const query = useSupportThread(userId);
  const messages = query.data ?? [];
  const bubbles = threadBubbles(messages);
  const status = threadStatus(messages, listed?.status ?? null);
  const name = listed?.userName ?? 'this user';
  const scroller = useRef<HTMLDivElement>(null);
  const lastKey = bubbles[bubbles.length - 1]?.key;

  // New messages (or a reply) scroll the thread to its end.
  useEffect(() => {
    const element = scroller.current;
    if (element && lastKey) element.scrollTop = element.scrollHeight;
  }, [lastKey]);

  return (
    <section aria-labelledby="support-thread-title" className="flex min-w-0 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <header className="grid grid-cols-1 gap-2 border-b border-slate-200 px-4 py-3">
        <Link
          to={backTo}
          className="inline-flex items-center gap-1 justify-self-start rounded text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 lg:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to conversations
        </Link>
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          {listed ? <SupportUserAvatar name={listed.userName} image={listed.userImage} /> : null}
          <div className="grid min-w-0 flex-1 grid-cols-1">
            <h2 id="support-thread-title" className="flex min-w-0 items-center gap-1.5 text-base font-semibold text-slate-900">
              <span className="min-w-0 truncate">{listed?.userName ?? 'Support conversation'}</span>
              {listed ? <SupportUserTypeIcon userType={listed.userType} /> : null}
            </h2>
            {listed ? <p className="truncate text-sm text-slate-600">{listed.userEmail}</p> : null}
          </div>
          {status ? <SupportStatusBadge status={status} /> : null}
          {status && status !== 'closed' ? <CloseConversationDialog userId={userId} userName={name} /> : null}
        </div>
        {status === 'closed' ? (
          <p role="note" className="flex items-start gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-600" />
            This conversation is closed. A new message from {name} reopens it.
          </p>
        ) : null}
      </header>
      {query.isPending ? (
        <div className="bg-slate-50 p-4">
          <SupportLoading text="Loading messages..." className="border-none bg-transparent" />
        </div>
      ) : query.isError && !query.data ? (
        <div className="bg-slate-50 p-4">
          <SupportError
            title={query.error instanceof ApiError && query.error.status === 404 ? 'Conversation not found' : 'Could not load this conversation'}
            error={query.error}
            onRetry={query.error instanceof ApiError && query.error.status < 500 ? undefined : () => void query.refetch()}
            retrying={query.isFetching}
          />
        </div>
      ) : bubbles.length === 0 ? (
        <div className="flex flex-col items-center gap-2 bg-slate-50 px-6 py-12 text-center" role="status">
          <MessagesSquare aria-hidden="true" className="size-5 text-slate-600" />
          <p className="font-semibold text-slate-900">No messages in this conversation</p>
        </div>
      ) : (
        <div
          ref={scroller}
          // Scrollable: reachable by keyboard so its messages can be scrolled without a mouse.
          tabIndex={0}
          role="region"
          aria-label={`Messages with ${name}`}
          className="max-h-[60vh] min-h-48 overflow-y-auto bg-slate-50 px-3 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 sm:px-4"
        >
          <ol aria-label="Messages" className="flex flex-col gap-3">
            {bubbles.map((bubble) => (
              <SupportThreadBubble key={bubble.key} bubble={bubble} userName={listed?.userName ?? 'User'} />
            ))}
          </ol>
        </div>
      )}
      {query.isError && !query.data ? null : <SupportThreadComposer key={userId} userId={userId} userName={name} />}
    </section>
  );
}
