import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/utils.ts';
import { kycActionLabel, type KycStatus, kycStatusText } from '../lib/kyc.ts';
import { KycDialog } from './kyc-dialog.tsx';

const look: Record<KycStatus, { tone: string; text: string }> = {
  not_submitted: { tone: 'border-slate-300 text-slate-700', text: 'card.not_submitted' },
  under_review: { tone: 'border-amber-200 bg-amber-50 text-amber-900', text: 'card.under_review' },
  approved: { tone: 'border-emerald-200 bg-emerald-50 text-emerald-800', text: 'card.approved' },
  rejected: { tone: 'border-red-200 bg-red-50 text-red-800', text: 'card.rejected' },
};

interface KycStatusCardProps {
  status: KycStatus;
  rejectionReason: string | null;
  className?: string;
}

/** The teacher's KYC status and the button that opens the KYC dialog (hidden once approved). */
export function KycStatusCard({ status, rejectionReason, className }: KycStatusCardProps) {
  const { t } = useTranslation('kyc');
  const action = kycActionLabel(status);
  return (
    <Card role="region" aria-labelledby="kyc-title" className={className}>
      <CardHeader className="flex-row items-center gap-3">
        <ShieldCheck aria-hidden="true" className="size-5 text-indigo-600" />
        <CardTitle id="kyc-title">{t('card.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {t('card.status')}
          <span className={cn('rounded-md border px-2 py-0.5 text-sm font-semibold', look[status].tone)}>
            {kycStatusText(status, rejectionReason)}
          </span>
        </p>
        <p className="text-sm text-slate-600">{t(look[status].text)}</p>
        {action ? (
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
