import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../components/layout/auth-layout.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

export default function LoginRoute() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.documentTitle'));
  return (
    <AuthLayout title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm />
    </AuthLayout>
  );
}
