import { Activity, BadgeCheck, Clock, Pencil, ShieldOff, Trash2, UserRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Child } from '../../../../contract/families.ts';
import { Button } from '../../../components/ui/button.tsx';
import { classLabel } from '../../requirements/lib/subject-label.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { cn } from '../../../lib/utils.ts';
import { useRemoveChild } from '../api/remove-child.ts';
import { useRevokeConsent } from '../api/revoke-consent.ts';
import { childAgeText, consentView } from '../lib/child-view.ts';
import { ChildFormDialog } from './child-form-dialog.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

const toneClasses = {
  ok: 'bg-emerald-50 text-emerald-900',
  waiting: 'bg-amber-50 text-amber-900',
  withdrawn: 'bg-slate-100 text-slate-800',
} as const;
const toneIcons = { ok: BadgeCheck, waiting: Clock, withdrawn: ShieldOff } as const;

/** One child: name, class, age, school, consent; edit and remove, or (own login) activity and revoking consent. */
export function ChildCard({ child }: { child: Child }) {
  const { t } = useTranslation('families');
  const nameId = useId();
  const remove = useRemoveChild();
  const revoke = useRevokeConsent();
  const consent = consentView(child);
  const ConsentIcon = toneIcons[consent.tone];
  const facts = [classLabel(child.class), childAgeText(child), child.schoolName].filter(Boolean).join(' · ');
  const forName = <span className="sr-only"> {child.firstName}</span>;

  return (
    <li>
      <article aria-labelledby={nameId} className="grid h-full gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-indigo-700">
            <UserRound aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <h3 id={nameId} className="font-semibold text-slate-900">
              {child.firstName}
            </h3>
            <p className="text-sm text-slate-600">{facts}</p>
            {child.hasOwnLogin ? <p className="text-xs font-medium text-indigo-700">{t('children.ownLogin')}</p> : null}
          </div>
        </div>
        <p className={cn('flex gap-2 rounded-lg px-3 py-2 text-sm', toneClasses[consent.tone])} data-testid="child-consent">
          <ConsentIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {consent.text}
        </p>
        <div className="mt-auto flex flex-wrap gap-2">
          <ChildFormDialog
            child={child}
            trigger={
              <Button size="sm" variant="outline">
                <Pencil aria-hidden="true" />
                {t('children.edit')}
                {forName}
              </Button>
            }
          />
          {child.hasOwnLogin ? (
            <>
              <Button asChild size="sm" variant="secondary">
                <Link to={`/children/${encodeURIComponent(child.id)}`}>
                  <Activity aria-hidden="true" />
                  {t('children.viewActivity')}
                  {forName}
                </Link>
              </Button>
              {child.consent.status === 'granted' ? (
                <ConfirmDialog
                  trigger={
                    <Button size="sm" variant="outline" className="text-red-700">
                      <ShieldOff aria-hidden="true" />
                      {t('children.revoke')}
                      {forName}
                    </Button>
                  }
                  title={t('revoke.title', { name: child.firstName })}
                  text={t('revoke.text', { name: child.firstName })}
                  confirmLabel={t('revoke.confirm')}
                  cancelLabel={t('revoke.cancel')}
                  pending={revoke.isPending}
                  onConfirm={() =>
                    revoke.mutateAsync(child.id).then(
                      () => toast.success(t('revoke.done'), t('revoke.doneText', { name: child.firstName })),
                      (failed: unknown) => {
                        toast.error(t('revoke.failed'), errorMessage(failed, t('revoke.failed')));
                        throw failed;
                      },
                    )
                  }
                />
              ) : null}
            </>
          ) : (
            <ConfirmDialog
              trigger={
                <Button size="sm" variant="ghost" className="text-red-700">
                  <Trash2 aria-hidden="true" />
                  {t('children.remove')}
                  {forName}
                </Button>
              }
              title={t('remove.title', { name: child.firstName })}
              text={t('remove.text', { name: child.firstName })}
              confirmLabel={t('remove.confirm')}
              cancelLabel={t('remove.cancel')}
              pending={remove.isPending}
              onConfirm={() =>
                remove.mutateAsync(child.id).then(
                  () => toast.success(t('remove.done', { name: child.firstName })),
                  (failed: unknown) => {
                    toast.error(t('remove.failed'), errorMessage(failed, t('remove.failed')));
                    throw failed;
                  },
                )
              }
            />
          )}
        </div>
      </article>
    </li>
  );
}
