import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';

export function CtaSection() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="cta-title" className="bg-white px-4 py-16">
      <div className="mx-auto max-w-5xl rounded-2xl bg-gradient-to-br from-indigo-600 to-blue-700 px-6 py-12 text-center shadow-lg sm:px-12">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-white">
          {t('cta.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-indigo-50">
          {t('cta.intro')}
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" variant="inverse">
            <Link to="/find">{t('cta.findNow')}</Link>
          </Button>
          <Button asChild size="lg" variant="outline-inverse">
            <Link to="/register-teacher">{t('cta.becomeTutor')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
