import { Clock, MapPin, Sparkles } from 'lucide-react';
import type { FeaturedReason } from '../../../../contract/requirements.ts';

/** "Featured near you · 3.5 km", or "Featured" / "Recent" for posts that are far or when the viewer has no location. */
export function featuredReasonText(reason: FeaturedReason, distanceKm: number | null): string {
  if (reason === 'near') return distanceKm === null ? 'Featured near you' : `Featured near you · ${distanceKm.toFixed(1)} km`;
  return reason === 'featured' ? 'Featured' : 'Recent';
}

const ICONS = { near: MapPin, featured: Sparkles, recent: Clock } as const;

/** Why this requirement is in the featured block (never payment). */
export function FeaturedReasonBadge({ reason, distanceKm }: { reason: FeaturedReason; distanceKm: number | null }) {
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
