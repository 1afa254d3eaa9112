import { Clock, MapPin, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FeaturedReason } from '../../../../contract/requirements.ts';
import { i18n } from '../../../i18n/index.ts';
import { formatKm } from '../lib/format.ts';

/** "Featured near you · 3.5 km", or "Featured" / "Recent" for posts that are far or when the viewer has no location. */
export function featuredReasonText(reason: FeaturedReason, distanceKm: number | null): string {
  if (reason === 'near') {
    return distanceKm === null
      ? i18n.t('requirements:featured.reasonNear')
      : i18n.t('requirements:featured.reasonNearDistance', { distance: formatKm(distanceKm) });
  }
  return reason === 'featured' ? i18n.t('requirements:featured.reasonFeatured') : i18n.t('requirements:featured.reasonRecent');
}

const ICONS = { near: MapPin, featured: Sparkles, recent: Clock } as const;

/** Why this requirement is in the featured block (never payment). */
export function FeaturedReasonBadge({ reason, distanceKm }: { reason: FeaturedReason; distanceKm: number | null }) {
  useTranslation('requirements');
  const Icon = ICONS[reason];
  return (
    <p
      data-testid="featured-reason"
      className="inline-flex w-fit items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900"
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {featuredReasonText(reason, distanceKm)}
    </p>
  );
}
