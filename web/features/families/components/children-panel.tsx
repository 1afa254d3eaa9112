import { Plus, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSubjectLabels } from '../../requirements/lib/subject-label.ts';
import { useChildren } from '../api/get-children.ts';
import { ChildCard } from './child-card.tsx';
import { ChildFormDialog } from './child-form-dialog.tsx';

/**
 * A parent's home: their children, each with its consent and actions, and "Add child". With none yet, the first
 * step: "Add your child".
 */
export function ChildrenPanel() {
  const { t } = useTranslation('families');
  useSubjectLabels();
  const children = useChildren();
  const addButton = (
    <Button size="sm">
      <Plus aria-hidden="true" />
      {t('children.add')}
    </Button>
  );

  if (children.isPending) return <Spinner />;
  if (children.isError) return <ErrorState title={t('children.loadFailed')} error={children.error} onRetry={() => void children.refetch()} />;

  if (!children.data.length) {
    return (
      <section aria-labelledby="children-title" className="grid justify-items-start gap-3 rounded-xl border-2 border-dashed border-indigo-200 bg-indigo-50/50 p-5 sm:p-6">
        <span className="flex size-11 items-center justify-center rounded-full bg-white text-indigo-700 shadow-sm">
          <UsersRound aria-hidden="true" className="size-5" />
        </span>
        <h2 id="children-title" className="text-lg font-semibold text-slate-900">
          {t('children.emptyTitle')}
        </h2>
        <p className="max-w-prose text-slate-700">{t('children.emptyText')}</p>
        <ChildFormDialog
          trigger={
            <Button>
              <Plus aria-hidden="true" />
              {t('children.emptyTitle')}
            </Button>
          }
        />
      </section>
    );
  }

  return (
    <section aria-labelledby="children-title" className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="children-title" className="text-lg font-semibold text-slate-900">
            {t('children.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('children.subtitle')}</p>
        </div>
        <ChildFormDialog trigger={addButton} />
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {children.data.map((child) => (
          <ChildCard key={child.id} child={child} />
        ))}
      </ul>
    </section>
  );
}
