import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../components/layout/auth-layout.tsx';
import { ForgotPasswordForm } from '../../features/account/components/forgot-password-form.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

export default function ForgotPasswordRoute() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('forgot.documentTitle'));
  return (
    <AuthLayout title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
