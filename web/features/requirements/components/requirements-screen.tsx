import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../contract/users.ts';
import { useRequirements } from '../api/get-requirements.ts';
import { useRequirementParams } from '../hooks/use-requirement-params.ts';
import { hasActiveFilters } from '../lib/filters.ts';
import { FeaturedRequirements } from './featured-requirements.tsx';
import { OwnRequirementSection } from './own-requirement-section.tsx';
import { RequirementFilters } from './requirement-filters.tsx';
import { RequirementResults } from './requirement-results.tsx';

type Viewer = Pick<User, 'userType' | 'locality' | 'city' | 'state' | 'pinCode'> & { userType: 'student' | 'teacher' };

/**
 * Requirements browse (spec §2): the other type's requirements with filters in the URL, the featured block, the
 * user's own requirement, then the results with Load more. `studentsHidden` (a teacher without an approved KYC, who
 * is shown no students) replaces the filters and lists, and nothing is fetched for them.
 */
export function RequirementsScreen({ user, studentsHidden }: { user: Viewer; studentsHidden?: ReactNode }) {
  const { t } = useTranslation('requirements');
  const { filters, setFilters, clearFilters } = useRequirementParams();
  const query = useRequirements(filters, { enabled: !studentsHidden });
  const isTeacher = user.userType === 'teacher';
  const filtered = hasActiveFilters(filters);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{isTeacher ? t('screen.titleTeacher') : t('screen.titleStudent')}</h1>
        <p className="text-slate-600">
          {isTeacher ? t('screen.introTeacher') : t('screen.introStudent')}
        </p>
      </div>
      <OwnRequirementSection user={user} />
      {studentsHidden ?? (
        <>
          <RequirementFilters viewerType={user.userType} filters={filters} onChange={setFilters} />
          {/* The featured block is for browsing; once filters narrow the list, only the matches show. */}
          {filtered ? null : <FeaturedRequirements />}
          <section aria-labelledby="requirements-results-title" className="grid gap-3">
            <h2 id="requirements-results-title" className="text-lg font-semibold text-slate-900">
              {isTeacher ? t('screen.resultsTeacher') : t('screen.resultsStudent')}
            </h2>
            <RequirementResults
              query={query}
              filtered={filtered}
              showMatch={filters.sort === 'best'}
              onClearFilters={clearFilters}
              onSortRecent={() => setFilters({ sort: 'recent' }, { replace: true })}
            />
          </section>
        </>
      )}
    </div>
  );
}
