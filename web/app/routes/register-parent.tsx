import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../components/layout/auth-layout.tsx';
import { RegisterFooter } from '../../features/auth/components/register-footer.tsx';
import { RegisterParentForm } from '../../features/auth/components/register-parent-form.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

export default function RegisterParentRoute() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('register.parent.title'));
  return (
    <AuthLayout width="lg" title={t('register.parent.title')} subtitle={t('register.parent.subtitle')} footer={<RegisterFooter page="parent" />}>
      <RegisterParentForm />
    </AuthLayout>
  );
}
