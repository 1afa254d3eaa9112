import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { isLikeable, receipts, type ChatMessage } from '../lib/messages.ts';
import { buildTimeline } from '../lib/timeline.ts';
import { MessageBubble } from './message-bubble.tsx';
import { RequestEntry } from './request-entry.tsx';

interface MessageListProps {
  items: readonly ChatMessage[];
  partnerName: string;
  /** Shown while there are no messages. */
  emptyText: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onToggleLike: (message: ChatMessage) => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  /** Something below the last message (the typing line) changed: keep the bottom in view. */
  footerKey: string;
  now: Date;
}

/** Near the bottom: new messages scroll into view; further up the user is reading history and stays put. */
const STICK_PX = 120;

/**
 * The scrolling message history, a live log (new messages are announced) and a single Tab stop: the arrow keys
 * move between messages, L or Enter likes the focused message of the partner, O opens its photo. Older pages load
 * when the top comes into view (or with the button, or ArrowUp on the oldest); the view stays where it was when
 * they are added above, and follows new messages while the user is at the bottom.
 */
export function MessageList({ items, partnerName, emptyText, hasOlder, loadingOlder, onLoadOlder, onToggleLike, onRetry, onDiscard, footerKey, now }: MessageListProps) {
  const { t, i18n } = useTranslation('chat');
  const scrollRef = useRef<HTMLDivElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const previous = useRef<{ first: string | undefined; last: string | undefined; height: number } | null>(null);
  // The day labels are words of the active language: rebuilt when it changes.
  const language = i18n.language;
  const timeline = useMemo(() => buildTimeline(items, now, language), [items, now, language]);
  const receiptMap = useMemo(() => receipts(items), [items]);

  const first = items[0]?.key;
  const last = items.at(-1);
  const hintId = useId();
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  // The roving Tab stop: the message last focused, else the newest.
  const activeKey = focusedKey !== null && items.some((m) => m.key === focusedKey) ? focusedKey : (last?.key ?? null);
  const onKeyDown = useRovingKeys({ items, hasOlder, loadingOlder, onLoadOlder, onToggleLike });

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const before = previous.current;
    if (!before || before.first === undefined) {
      element.scrollTop = element.scrollHeight; // first render with messages: start at the newest
    } else if (before.first !== first && before.last === last?.key) {
      element.scrollTop += element.scrollHeight - before.height; // older messages added above: stay put
    } else if (before.last !== last?.key && (atBottom.current || last?.fromMe)) {
      element.scrollTop = element.scrollHeight; // a new message: follow it
    }
    previous.current = { first, last: last?.key, height: element.scrollHeight };
  }, [first, last]);

  // Whatever changes the height (the typing line, an image loading, a heart, the composer growing): while the
  // user is at the bottom, keep the bottom in view.
  const keepBottom = useCallback(() => {
    const element = scrollRef.current;
    if (!element) return;
    if (atBottom.current) element.scrollTop = element.scrollHeight;
    if (previous.current) previous.current.height = element.scrollHeight;
  }, []);
  useLayoutEffect(keepBottom, [footerKey, keepBottom]);
  useEffect(() => {
    const element = scrollRef.current;
    const content = contentRef.current;
    if (!element || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(keepBottom);
    observer.observe(element);
    observer.observe(content);
    return () => observer.disconnect();
  }, [keepBottom]);

  // Scrolling up to the top loads the next older page.
  useEffect(() => {
    const root = scrollRef.current;
    const target = topRef.current;
    if (!root || !target || !hasOlder) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !loadingOlder) onLoadOlder();
      },
      { root, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder, onLoadOlder]);

  return (
    <>
      <div
        ref={scrollRef}
        role="log"
        aria-live="polite"
        aria-label={t('log.label', { name: partnerName })}
        aria-describedby={items.length ? hintId : undefined}
        tabIndex={items.length ? undefined : 0}
        onScroll={(event) => {
          const el = event.currentTarget;
          atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX;
        }}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-slate-50 px-3 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 sm:px-4"
      >
        <div ref={contentRef}>
          <div ref={topRef} className="flex min-h-8 justify-center">
            {hasOlder ? (
              <Button variant="ghost" size="sm" tabIndex={-1} onClick={onLoadOlder} disabled={loadingOlder}>
                {loadingOlder ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
                {loadingOlder ? t('log.loadingOlder') : t('log.loadOlder')}
              </Button>
            ) : items.length > 0 ? (
              <p className="py-1 text-xs text-slate-600">{t('log.start', { name: partnerName })}</p>
            ) : null}
          </div>
          {items.length === 0 ? (
            <p className="mx-auto mt-8 max-w-xs text-center text-sm text-slate-600">
              {emptyText}
            </p>
          ) : (
            <ol
              aria-label={t('log.messages')}
              className="pb-1"
              onKeyDown={onKeyDown}
              onFocus={(event) => {
                const key = event.target.getAttribute('data-message-key');
                if (key) setFocusedKey(key);
              }}
            >
              {timeline.map((entry) =>
                entry.type === 'day' ? (
                  <li key={entry.key} className="my-3 flex justify-center">
                    <span className="rounded-full bg-white px-3 py-0.5 text-xs font-medium text-slate-600 shadow-xs ring-1 ring-slate-200">
                      {entry.label}
                    </span>
                  </li>
                ) : entry.message.kind !== 'text' ? (
                  <RequestEntry key={entry.key} message={entry.message} partnerName={partnerName} tabbable={entry.message.key === activeKey} />
                ) : (
                  <MessageBubble
                    key={entry.key}
                    message={entry.message}
                    partnerName={partnerName}
                    receipt={receiptMap.get(entry.message.key)}
                    continued={entry.continued}
                    onToggleLike={onToggleLike}
                    onRetry={onRetry}
                    onDiscard={onDiscard}
                    onImageLoad={keepBottom}
                    tabbable={entry.message.key === activeKey}
                  />
                ),
              )}
            </ol>
          )}
        </div>
      </div>
      <p id={hintId} className="sr-only">
        {t('log.keysHint', { name: partnerName })}
      </p>
    </>
  );
}

