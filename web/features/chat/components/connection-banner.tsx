import { LoaderCircle, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useOnline } from '../../../lib/use-online.ts';
import type { ConnectionState } from '../lib/connection.ts';

/**
 * 'Reconnecting…' while socket.io retries; 'Offline' with a Reconnect button after it gives up. Nothing while the
 * whole app is offline: its own notice says so (components/layout/offline-banner.tsx), and no reconnecting can work.
 */
export function ConnectionBanner({ state, onReconnect }: { state: ConnectionState; onReconnect: () => void }) {
  const { t } = useTranslation('chat');
  const appOnline = useOnline();
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {!appOnline ? null : state === 'reconnecting' ? (
        <p className="flex items-center gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm font-medium text-amber-900">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {t('connection.reconnecting')}
        </p>
      ) : state === 'offline' ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-red-200 bg-red-50 px-4 py-2 text-sm font-medium text-red-900">
          <WifiOff aria-hidden="true" className="size-4" />
          <span className="flex-1">{t('connection.offline')}</span>
          <Button variant="outline" size="sm" onClick={onReconnect}>
            {t('connection.reconnect')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
