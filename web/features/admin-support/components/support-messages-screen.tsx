import { ArrowLeft, MousePointerClick } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { SupportMessage } from '../../../../contract/support.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { cn } from '../../../lib/utils.ts';
import { useSupportMessages } from '../api/get-support-messages.ts';
import { supportFilterFromParam, supportMessageHref, type SupportFilter } from '../lib/support-view.ts';
import { SupportMessageDetail } from './support-message-detail.tsx';
import { SupportMessageList } from './support-message-list.tsx';
import { SupportEmpty, SupportLoading } from './support-states.tsx';

/**
 * The open message: the list's copy, or the last one seen (a refetch of a filtered list may drop a message the admin
 * just answered; its pane stays open until another one is chosen).
 */
function useSelectedMessage(id: string | null, listed: SupportMessage | undefined): SupportMessage | null {
  const [remembered, setRemembered] = useState<SupportMessage | null>(null);
  if (listed && listed !== remembered) setRemembered(listed);
  if (!id) return null;
  return listed ?? (remembered?.id === id ? remembered : null);
}

/**
 * /admin/support?status=&id= (spec §2): the filtered list of support messages and the chosen one with its reply box.
 * Wide screens show both side by side; narrow ones show the open message instead of the list, with Back to messages.
 */
export function SupportMessagesScreen() {
  useDocumentTitle('Support Messages');
  const [params, setParams] = useSearchParams();
  const filter = supportFilterFromParam(params.get('status'));
  const id = params.get('id') || null;
  const query = useSupportMessages(filter);
  const messages = query.data?.pages.flatMap((page) => page.messages) ?? [];
  const selected = useSelectedMessage(
    id,
    messages.find((m) => m.id === id),
  );

  const selectFilter = (next: SupportFilter) =>
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
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Support Messages</h1>
        <p className="text-slate-600">Messages students and teachers sent to support, and your replies to them.</p>
      </div>
      <div className="grid min-w-0 grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <section aria-label="Support message list" className={cn('grid min-w-0 grid-cols-1', id && 'hidden lg:grid')}>
          <SupportMessageList query={query} messages={messages} filter={filter} onFilterChange={selectFilter} selectedId={id} />
        </section>
        {id ? (
          <section aria-label="Selected message" className="grid min-w-0 grid-cols-1 gap-3">
            <Link
              to={supportMessageHref(null, filter)}
              className="inline-flex items-center gap-1 justify-self-start rounded text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 lg:hidden"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back to messages
            </Link>
            {selected ? (
              <SupportMessageDetail key={selected.id} message={selected} />
            ) : query.isPending || query.isFetchingNextPage ? (
              <SupportLoading text="Loading message..." />
            ) : (
              <SupportEmpty
                text="Message not found"
                hint={
                  query.hasNextPage
                    ? 'It is not among the messages loaded so far: load more messages or choose another filter.'
                    : 'It is not in this list: choose another filter or another message.'
                }
              />
            )}
          </section>
        ) : (
          <div className="hidden flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center lg:flex">
            <MousePointerClick aria-hidden="true" className="size-6 text-slate-500" />
            <p className="font-semibold text-slate-900">Select a message</p>
            <p className="max-w-xs text-sm text-slate-600">Choose a message on the left to read it in full and reply.</p>
          </div>
        )}
      </div>
    </div>
  );
}
