import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthLayout } from '../../components/layout/auth-layout.tsx';
import { ResetPasswordForm } from '../../features/account/components/reset-password-form.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

export default function ResetPasswordRoute() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('reset.documentTitle'));
  const [params] = useSearchParams();
  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <ResetPasswordForm token={params.get('token')} />
    </AuthLayout>
  );
}
