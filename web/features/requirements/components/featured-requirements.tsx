import { useFeaturedRequirements } from '../api/get-featured-requirements.ts';
import { RequirementCard } from './requirement-card.tsx';

/** Up to 3 of the most contacted requirements lately (contacts only, never paid); hidden when there are none. */
export function FeaturedRequirements() {
  const featured = useFeaturedRequirements().data ?? [];
  if (!featured.length) return null;
  return (
    <section aria-labelledby="featured-requirements-title" className="grid gap-3">
      <div className="grid gap-0.5">
        <h2 id="featured-requirements-title" className="text-lg font-semibold text-slate-900">
          Featured
        </h2>
        <p className="text-sm text-slate-600">The most contacted this month.</p>
      </div>
      <ul aria-label="Featured requirements" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {featured.map((requirement) => (
          <li key={requirement.id} className="min-w-0">
            <RequirementCard requirement={requirement} className="border-amber-200 bg-amber-50/40" />
          </li>
        ))}
      </ul>
    </section>
  );
}
