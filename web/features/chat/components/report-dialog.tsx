import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ReportBodySchema, REPORT_REASON_MAX, type ChatPartner } from '../../../../contract/chat.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { translateMessage } from '../../../i18n/errors.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useReportUser } from '../api/report-user.ts';

interface ReportDialogProps {
  partner: ChatPartner;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Report a user to the moderators with a reason (required, up to 1,000 characters). */
export function ReportDialog({ partner, open, onOpenChange }: ReportDialogProps) {
  const { t } = useTranslation('chat');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('report.title', { name: partner.name })}</DialogTitle>
          <DialogDescription>{t('report.description', { name: partner.name })}</DialogDescription>
        </DialogHeader>
        {open ? <ReportForm partner={partner} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ReportForm({ partner, onDone }: { partner: ChatPartner; onDone: () => void }) {
  const { t } = useTranslation('chat');
  const form = useForm({ resolver: zodResolver(ReportBodySchema), defaultValues: { reason: '' } });
  const report = useReportUser();
  const { errors } = form.formState;
  const reasonError = errors.reason?.message ? translateMessage(errors.reason.message) : undefined;
  const length = (useWatch({ control: form.control, name: 'reason' }) ?? '').length;
  const counterId = 'report-reason-counter';

  const onSubmit = form.handleSubmit((body) =>
    report.mutate(
      { userId: partner.userId, body },
      {
        onSuccess: () => {
          toast.success(t('report.sent'), t('report.sentBody'));
          onDone();
        },
        onError: (error) => {
          applyServerFieldErrors(error, form.setError, ['reason']);
          toast.error(t('report.failed'), errorMessage(error, t('report.tryLater')));
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="report-reason" label={t('report.reason')} error={reasonError}>
        <Textarea
          {...fieldProps('report-reason', reasonError)}
          aria-describedby={[counterId, errors.reason ? 'report-reason-error' : ''].filter(Boolean).join(' ')}
          rows={4}
          maxLength={REPORT_REASON_MAX}
          placeholder={t('report.placeholder')}
          {...form.register('reason')}
        />
        <p id={counterId} className="justify-self-end text-xs text-slate-600">
          {length}/{REPORT_REASON_MAX}
        </p>
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('report.cancel')}</Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={report.isPending}>
          {report.isPending ? t('report.sending') : t('report.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
