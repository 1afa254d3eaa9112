import { Link } from 'react-router';
import { AuthLayout } from '../../components/layout/auth-layout.tsx';
import { RegisterTeacherForm } from '../../features/auth/components/register-teacher-form.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

export default function RegisterTeacherRoute() {
  useDocumentTitle('Join as Teacher');
  return (
    <AuthLayout
      width="lg"
      title="Join as Teacher"
      subtitle="Share your expertise with students near you and online."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-indigo-700 underline-offset-4 hover:underline">
            Sign in here
          </Link>
        </>
      }
    >
      <RegisterTeacherForm />
    </AuthLayout>
  );
}
