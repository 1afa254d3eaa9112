import { BadgeCheck, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/utils.ts';
import { kycActionLabel, type KycStatus, kycStatusText } from '../lib/kyc.ts';
import { KycDialog } from './kyc-dialog.tsx';

interface MeetStudentsCardProps {
  status: KycStatus;
  rejectionReason: string | null;
  /** Where it shows: the home screen (the status and what to do), or a screen of students it stands in for. */
  place?: 'home' | 'students';
  className?: string;
}

const tone: Record<KycStatus, string> = {
  not_submitted: 'border-indigo-300 bg-indigo-50/60',
  under_review: 'border-amber-300 bg-amber-50/70',
  rejected: 'border-red-300 bg-red-50/70',
  approved: 'border-emerald-200',
};

/** What to do next, by status (approved shows the small verified note instead). */
const nextStepKey = {
  not_submitted: 'meet.next.not_submitted',
  under_review: 'meet.next.under_review',
  rejected: 'meet.next.rejected',
} as const;

const statusTone: Record<KycStatus, string> = {
  not_submitted: 'border-slate-300 bg-white text-slate-800',
  under_review: 'border-amber-300 bg-white text-amber-900',
  rejected: 'border-red-300 bg-white text-red-800',
  approved: 'border-emerald-300 bg-white text-emerald-800',
};

/**
 * Issue 28 §3: until an admin approves a teacher's KYC, students are hidden from them. This card says so, with the
 * KYC status and the action (submit, or resubmit after a rejection, in the KYC dialog). Once approved it shrinks to a
 * one-line verified note on the home screen and is not shown elsewhere.
 */
export function MeetStudentsCard({ status, rejectionReason, place = 'home', className }: MeetStudentsCardProps) {
  const { t } = useTranslation('kyc');
  const titleId = useId();
  if (status === 'approved') {
    if (place !== 'home') return null;
    return (
      <p className={cn('flex items-center gap-2 text-sm font-medium text-emerald-800', className)} data-testid="kyc-verified-note">
        <BadgeCheck aria-hidden="true" className="size-4 shrink-0" />
        {t('meet.verifiedNote')}
      </p>
    );
  }
  const action = kycActionLabel(status);
  return (
    <Card role="region" aria-labelledby={titleId} className={cn('border-2', tone[status], className)} data-testid="meet-students-card">
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-indigo-700 shadow-sm">
            <ShieldAlert aria-hidden="true" className="size-5" />
          </span>
          <CardTitle id={titleId} className="text-lg">
            {t('meet.title')}
          </CardTitle>
        </div>
        <CardDescription className="text-slate-700">{place === 'home' ? t('meet.whyHome') : t('meet.whyHere')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {t('card.status')}
          <span className={cn('rounded-md border px-2 py-0.5 text-sm font-semibold', statusTone[status])} data-testid="meet-students-status">
            {kycStatusText(status, rejectionReason)}
          </span>
        </p>
        <p className="text-sm text-slate-700">{t(nextStepKey[status])}</p>
        {action && status !== 'under_review' ? (
          <KycDialog
            trigger={
              <Button className="w-full sm:w-auto sm:justify-self-start">
                <ShieldCheck aria-hidden="true" />
                {action}
              </Button>
            }
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
