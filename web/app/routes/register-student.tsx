import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout } from '../../components/layout/auth-layout.tsx';
import { RegisterStudentForm } from '../../features/auth/components/register-student-form.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

export default function RegisterStudentRoute() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('register.student.title'));
  return (
    <AuthLayout
      width="lg"
      title={t('register.student.title')}
      subtitle={t('register.student.subtitle')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link to="/login" className="font-semibold text-indigo-700 underline-offset-4 hover:underline">
            {t('register.signInHere')}
          </Link>
        </>
      }
    >
      <RegisterStudentForm />
    </AuthLayout>
  );
}
