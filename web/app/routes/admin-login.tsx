import { ShieldCheck } from 'lucide-react';
import { AuthLayout } from '../../components/layout/auth-layout.tsx';
import { AdminLoginForm } from '../../features/admin/components/admin-login-form.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

export default function AdminLoginRoute() {
  useDocumentTitle('Admin Login');
  return (
    <AuthLayout
      languageSwitch={false}
      title="Admin Login"
      subtitle="Secure admin access only"
      icon={
        <span className="flex size-12 items-center justify-center rounded-full bg-slate-900 text-white">
          <ShieldCheck aria-hidden="true" className="size-6" />
        </span>
      }
    >
      <AdminLoginForm />
    </AuthLayout>
  );
}
