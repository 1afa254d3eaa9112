import { AuthLayout } from '../../components/layout/auth-layout.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

export default function LoginRoute() {
  useDocumentTitle('Sign In');
  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to continue to Tutorhood">
      <LoginForm />
    </AuthLayout>
  );
}
