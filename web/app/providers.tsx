import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { queryClient } from '../lib/query-client.ts';
import { showPendingFlash, toasterReady, useToasterWanted } from '../lib/toast.ts';

const AppToaster = lazy(() => import('../lib/toast-view.tsx'));

/** Mounts the toaster once the first toast is asked for. */
function ToasterHost() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster onReady={toasterReady} />
    </Suspense>
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
