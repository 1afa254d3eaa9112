import { Suspense } from 'react';
import { AdminGuard } from '../../features/admin/components/admin-guard.tsx';
import { DelayedSpinner } from '../../components/layout/delayed-spinner.tsx';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

const AdminShell = lazyWithRetry(() => import('../routes/admin-shell.tsx'));

/** /admin/*: guarded by the admin session, then the admin frame (loaded on demand). */
export function AdminArea() {
  return (
    <AdminGuard>
      <Suspense fallback={<DelayedSpinner />}>
        <AdminShell />
      </Suspense>
    </AdminGuard>
  );
}
