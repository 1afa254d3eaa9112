import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { MESSAGE_CONTENT_MAX } from '../../../../contract/chat.ts';
import { AUTO_MESSAGE_DELAY_MS } from '../../../../contract/constants.ts';

/** History entries whose autoMessage was handled, so a remount (StrictMode, a lazy route) never sends it twice. */
const handled = new Set<string>();

/**
 * `?autoMessage=text` (spec §2, §9): sent once, 500 ms after the chat is ready, then removed from the URL without a
 * new history entry. Not sent (but still removed) when the viewer may not write to this user.
 */
export function useAutoMessage({
  partnerId,
  ready,
  canMessage,
  send,
}: {
  partnerId: string;
  /** The chat header has loaded (or failed to). */
  ready: boolean;
  canMessage: boolean;
  send: (toUserId: string, draft: { content: string }) => void;
}) {
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  const text = params.get('autoMessage');

  useEffect(() => {
    if (text === null || !ready) return;
    const entry = `${key}:${partnerId}`;
    const timer = setTimeout(() => {
      if (!handled.has(entry)) {
        handled.add(entry);
        const content = text.trim().slice(0, MESSAGE_CONTENT_MAX);
        if (content && canMessage) send(partnerId, { content });
      }
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete('autoMessage');
          return next;
        },
        { replace: true },
      );
    }, AUTO_MESSAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, ready, canMessage, key, partnerId, send, setParams]);
}
