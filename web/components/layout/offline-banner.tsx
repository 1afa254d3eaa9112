import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** navigator.onLine, kept current by the online/offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

/** A quiet notice while the device is offline; the status region itself stays, so screen readers hear the change. */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 empty:hidden">
      {online ? null : (
        <p className="flex items-center gap-2 rounded-full bg-slate-900 px-4 py-2 text-sm font-medium text-white shadow-lg">
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          You are offline. Messages you send will go out when you are back online.
        </p>
      )}
    </div>
  );
}
