import { AlertCircle, Clock, Heart, LoaderCircle, RotateCw, Trash2 } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { translateMessage } from '../../../i18n/errors.ts';
import { cn } from '../../../lib/utils.ts';
import type { ChatMessage, Receipt } from '../lib/messages.ts';
import { fullDateTime, messageTime } from '../lib/time.ts';

interface MessageBubbleProps {
  message: ChatMessage;
  partnerName: string;
  receipt: Receipt | undefined;
  /** The previous message is from the same side: tighter spacing. */
  continued: boolean;
  onToggleLike: (message: ChatMessage) => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  onImageLoad: () => void;
  /** Roving focus: the one message of the log in the Tab order. */
  tabbable: boolean;
}

/**
 * One message: mine on the right, theirs on the left; image inline, time, heart, delivery state. The message itself
 * is the keyboard stop (the log moves focus between messages with the arrow keys); the heart button is for the mouse.
 */
export const MessageBubble = memo(function MessageBubble({
  message: m,
  partnerName,
  receipt,
  continued,
  onToggleLike,
  onRetry,
  onDiscard,
  onImageLoad,
  tabbable,
}: MessageBubbleProps) {
  const { t } = useTranslation('chat');
  const stored = m.status === 'stored';
  const isImage = m.attachment && m.attachmentType === 'image';
  return (
    <li
      className={cn(
        'group flex flex-col rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-offset-2 focus-visible:ring-offset-slate-50',
        m.fromMe ? 'items-end' : 'items-start',
        continued ? 'mt-1' : 'mt-3',
      )}
      tabIndex={tabbable ? 0 : -1}
      data-message-key={m.key}
      data-testid="message"
      data-from={m.fromMe ? 'me' : 'them'}
    >
      <div className={cn('flex max-w-[85%] items-center gap-1 sm:max-w-[70%]', m.fromMe ? 'flex-row-reverse' : 'flex-row')}>
        <div
          data-testid="bubble"
          onDoubleClick={stored ? () => onToggleLike(m) : undefined}
          className={cn(
            'relative min-w-0 rounded-2xl px-3 py-2 text-sm shadow-xs select-text',
            m.fromMe ? 'rounded-br-md bg-indigo-600 text-white' : 'rounded-bl-md border border-slate-200 bg-white text-slate-900',
            m.status === 'failed' && 'bg-red-50 text-red-950 ring-1 ring-red-300',
            m.status === 'sending' && 'opacity-80',
          )}
        >
          <span className="sr-only">{m.fromMe ? t('bubble.you') : partnerName}: </span>
          {isImage ? (
            stored ? (
              <a href={m.attachment!} target="_blank" rel="noopener noreferrer" tabIndex={-1} data-photo-link className="mb-1 block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-300">
                <img src={m.attachment!} alt={m.fromMe ? t('bubble.photoFromYou') : t('bubble.photoFrom', { name: partnerName })} onLoad={onImageLoad} className="max-h-72 w-auto max-w-[min(100%,18rem)] rounded-lg bg-slate-100 object-contain" />
              </a>
            ) : (
              <img src={m.attachment!} alt={t('bubble.photoSending')} onLoad={onImageLoad} className="mb-1 max-h-72 w-auto max-w-[min(100%,18rem)] rounded-lg object-contain" />
            )
          ) : null}
          {m.content ? <p className="break-words whitespace-pre-wrap">{m.content}</p> : null}
          <time
            dateTime={m.createdAt}
            title={fullDateTime(m.createdAt)}
            className={cn('mt-0.5 block text-right text-[11px]', m.fromMe && m.status !== 'failed' ? 'text-indigo-100' : 'text-slate-600')}
          >
            {messageTime(m.createdAt)}
          </time>
          {m.isLiked ? (
            <span
              role="img"
              aria-label={t('bubble.liked')}
              className={cn(
                'absolute -bottom-2.5 flex size-5 items-center justify-center rounded-full border border-slate-200 bg-white shadow-xs',
                m.fromMe ? '-left-2' : '-right-2',
              )}
            >
              <Heart aria-hidden="true" className="size-3 fill-red-500 text-red-500" />
            </span>
          ) : null}
        </div>
        {stored && m.id ? (
          <button
            type="button"
            onClick={() => onToggleLike(m)}
            tabIndex={-1}
            aria-pressed={m.isLiked}
            aria-label={t('bubble.like')}
            title={m.isLiked ? t('bubble.unlikeHint') : t('bubble.likeHint')}
            className="shrink-0 rounded-full p-1.5 text-slate-500 opacity-0 transition-opacity group-hover:opacity-100 hover:text-red-500 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <Heart aria-hidden="true" className={cn('size-4', m.isLiked && 'fill-red-500 text-red-500')} />
          </button>
        ) : null}
      </div>
      <DeliveryLine message={m} receipt={receipt} onRetry={onRetry} onDiscard={onDiscard} />
    </li>
  );
});

const RECEIPT_TEXTS: Record<Receipt, 'bubble.sent' | 'bubble.seen'> = { Sent: 'bubble.sent', Seen: 'bubble.seen' };

function DeliveryLine({ message: m, receipt, onRetry, onDiscard }: Pick<MessageBubbleProps, 'receipt' | 'onRetry' | 'onDiscard'> & { message: ChatMessage }) {
  const { t } = useTranslation('chat');
  if (m.status === 'sending') {
    return (
      <p className={cn(lineClass(m), 'flex items-center gap-1')} data-testid="delivery-state">
        <LoaderCircle aria-hidden="true" className="size-3 animate-spin" />
        {t('bubble.sending')}
      </p>
    );
  }
  if (m.status === 'queued') {
    return (
      <p className={cn(lineClass(m), 'flex items-center gap-2 text-amber-800')} data-testid="delivery-state">
        <Clock aria-hidden="true" className="size-3.5" />
        <span>{t('bubble.waiting')}</span>
        <DeliveryAction label={t('bubble.discard')} icon={Trash2} onClick={() => onDiscard(m.clientId!)} />
      </p>
    );
  }
  if (m.status === 'failed') {
    return (
      <p className={cn(lineClass(m), 'flex flex-wrap items-center gap-x-2 text-red-700')} data-testid="delivery-state">
        <AlertCircle aria-hidden="true" className="size-3.5" />
        <span>{m.error ? t('bubble.notSentBecause', { reason: translateMessage(m.error) }) : t('bubble.notSent')}</span>
        <DeliveryAction label={t('bubble.retry')} icon={RotateCw} onClick={() => onRetry(m.clientId!)} />
        <DeliveryAction label={t('bubble.discard')} icon={Trash2} onClick={() => onDiscard(m.clientId!)} />
      </p>
    );
  }
  if (!receipt) return null;
  return (
    <p className={lineClass(m)} data-testid="receipt">
      {t(RECEIPT_TEXTS[receipt])}
    </p>
  );
}

function DeliveryAction({ label, icon: Icon, onClick }: { label: string; icon: typeof RotateCw; onClick: () => void }) {
  return (
    <Button variant="link" size="sm" className="h-auto px-0 text-xs text-current" onClick={onClick}>
      <Icon aria-hidden="true" className="size-3" />
      {label}
    </Button>
  );
}

const lineClass = (m: ChatMessage) => cn('mt-1 max-w-[85%] px-1 text-xs text-slate-600 sm:max-w-[70%]', m.isLiked && 'mt-3');
