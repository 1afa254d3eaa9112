import { QueryClientProvider } from '@tanstack/react-query';
import { Component, lazy, Suspense, useEffect, type ReactNode } from 'react';
import { queryClient } from '../lib/query-client.ts';
import { showPendingFlash, toasterReady, useToasterWanted } from '../lib/toast.ts';

const AppToaster = lazy(() => import('../lib/toast-view.tsx'));

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

/** App-wide providers: the query client and the toaster. */
export function Providers({ children }: { children: ReactNode }) {
  useEffect(showPendingFlash, []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToasterHost />
    </QueryClientProvider>
  );
}
