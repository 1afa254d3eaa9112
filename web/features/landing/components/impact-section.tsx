import { useTranslation } from 'react-i18next';
import type { PlatformStats } from '../../../../contract/stats.ts';
import { cn } from '../../../lib/utils.ts';
import { impactFigures } from '../lib/impact-figures.ts';

/**
 * "Our Impact in Numbers": figures computed from the database (GET /api/stats/platform), never claims. `stats`
 * undefined while they load: every card keeps its size (the value is there, invisible; the note has two lines of
 * room), so nothing moves when they arrive. The prerendered page is filled by web/build/landing-boot.js through the
 * cards' data-figure attributes.
 */
export function ImpactSection({ stats, failed = false }: { stats?: PlatformStats; failed?: boolean }) {
  const { t } = useTranslation('landing');
  const figures = impactFigures(t, stats, failed);
  const loading = !stats && !failed;
  return (
    <section aria-labelledby="impact-title" className="bg-white py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="impact-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          {t('impact.title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{t('impact.intro')}</p>
        <dl aria-busy={loading || undefined} className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-4">
          {figures.map((figure) => (
            <div
              key={figure.key}
              data-figure={figure.key === 'subjects' ? undefined : figure.key}
              className="flex flex-col rounded-xl border border-slate-200 bg-slate-50 p-5 text-center"
            >
              <dt className="text-sm font-medium text-slate-600">{figure.label}</dt>
              <dd data-figure-value="" className={cn('order-first text-3xl font-extrabold tracking-tight text-indigo-700', figure.value === null && 'invisible')}>
                {figure.value ?? '0'}
              </dd>
              <dd data-figure-note="" className="mt-1 min-h-8 text-xs text-slate-600">
                {figure.note}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
