import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PUBLIC_REQUIREMENT_SORTS } from '../../../../contract/requirements.ts';
import { Button } from '../../../components/ui/button.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { withReturnPath } from '../../../lib/return-path.ts';
import { cn } from '../../../lib/utils.ts';
import { usePublicRequirements } from '../api/get-public-requirements.ts';
import { useRequirementParams } from '../hooks/use-requirement-params.ts';
import { hasActiveFilters } from '../lib/filters.ts';
import { PublicRequirementCard } from './public-requirement-card.tsx';
import { RequirementFilters } from './requirement-filters.tsx';
import { RequirementsEmpty, RequirementsError, RequirementsLoading } from './requirement-states.tsx';

/**
 * /requirements signed out: the requirements tutors posted, with the same filters (and the sorts a
 * visitor has), in the public shell. Students' requirements are for signed-in verified teachers only. Contacting a
 * tutor needs an account: sign-in and registration come back to this list.
 */
export function PublicRequirementsScreen() {
  const { t } = useTranslation('requirements');
  const { pathname, search } = useLocation();
  const { filters, setFilters, clearFilters } = useRequirementParams();
  const query = usePublicRequirements(filters);
  const filtered = hasActiveFilters(filters);
  const here = pathname + search;
  const signInHref = withReturnPath('/login', here);

  const requirements = query.data?.pages.flatMap((page) => page.requirements) ?? [];
  let results;
  if (query.isPending) results = <RequirementsLoading />;
  else if (!requirements.length) {
    results = query.isError ? (
      <RequirementsError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    ) : (
      <RequirementsEmpty filtered={filtered} onClear={clearFilters} />
    );
  } else {
    results = (
      <div className="grid gap-6">
        <ul
          aria-label={t('states.listLabel')}
          aria-busy={query.isPlaceholderData || undefined}
          className={cn('grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3', query.isPlaceholderData && 'opacity-60')}
        >
          {requirements.map((requirement) => (
            <li key={requirement.id} className="min-w-0">
              <PublicRequirementCard requirement={requirement} signInHref={signInHref} />
            </li>
          ))}
        </ul>
        <LoadMore query={query} failedText={t('states.loadMoreFailed')} />
      </div>
    );
  }

  return (
    <div className="grid w-full gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('public.title')}</h1>
        <p className="text-slate-600">{t('public.intro')}</p>
      </div>
      <section aria-labelledby="public-requirements-join" className="flex flex-col gap-3 rounded-xl border border-indigo-200 bg-indigo-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-0.5">
          <h2 id="public-requirements-join" className="font-semibold text-slate-900">
            {t('public.joinTitle')}
          </h2>
          <p className="text-sm text-slate-700">{t('public.joinText')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={withReturnPath('/register-student', here)}>
              <UserPlus aria-hidden="true" />
              {t('public.joinStudent')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={withReturnPath('/register-parent', here)}>{t('public.joinParent')}</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to={signInHref}>{t('public.signIn')}</Link>
          </Button>
        </div>
      </section>
      <RequirementFilters viewerType="student" filters={filters} onChange={setFilters} sorts={PUBLIC_REQUIREMENT_SORTS} />
      <section aria-labelledby="public-requirements-results" className="grid gap-3">
        <h2 id="public-requirements-results" className="text-lg font-semibold text-slate-900">
          {t('screen.resultsStudent')}
        </h2>
        {results}
      </section>
    </div>
  );
}
