import { Inbox, MailWarning, MessagesSquare, Paperclip, RotateCw, type LucideIcon } from 'lucide-react';
import type { AdminConversationStats } from '../../../../contract/admin-monitoring.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { AdminFigure } from '../../admin/components/admin-figure.tsx';
import { cn } from '../../../lib/utils.ts';
import { useConversationStats } from '../api/get-conversation-stats.ts';

const cards: { key: Exclude<keyof AdminConversationStats, 'estimated'>; label: string; icon: LucideIcon; tone: string }[] = [
  { key: 'totalMessages', label: 'Total Messages', icon: MessagesSquare, tone: 'bg-indigo-50 text-indigo-700' },
  { key: 'activeConversations', label: 'Active Conversations', icon: Inbox, tone: 'bg-emerald-50 text-emerald-700' },
  { key: 'withAttachments', label: 'With Attachments', icon: Paperclip, tone: 'bg-sky-50 text-sky-700' },
  { key: 'unreadMessages', label: 'Unread Messages', icon: MailWarning, tone: 'bg-amber-50 text-amber-800' },
];

/** The four monitoring totals (spec §2). */
export function ConversationStats({ className }: { className?: string }) {
  const stats = useConversationStats();
  return (
    <section aria-labelledby="monitoring-stats" className={className}>
      <h2 id="monitoring-stats" className="sr-only">
        Message statistics
      </h2>
      {stats.isError ? (
        <div role="alert" className="mb-3 flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          <span>{errorMessage(stats.error, 'Could not load the message statistics.')}</span>
          <Button variant="outline" size="sm" onClick={() => void stats.refetch()}>
            <RotateCw aria-hidden="true" />
            Retry
          </Button>
        </div>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy={stats.isPending || undefined}>
        {cards.map(({ key, label, icon: Icon, tone }) => (
          <div
            key={key}
            className="relative flex min-w-0 flex-col-reverse justify-center rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 sm:pl-[4.25rem]"
          >
            <dt className="truncate text-xs font-medium text-slate-600 sm:text-sm">
              <span className={cn('absolute top-1/2 left-4 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full sm:flex', tone)}>
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {label}
            </dt>
            <dd className="text-xl font-bold text-slate-900 tabular-nums sm:text-2xl">
              {stats.data ? <AdminFigure value={stats.data[key]} figure={key} estimated={stats.data.estimated} /> : <span className="text-slate-500">–</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
