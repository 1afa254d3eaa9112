import { Eye, MousePointerClick } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { cn } from '../../../lib/utils.ts';
import { useConversations } from '../api/get-conversations.ts';
import { cleanSearch, CONVERSATIONS_PATH, isOpenConversation, openPairFromParams, searchSuffix } from '../lib/monitoring-view.ts';
import { ConversationList } from './conversation-list.tsx';
import { ConversationSearch } from './conversation-search.tsx';
import { ConversationStats } from './conversation-stats.tsx';
import { ConversationThread } from './conversation-thread.tsx';

/**
 * /admin/chat-monitoring, /admin/conversations and /admin/conversations/{a}/{b} (spec §2): stats, a searchable list of
 * conversations and the read-only thread of the chosen one. Wide screens show list and thread side by side; below lg
 * the open thread replaces the list.
 */
export function ChatMonitoringScreen() {
  useDocumentTitle('Platform Chat Monitoring');
  const open = openPairFromParams(useParams());
  const [searchParams, setSearchParams] = useSearchParams();
  const search = cleanSearch(searchParams.get('search'));
  const listed = useConversations(search)
    .data?.pages.flatMap((page) => page.conversations)
    .find((c) => isOpenConversation(c, open));

  const applySearch = (value: string) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value) next.set('search', value);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );

  return (
    <div className="grid min-w-0 gap-6">
      <div className="grid gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Platform Chat Monitoring</h1>
        <p className="flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-950">
          <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-700" />
          Read-only: every conversation you open is recorded in the audit log
        </p>
      </div>
      <ConversationStats className={cn(open && 'hidden lg:block')} />
      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <section aria-label="Conversation list" className={cn('grid min-w-0 gap-3', open && 'hidden lg:grid')}>
          <ConversationSearch value={search} onSearch={applySearch} />
          <ConversationList search={search} open={open} />
        </section>
        <div className={cn('min-w-0', !open && 'hidden lg:block')}>
          {open ? (
            <ConversationThread
              key={`${open.userA}:${open.userB}`}
              pair={open}
              listed={listed}
              backTo={`${CONVERSATIONS_PATH}${searchSuffix(search)}`}
            />
          ) : (
            <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
              <MousePointerClick aria-hidden="true" className="size-6 text-slate-500" />
              <p className="font-semibold text-slate-900">Select a conversation</p>
              <p className="max-w-xs text-sm text-slate-600">Choose a conversation on the left to read its messages.</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
