import { useEffect, useRef } from 'react';
import type { Message } from '../../../../contract/chat.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { hasUnreadFrom } from '../lib/messages.ts';
import { usePageVisible } from './use-page-visible.ts';

/**
 * Spec §4: opening a conversation marks it read; while it stays open and the tab is visible, new messages from
 * the partner are marked read as they arrive (and those that came while the tab was hidden, once it is back).
 */
export function useMarkReadWhileOpen(partnerId: string, messages: readonly Message[], loaded: boolean) {
  const visible = usePageVisible();
  const markRead = useMarkRead();
  const { mutate } = markRead;
  const openedFor = useRef<string | null>(null);
  const unread = hasUnreadFrom(messages, partnerId);

  useEffect(() => {
    if (!loaded || !visible) return;
    if (openedFor.current !== partnerId) {
      openedFor.current = partnerId;
      mutate(partnerId);
      return;
    }
    if (!unread) return;
    const timer = setTimeout(() => mutate(partnerId), 300);
    return () => clearTimeout(timer);
  }, [partnerId, loaded, visible, unread, mutate]);
}
