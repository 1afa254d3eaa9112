import { ClipboardList, LoaderCircle, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useMyRequirement } from '../api/get-my-requirement.ts';
import { RequirementSummary } from './requirement-summary.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { OfflineInline } from '../../../components/ui/offline-state.tsx';
import { useOnline } from '../../../lib/use-online.ts';

interface MyRequirementViewProps {
  /** The line under 'No requirement posted yet'. */
  emptyHint: ReactNode;
  /** Shown under the empty state (a Post Requirement button). */
  emptyAction?: ReactNode;
}

/** The user's own requirement (GET /api/requirements/my): loading, error with Retry, none, or the summary. */
export function MyRequirementView({ emptyHint, emptyAction }: MyRequirementViewProps) {
  const { t } = useTranslation('requirements');
  const query = useMyRequirement();
  const online = useOnline();
  if (query.isPending && !online) return <OfflineInline />;
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-indigo-600" />
        {t('my.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-2 text-sm">
        <p className="font-medium text-slate-900">{t('my.loadFailed')}</p>
        <p className="text-slate-600">{errorMessage(query.error, t('my.somethingWrong'))}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
          {t('my.retry')}
        </Button>
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className="flex items-start gap-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
          <ClipboardList aria-hidden="true" className="size-5" />
        </span>
        <div className="grid justify-items-start gap-1 text-sm">
          <p className="font-semibold text-slate-900">{t('my.empty')}</p>
          <p className="text-slate-600">{emptyHint}</p>
          {emptyAction ? <div className="mt-2">{emptyAction}</div> : null}
        </div>
      </div>
    );
  }
  return <RequirementSummary requirement={query.data} />;
}
