import { Headset, X } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import type { SupportThreadEntry } from '../lib/support-thread.ts';
import { SupportComposer } from './support-composer.tsx';
import { SupportThread } from './support-thread.tsx';

interface SupportPanelProps {
  id: string;
  entries: SupportThreadEntry[];
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  draft: string;
  onDraftChange: (value: string) => void;
  onSend: () => void;
  sending: boolean;
  onClose: () => void;
}

/**
 * The open support chat: a non-modal dialog (the page stays usable). Below sm a full-width bottom sheet up to 80% of
 * the screen; from sm a card above the chat button. Focus goes to the composer on open; Escape closes.
 */
export function SupportPanel({ id, entries, loading, error, onRetry, draft, onDraftChange, onSend, sending, onClose }: SupportPanelProps) {
  const { t } = useTranslation('support');
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    textareaRef.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <div
      id={id}
      role="dialog"
      aria-label={t('panel.label')}
      onKeyDown={onKeyDown}
      className={
        'fixed inset-x-0 bottom-0 z-40 flex h-[min(80dvh,40rem)] flex-col overflow-hidden rounded-t-2xl border border-slate-200 bg-white shadow-2xl ' +
        'sm:inset-x-auto sm:right-4 sm:bottom-22 sm:h-[min(36rem,calc(100dvh-13rem))] sm:w-96 sm:rounded-2xl'
      }
    >
      <div className="flex items-start gap-3 bg-indigo-600 px-4 py-3 text-white">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white/15">
          <Headset aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold">{t('panel.title')}</h2>
          <p className="text-sm text-indigo-100">{t('panel.replyTime')}</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('panel.close')}
          onClick={onClose}
          className="-mr-2 text-white hover:bg-white/15 hover:text-white focus-visible:outline-white"
        >
          <X aria-hidden="true" className="size-5!" />
        </Button>
      </div>
      <SupportThread entries={entries} loading={loading} error={error} onRetry={onRetry} />
      <SupportComposer value={draft} onChange={onDraftChange} onSend={onSend} pending={sending} textareaRef={textareaRef} />
    </div>
  );
}
