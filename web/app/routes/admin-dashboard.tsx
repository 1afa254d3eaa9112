import { AdminDashboard } from '../../features/admin/components/admin-dashboard.tsx';

export default function AdminDashboardRoute() {
  return <AdminDashboard />;
}