/** Arrow keys, Home and End move focus between messages; L / Enter like; O opens the photo. */
function useRovingKeys({ items, hasOlder, loadingOlder, onLoadOlder, onToggleLike }: Pick<MessageListProps, 'items' | 'hasOlder' | 'loadingOlder' | 'onLoadOlder' | 'onToggleLike'>) {
  return useCallback(
    (event: KeyboardEvent<HTMLOListElement>) => {
      const current = (event.target as HTMLElement).closest<HTMLElement>('[data-message-key]');
      if (!current || event.target !== current || event.altKey || event.ctrlKey || event.metaKey) return;
      const all = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-message-key]'));
      const index = all.indexOf(current);
      const message = items.find((m) => m.key === current.dataset.messageKey);
      const move = (to: number) => {
        const target = all[Math.max(0, Math.min(all.length - 1, to))];
        target?.focus();
        target?.scrollIntoView({ block: 'nearest' });
      };
      switch (event.key) {
        case 'ArrowUp':
          if (index === 0 && hasOlder && !loadingOlder) onLoadOlder();
          move(index - 1);
          break;
        case 'ArrowDown':
          move(index + 1);
          break;
        case 'Home':
          move(0);
          break;
        case 'End':
          move(all.length - 1);
          break;
        case 'Enter':
        case 'l':
        case 'L':
          if (!message || !isLikeable(message)) return;
          onToggleLike(message);
          break;
        case 'o':
        case 'O': {
          const link = current.querySelector<HTMLAnchorElement>('[data-photo-link]');
          if (!link) return;
          link.click();
          break;
        }
        default:
          return;
      }
      event.preventDefault();
    },
    [items, hasOlder, loadingOlder, onLoadOlder, onToggleLike],
  );
}
