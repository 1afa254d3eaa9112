import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../components/layout/auth-layout.tsx';
import { RegisterStudentForm } from '../../features/auth/components/register-student-form.tsx';
import { RegisterFooter } from '../../features/auth/components/register-footer.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

export default function RegisterStudentRoute() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('register.student.title'));
  return (
    <AuthLayout
      width="lg"
      title={t('register.student.title')}
      subtitle={t('register.student.subtitle')}
      footer={<RegisterFooter page="student" />}
    >
      <RegisterStudentForm />
    </AuthLayout>
  );
}
