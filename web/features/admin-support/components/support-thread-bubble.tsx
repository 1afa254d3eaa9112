import { formatAdminTime } from '../../../lib/admin-time.ts';
import { cn } from '../../../lib/utils.ts';
import type { ThreadBubble } from '../lib/support-view.ts';

/** One bubble: the user's message on the left, an admin reply on the right, each with its time. */
export function SupportThreadBubble({ bubble, userName }: { bubble: ThreadBubble; userName: string }) {
  const fromUser = bubble.from === 'user';
  return (
    <li data-testid="support-thread-bubble" data-from={bubble.from} className={cn('flex flex-col', fromUser ? 'items-start' : 'items-end')}>
      <div
        className={cn(
          'max-w-[85%] min-w-0 rounded-2xl px-3 py-2 text-sm shadow-xs sm:max-w-[75%]',
          fromUser ? 'rounded-bl-md border border-slate-200 bg-white text-slate-900' : 'rounded-br-md bg-indigo-600 text-white',
        )}
      >
        <p className={cn('mb-0.5 text-xs font-semibold', fromUser ? 'text-slate-700' : 'text-indigo-100')}>{fromUser ? userName : 'Support team'}</p>
        <p className="wrap-anywhere whitespace-pre-wrap">{bubble.text}</p>
        <p className={cn('mt-1 text-right text-[11px]', fromUser ? 'text-slate-600' : 'text-indigo-100')}>
          <time dateTime={bubble.time}>{formatAdminTime(bubble.time)}</time>
        </p>
      </div>
    </li>
  );
}
