import { Link } from 'react-router';
import { AuthLayout } from '../../components/layout/auth-layout.tsx';
import { RegisterStudentForm } from '../../features/auth/components/register-student-form.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

export default function RegisterStudentRoute() {
  useDocumentTitle('Join as Student');
  return (
    <AuthLayout
      width="lg"
      title="Join as Student"
      subtitle="Create your free account and find verified tutors near you."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-semibold text-indigo-700 underline-offset-4 hover:underline">
            Sign in here
          </Link>
        </>
      }
    >
      <RegisterStudentForm />
    </AuthLayout>
  );
}
