import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout } from '../../components/layout/auth-layout.tsx';
import { RegisterTeacherForm } from '../../features/auth/components/register-teacher-form.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

export default function RegisterTeacherRoute() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('register.teacher.title'));
  return (
    <AuthLayout
      width="lg"
      title={t('register.teacher.title')}
      subtitle={t('register.teacher.subtitle')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link to="/login" className="font-semibold text-indigo-700 underline-offset-4 hover:underline">
            {t('register.signInHere')}
          </Link>
        </>
      }
    >
      <RegisterTeacherForm />
    </AuthLayout>
  );
}
