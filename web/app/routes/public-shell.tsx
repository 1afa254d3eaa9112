import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { BrandLogo } from '../../components/layout/brand-logo.tsx';
import { DelayedSpinner } from '../../components/layout/delayed-spinner.tsx';
import { LanguageSwitch } from '../../components/layout/language-switch.tsx';
import { ScreenErrorBoundary } from '../../components/layout/screen-error-boundary.tsx';
import { SkipToContent } from '../../components/layout/shell-frame.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/utils.ts';
import { useRouteFocus } from '../use-route-focus.ts';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-10 items-center rounded-lg px-2 text-sm whitespace-nowrap font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:px-3',
    isActive && 'text-indigo-700',
  );

/**
 * The frame of the screens a signed-out visitor may open (web/app/open-paths.ts): the brand, Find tutors and
 * Requirements, the language and Sign In. The screen gets a null outlet context (useOptionalSignedIn).
 */
export default function PublicShell() {
  const { t } = useTranslation('layout');
  const location = useLocation();
  useRouteFocus();
  return (
    <>
      <SkipToContent />
      <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
          <Link to="/" aria-label={t('common:brand.home')} className="shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600">
            <BrandLogo compactOnMobile />
          </Link>
          <nav aria-label={t('public.navLabel')} className="flex min-w-0 items-center gap-1">
            <NavLink to="/find" className={navLinkClass}>
              {t('public.findTutors')}
            </NavLink>
            <NavLink to="/requirements" className={(state) => cn(navLinkClass(state), 'hidden sm:inline-flex')}>
              {t('nav.requirements')}
            </NavLink>
          </nav>
          <div className="flex items-center gap-2">
            <LanguageSwitch />
            <Button asChild>
              <Link to="/login" state={{ from: location.pathname + location.search }}>
                {t('public.signIn')}
              </Link>
            </Button>
          </div>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="mx-auto min-h-dvh max-w-6xl px-4 pt-6 pb-16 outline-none">
        <ScreenErrorBoundary resetKey={location.key}>
          <Suspense fallback={<DelayedSpinner />}>
            <Outlet context={null} />
          </Suspense>
        </ScreenErrorBoundary>
      </main>
    </>
  );
}
