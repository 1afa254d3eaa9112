import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { DelayedSpinner } from '../../components/layout/delayed-spinner.tsx';
import { ScreenErrorBoundary } from '../../components/layout/screen-error-boundary.tsx';
import { AdminLayout } from '../../features/admin/components/admin-layout.tsx';

/** The admin frame; a screen that fails (or whose code cannot load) shows its error inside it. */
export default function AdminShellRoute() {
  const location = useLocation();
  return (
    <AdminLayout>
      <ScreenErrorBoundary resetKey={location.key}>
        <Suspense fallback={<DelayedSpinner />}>
          <Outlet />
        </Suspense>
      </ScreenErrorBoundary>
    </AdminLayout>
  );
}
