import { lazy, Suspense } from 'react';
import { AdminGuard } from '../../features/admin/components/admin-guard.tsx';
import { DelayedSpinner } from '../../components/layout/delayed-spinner.tsx';

const AdminShell = lazy(() => import('../routes/admin-shell.tsx'));

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
