import { useLayoutEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adoptPrerenderedPage } from '../../app/prerendered-page.ts';
import { Card } from '../ui/card.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { LanguageSwitch } from './language-switch.tsx';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  /** Where the logo leads (the landing page for users, nowhere special for admins). */
  homeHref?: string;
  icon?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  width?: 'sm' | 'lg';
  /** The English / हिन्दी switch (not on the admin login: the admin panel stays English). */
  languageSwitch?: boolean;
}

/** A centred card page for the sign-in and registration screens. */
export function AuthLayout({ title, subtitle, homeHref = '/', icon, children, footer, width = 'sm', languageSwitch = true }: AuthLayoutProps) {
  const { t } = useTranslation();
  // The page's static copy (a first visit to /login or a registration page) gives way to this one in the same frame.
  useLayoutEffect(() => adoptPrerenderedPage(document.getElementById('root') ?? document), []);
  return (
    <div className="min-h-dvh bg-gradient-to-b from-indigo-50 via-slate-50 to-slate-50 px-4 py-8 sm:py-12">
      <div className={width === 'lg' ? 'mx-auto w-full max-w-2xl' : 'mx-auto w-full max-w-md'}>
        <header className={languageSwitch ? 'mb-6 flex items-center justify-between gap-3' : 'mb-6 flex justify-center'}>
          <Link
            to={homeHref}
            className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600"
            aria-label={languageSwitch ? t('brand.home') : 'Tutorhood home'}
          >
            <BrandLogo />
          </Link>
          {languageSwitch ? <LanguageSwitch /> : null}
        </header>
        <main>
          <Card className="p-6 sm:p-8">
            <div className="mb-6 text-center">
              {icon ? <div className="mb-3 flex justify-center">{icon}</div> : null}
              <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
              {subtitle ? <p className="mt-1.5 text-sm text-slate-600">{subtitle}</p> : null}
            </div>
            {children}
          </Card>
          {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
        </main>
      </div>
    </div>
  );
}
