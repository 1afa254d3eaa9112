import { BadgeCheck, BookOpen, MapPin, MessageCircle, Users } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TEACHER_SUBJECTS } from '../../../../contract/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { formatNumber } from '../../../i18n/format.ts';

const sampleTutors = [
  { name: 'Meera K.', subject: 'hero.samples.meera', distance: 1.2 },
  { name: 'Rahul V.', subject: 'hero.samples.rahul', distance: 2.8 },
  { name: 'Fatima S.', subject: 'hero.samples.fatima', distance: null },
] as const;

export function HeroSection() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-indigo-700 shadow-sm ring-1 ring-indigo-100">
            <BadgeCheck aria-hidden="true" className="size-4" />
            {t('hero.badge')}
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl">
            {t('hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-600">
            {t('hero.intro')}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/find">{t('hero.findTutors')}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/register-teacher">{t('hero.becomeTutor')}</Link>
            </Button>
          </div>
          <p className="mt-4 text-sm">
            <Link to="/register-parent" className="inline-flex items-center gap-1.5 font-semibold text-indigo-700 underline-offset-4 hover:underline">
              <Users aria-hidden="true" className="size-4" />
              {t('hero.forParents')}
            </Link>
          </p>
          <div className="mt-8 flex items-center gap-3 text-sm text-slate-600">
            <BookOpen aria-hidden="true" className="size-5 shrink-0 text-indigo-600" />
            <span>
              <Trans
                t={t}
                i18nKey="hero.subjects"
                values={{ number: formatNumber(TEACHER_SUBJECTS.length) }}
                components={{ strong: <strong className="font-semibold text-slate-900" /> }}
              />
            </span>
          </div>
        </div>
        <div aria-hidden="true" className="relative hidden lg:block">
          <div className="absolute -inset-6 rounded-[2rem] bg-gradient-to-tr from-indigo-200/60 to-sky-100/60 blur-2xl" />
          <div className="relative rounded-2xl border border-slate-200 bg-white p-5 shadow-xl">
            <div className="flex items-center justify-between">
              <p className="font-semibold text-slate-900">{t('hero.nearYou')}</p>
              <span className="inline-flex items-center gap-1 text-xs text-slate-600">
                <MapPin className="size-3.5" /> {t('hero.within')}
              </span>
            </div>
            <ul className="mt-4 grid gap-3">
              {sampleTutors.map((tutor) => (
                <li key={tutor.name} className="flex items-center gap-3 rounded-xl border border-slate-100 bg-slate-50 p-3">
                  <span className="flex size-10 items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white">
                    {tutor.name[0]}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center gap-1 font-medium text-slate-900">
                      {tutor.name} <BadgeCheck className="size-4 text-emerald-600" />
                    </span>
                    <span className="block truncate text-sm text-slate-600">{t(tutor.subject)}</span>
                  </span>
                  <span className="text-sm font-medium text-slate-700">{tutor.distance === null ? t('hero.samples.online') : `${formatNumber(tutor.distance)} km`}</span>
                </li>
              ))}
            </ul>
            <div className="mt-4 flex items-center gap-2 rounded-xl bg-indigo-600 px-4 py-3 text-sm font-medium text-white">
              <MessageCircle className="size-4" /> {t('hero.chatFirst')}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
