import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTACT_EMAIL } from '../../../../contract/constants.ts';
import { BrandLogo } from '../../../components/layout/brand-logo.tsx';
import { LanguageSwitch } from '../../../components/layout/language-switch.tsx';
import { Button } from '../../../components/ui/button.tsx';

export function LandingHeader() {
  const { t } = useTranslation('landing');
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Link to="/" aria-label={t('common:brand.home')} className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600">
          <BrandLogo />
        </Link>
        <div className="flex min-w-0 items-center gap-2 sm:gap-3">
          {/* Phones: the contact section further down has the address; the header keeps the language and sign-in. */}
          <a
            href={`mailto:${CONTACT_EMAIL}`}
            className="hidden h-10 items-center gap-2 rounded-lg px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:inline-flex"
          >
            <Mail aria-hidden="true" className="size-4" />
            <span className="sr-only md:not-sr-only">{t('header.contact', { email: CONTACT_EMAIL })}</span>
          </a>
          <LanguageSwitch />
          <Button asChild>
            <Link to="/login">{t('header.signIn')}</Link>
          </Button>
        </div>
      </div>
    </header>
  );
}
