import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { AuthLayout } from '../../components/layout/auth-layout.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useLogout } from '../../features/auth/api/logout.ts';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { GuardianConfirmScreen } from '../../features/families/components/guardian-confirm-screen.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';

/** /guardian/confirm?token=… (a guardian's emailed link): signed in or not. */
export default function GuardianConfirmRoute() {
  const { t } = useTranslation('families');
  useDocumentTitle(t('guardian.documentTitle'));
  const [params] = useSearchParams();
  const location = useLocation();
  const auth = useAuth();
  const logout = useLogout();
  if (auth.isLoading) return <PageSpinner />;
  return (
    <AuthLayout width="lg" title={t('guardian.title')}>
      <GuardianConfirmScreen
        token={params.get('token') ?? ''}
        here={`${location.pathname}${location.search}`}
        viewer={auth.isAuthenticated && auth.user ? auth.user : null}
        onSignOut={() => logout.mutate()}
      />
    </AuthLayout>
  );
}
