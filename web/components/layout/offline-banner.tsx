import { onlineManager } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  // The app also counts as offline while the server is out of reach on a connection that claims to be up (web/pwa).
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

/** A quiet notice while the device is offline; the status region itself stays, so screen readers hear the change. */
export function OfflineBanner() {
  const { t } = useTranslation('layout');
  const online = useOnline();
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 empty:hidden">
      {online ? null : (
        <p className="flex items-center gap-2 rounded-full bg-slate-900 px-4 py-2 text-sm font-medium text-white shadow-lg">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          {t('offline')}
        </p>
      )}
    </div>
  );
}
