import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CONTACT_EMAIL } from '../../../../contract/constants.ts';

export function ContactSection() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="contact-title" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-3xl px-4 text-center">
        <h2 id="contact-title" className="text-3xl font-bold tracking-tight text-slate-900">
          {t('contact.title')}
        </h2>
        <p className="mt-3 text-slate-600">{t('contact.intro')}</p>
        <a
          href={`mailto:${CONTACT_EMAIL}`}
          className="mt-6 inline-flex items-center gap-2 rounded-lg text-lg font-semibold text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600"
        >
          <Mail aria-hidden="true" className="size-5" />
          {CONTACT_EMAIL}
        </a>
      </div>
    </section>
  );
}

export function LandingFooter() {
  const { t } = useTranslation('landing');
  return (
    <footer className="border-t border-slate-200 bg-white py-8">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 text-sm text-slate-600 sm:flex-row">
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <p>{t('footer.madeFor')}</p>
      </div>
    </footer>
  );
}
