import { useTranslation } from 'react-i18next';
import { LANDING_CLAIMS } from '../../../../contract/constants.ts';

const stats = [
  { value: LANDING_CLAIMS.averageRating, label: 'impact.averageRating', note: 'impact.fromReviews' },
  { value: LANDING_CLAIMS.happyParents, label: 'impact.happyParents' },
  { value: LANDING_CLAIMS.students, label: 'impact.students' },
  { value: LANDING_CLAIMS.expertTeachers, label: 'impact.expertTeachers', note: 'impact.lastYear' },
  { value: LANDING_CLAIMS.successRate, label: 'impact.successRate' },
  { value: LANDING_CLAIMS.support, label: 'impact.support' },
  { value: LANDING_CLAIMS.subjects, label: 'impact.subjects' },
  { value: LANDING_CLAIMS.reviews, label: 'impact.reviews' },
] as const satisfies readonly { value: string; label: string; note?: string }[];

export function ImpactSection() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="impact-title" className="bg-white py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="impact-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          {t('impact.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{t('impact.intro')}</p>
        <dl className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.label} className="flex flex-col rounded-xl border border-slate-200 bg-slate-50 p-5 text-center">
              <dt className="text-sm font-medium text-slate-600">{t(stat.label)}</dt>
              <dd className="order-first text-3xl font-extrabold tracking-tight text-indigo-700">{stat.value}</dd>
              {'note' in stat ? <dd className="mt-1 text-xs text-slate-600">{t(stat.note, { reviews: LANDING_CLAIMS.reviews })}</dd> : null}
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
