import { AdminPanelScreen } from '../../features/admin-users/components/admin-panel-screen.tsx';

export default function AdminPanelRoute() {
  return <AdminPanelScreen />;
}
