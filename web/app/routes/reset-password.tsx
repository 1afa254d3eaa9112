import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../components/layout/auth-layout.tsx';
import { ResetPasswordForm } from '../../features/account/components/reset-password-form.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

export default function ResetPasswordRoute() {
  useDocumentTitle('Reset Password');
  const [params] = useSearchParams();
  return (
    <AuthLayout title="Set a new password" subtitle="Choose a new password. Every device signed in to your account is signed out.">
      <ResetPasswordForm token={params.get('token')} />
    </AuthLayout>
  );
}
