import { useTranslation } from 'react-i18next';
import { useFeaturedRequirements } from '../api/get-featured-requirements.ts';
import { FeaturedReasonBadge } from './featured-reason.tsx';
import { RequirementCard } from './requirement-card.tsx';

/**
 * Up to 3 featured requirements (never paid): the best near the viewer by distance and recency; when nothing is
 * near, the most contacted lately and the newest, wherever they are. Each says why. Hidden when there are none.
 */
export function FeaturedRequirements() {
  const { t } = useTranslation('requirements');
  const featured = useFeaturedRequirements().data ?? [];
  if (!featured.length) return null;
  const anyNear = featured.some((r) => r.featuredReason === 'near');
  return (
    <section aria-labelledby="featured-requirements-title" className="grid gap-3">
      <div className="grid gap-0.5">
        <h2 id="featured-requirements-title" className="text-lg font-semibold text-slate-900">
          {t('featured.title')}
        </h2>
        <p className="text-sm text-slate-600">
          {anyNear ? t('featured.introNear') : t('featured.introAnywhere')}
        </p>
      </div>
      <ul aria-label={t('featured.listLabel')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {featured.map((requirement) => (
          <li key={requirement.id} className="flex min-w-0 flex-col gap-2">
            <FeaturedReasonBadge reason={requirement.featuredReason} distanceKm={requirement.distance} />
            <RequirementCard requirement={requirement} className="flex-1 border-amber-200 bg-amber-50/40" />
          </li>
        ))}
      </ul>
    </section>
  );
}
