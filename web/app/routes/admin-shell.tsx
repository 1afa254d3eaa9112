import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { DelayedSpinner } from '../../components/layout/delayed-spinner.tsx';
import { AdminLayout } from '../../features/admin/components/admin-layout.tsx';

export default function AdminShellRoute() {
  return (
    <AdminLayout>
      <Suspense fallback={<DelayedSpinner />}>
        <Outlet />
      </Suspense>
    </AdminLayout>
  );
}
