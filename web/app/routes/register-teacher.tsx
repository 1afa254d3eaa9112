import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../components/layout/auth-layout.tsx';
import { RegisterTeacherForm } from '../../features/auth/components/register-teacher-form.tsx';
import { RegisterFooter } from '../../features/auth/components/register-footer.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

export default function RegisterTeacherRoute() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('register.teacher.title'));
  return (
    <AuthLayout
      width="lg"
      title={t('register.teacher.title')}
      subtitle={t('register.teacher.subtitle')}
      footer={<RegisterFooter page="teacher" />}
    >
      <RegisterTeacherForm />
    </AuthLayout>
  );
}
