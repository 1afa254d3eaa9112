import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  // The app also counts as offline while the server is out of reach on a connection that claims to be up
  // (lib/server-reachability.ts).
  const stopQueries = onlineManager.subscribe(listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
    stopQueries();
  };
}

/** navigator.onLine (kept current by the online/offline events) and TanStack Query's online state. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine && onlineManager.isOnline(), () => true);
}
