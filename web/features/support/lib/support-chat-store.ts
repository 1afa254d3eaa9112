import { useSyncExternalStore } from 'react';

/**
 * Whether the floating support chat is open. A tiny store rather than a context so the bell (in the header) can open
 * the chat without a provider around the shell.
 */
let open = false;
const listeners = new Set<() => void>();

function setOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openSupportChat = (): void => setOpen(true);
export const closeSupportChat = (): void => setOpen(false);
export const toggleSupportChat = (): void => setOpen(!open);
export const isSupportChatOpen = (): boolean => open;

export function useSupportChatOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
