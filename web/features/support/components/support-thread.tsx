import { MessageCircleQuestion, RefreshCw } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/utils.ts';
import type { SupportThreadEntry } from '../lib/support-thread.ts';
import { formatSupportTime } from '../lib/support-time.ts';

interface SupportThreadProps {
  entries: SupportThreadEntry[];
  loading: boolean;
  /** Set when the first load failed (a failed poll keeps the last thread). */
  error: boolean;
  onRetry: () => void;
}


/** The support conversation, oldest first, kept scrolled to the newest; the user's messages right, replies left. */
export function SupportThread({ entries, loading, error, onRetry }: SupportThreadProps) {
  const { t } = useTranslation('support');
  const scrollRef = useRef<HTMLDivElement>(null);
  const last = entries.at(-1)?.key;

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [last, entries.length]);

  let body;
  if (entries.length > 0) {
    body = (
      <ol className="flex flex-col gap-3">
        {entries.map((entry) => (
          <li key={entry.key} className={cn('flex', entry.side === 'user' ? 'justify-end' : 'justify-start')}>
            <SupportBubble entry={entry} />
          </li>
        ))}
      </ol>
    );
  } else if (loading) {
    body = (
      <div className="flex h-full items-center justify-center">
        <Spinner label={t('thread.loading')} />
      </div>
    );
  } else if (error) {
    body = (
      <div role="alert" className="flex h-full flex-col items-center justify-center gap-3 text-center text-sm text-slate-700">
        {t('thread.loadFailed')}
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          {t('thread.tryAgain')}
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="flex h-full flex-col items-center justify-center gap-3 px-4 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
          <MessageCircleQuestion aria-hidden="true" className="size-6" />
        </span>
        <p className="text-sm text-slate-700">{t('thread.empty')}</p>
      </div>
    );
  }

  return (
    <div
      ref={scrollRef}
      role="log"
      aria-label={t('thread.label')}
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto bg-slate-50 p-3 outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
    >
      {body}
    </div>
  );
}

function SupportBubble({ entry }: { entry: SupportThreadEntry }) {
  const { t } = useTranslation('support');
  if (entry.side === 'support') {
    return (
      <div className="max-w-[85%] rounded-2xl rounded-bl-md border border-slate-200 bg-white px-3 py-2 text-slate-900 shadow-sm">
        <p className="text-xs font-semibold text-indigo-700">{t('thread.supportTeam')}</p>
        <p className="mt-0.5 text-sm break-words whitespace-pre-wrap">{entry.text}</p>
        <time dateTime={entry.at} className="mt-1 block text-xs text-slate-600">
          {formatSupportTime(entry.at)}
        </time>
      </div>
    );
  }
  return (
    <div className="max-w-[85%] rounded-2xl rounded-br-md bg-indigo-600 px-3 py-2 text-white shadow-sm" data-pending={entry.pending || undefined}>
      <p className="sr-only">{t('thread.you')}</p>
      <p className="text-sm break-words whitespace-pre-wrap">{entry.text}</p>
      {entry.pending ? (
        <p className="mt-1 text-right text-xs text-indigo-100">{t('thread.sending')}</p>
      ) : (
        <time dateTime={entry.at} className="mt-1 block text-right text-xs text-indigo-100">
          {formatSupportTime(entry.at)}
        </time>
      )}
    </div>
  );
}
