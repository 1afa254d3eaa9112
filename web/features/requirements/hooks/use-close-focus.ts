import { useRef } from 'react';

/**
 * Radix dialogs return focus to their trigger on close. After a post or a delete the trigger may be gone (the
 * section now shows other buttons); then `fallback` places focus instead of leaving it on the page body.
 */
export function useCloseFocus(fallback?: () => void) {
  const opener = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement;
    },
    onCloseAutoFocus: (event: Event) => {
      if (fallback && opener.current && !opener.current.isConnected) {
        event.preventDefault();
        fallback();
      }
    },
  };
}
