import { MousePointerClick } from 'lucide-react';
import { useState } from 'react';
import { useSearchParamsState } from '../../../lib/use-search-params-state.ts';
import type { SupportConversation } from '../../../../contract/support.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { cn } from '../../../lib/utils.ts';
import { useSupportConversations } from '../api/get-support-conversations.ts';
import { conversationStatusFromParam, SUPPORT_FILTER_LABELS, SUPPORT_FILTERS, supportConversationHref, type SupportFilter } from '../lib/support-view.ts';
import { SupportConversationList } from './support-conversation-list.tsx';
import { SupportFilterButtons } from './support-filter-buttons.tsx';
import { SupportThread } from './support-thread.tsx';

/** The open user's list row, or the last one seen (a filtered list may drop a thread the admin just answered or closed). */
function useOpenConversation(userId: string | null, listed: SupportConversation | undefined): SupportConversation | null {
  const [remembered, setRemembered] = useState<SupportConversation | null>(null);
  if (listed && listed !== remembered) setRemembered(listed);
  if (!userId) return null;
  return listed ?? (remembered?.userId === userId ? remembered : null);
}

/**
 * /admin/support-conversations and /admin/support-conversations/{userId} (spec §2): users' support threads, latest
 * first, and the chosen thread with a reply box. Wide screens show both side by side; below lg the thread replaces the
 * list, with Back to conversations.
 */
export function SupportConversationsScreen({ userId }: { userId: string | null }) {
  useDocumentTitle('Support Conversations');
  const [params, setParams] = useSearchParamsState();
  const status = conversationStatusFromParam(params.get('status'));
  const query = useSupportConversations(status);
  const open = useOpenConversation(
    userId,
    query.data?.pages.flatMap((page) => page.conversations).find((c) => c.userId === userId),
  );

  const selectStatus = (next: SupportFilter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete('status');
        else updated.set('status', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <div className="grid grid-cols-1 gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Support Conversations</h1>
        <p className="text-slate-600">Support chats with students and teachers, latest first.</p>
      </div>
      <div className="grid min-w-0 grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <section aria-label="Support conversation list" className={cn('grid min-w-0 grid-cols-1 content-start gap-4', userId && 'hidden lg:grid')}>
          <SupportFilterButtons
            label="Conversation status"
            options={SUPPORT_FILTERS}
            labels={SUPPORT_FILTER_LABELS}
            value={status ?? 'all'}
            onChange={selectStatus}
          />
          <SupportConversationList query={query} status={status} openUserId={userId} />
        </section>
        <div className={cn('min-w-0', !userId && 'hidden lg:block')}>
          {userId ? (
            <SupportThread key={userId} userId={userId} listed={open} backTo={supportConversationHref(null, status)} />
          ) : (
            <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
              <MousePointerClick aria-hidden="true" className="size-6 text-slate-500" />
              <p className="font-semibold text-slate-900">Select a conversation</p>
              <p className="max-w-xs text-sm text-slate-600">Choose a conversation on the left to read it and reply.</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
