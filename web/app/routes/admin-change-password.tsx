import { AdminChangePasswordScreen } from '../../features/admin/components/admin-change-password-form.tsx';

export default function AdminChangePasswordRoute() {
  return <AdminChangePasswordScreen />;
}
