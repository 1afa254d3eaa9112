import { QueryClientProvider } from '@tanstack/react-query';
import { Component, lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useBanNotice } from '../lib/ban-notice.ts';
import { queryClient } from '../lib/query-client.ts';
import { showPendingFlash, toasterReady, useToasterWanted } from '../lib/toast.ts';

const AppToaster = lazy(() => import('../lib/toast-view.tsx'));
const BannedDialog = lazy(() => import('../features/auth/components/banned-dialog.tsx'));

/** The toaster's code failing to load must never take the app down (toast.ts falls back to a plain notice). */
class ToasterBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Mounts the toaster once the first toast is asked for (signed in, its code is already in the shell's bundle). */
function ToasterHost() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <ToasterBoundary>
      <Suspense fallback={null}>
        <AppToaster onReady={toasterReady} />
      </Suspense>
    </ToasterBoundary>
  );
}

/** Why a ban signed this user out (web/lib/ban-notice.ts), over whatever shows after; its code loads only then. */
function BanNoticeHost() {
  const notice = useBanNotice();
  if (!notice) return null;
  return (
    <ToasterBoundary>
      <Suspense fallback={null}>
        <BannedDialog notice={notice} />
      </Suspense>
    </ToasterBoundary>
  );
}

/** App-wide providers: the query client, the toaster and the ban notice. */
export function Providers({ children }: { children: ReactNode }) {
  useEffect(showPendingFlash, []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToasterHost />
      <BanNoticeHost />
    </QueryClientProvider>
  );
}
