import { AuthLayout } from '../../components/layout/auth-layout.tsx';
import { ForgotPasswordForm } from '../../features/account/components/forgot-password-form.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

export default function ForgotPasswordRoute() {
  useDocumentTitle('Forgot Password');
  return (
    <AuthLayout title="Forgot your password?" subtitle="Enter your account's email and we will send you a link to set a new one.">
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
