import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { ReportBodySchema, REPORT_REASON_MAX, type ChatPartner } from '../../../../contract/chat.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report {partner.name}</DialogTitle>
          <DialogDescription>Tell our team what happened. Reports are private: {partner.name} is not told who reported them.</DialogDescription>
        </DialogHeader>
        {open ? <ReportForm partner={partner} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ReportForm({ partner, onDone }: { partner: ChatPartner; onDone: () => void }) {
  const form = useForm({ resolver: zodResolver(ReportBodySchema), defaultValues: { reason: '' } });
  const report = useReportUser();
  const { errors } = form.formState;
  const length = (useWatch({ control: form.control, name: 'reason' }) ?? '').length;
  const counterId = 'report-reason-counter';

  const onSubmit = form.handleSubmit((body) =>
    report.mutate(
      { userId: partner.userId, body },
      {
        onSuccess: () => {
          toast.success('Report sent', 'Thank you. Our team will review it.');
          onDone();
        },
        onError: (error) => {
          applyServerFieldErrors(error, form.setError, ['reason']);
          toast.error('Failed to send report', errorMessage(error, 'Please try again later.'));
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="report-reason" label="Reason" error={errors.reason?.message}>
        <Textarea
          {...fieldProps('report-reason', errors.reason?.message)}
          aria-describedby={[counterId, errors.reason ? 'report-reason-error' : ''].filter(Boolean).join(' ')}
          rows={4}
          maxLength={REPORT_REASON_MAX}
          placeholder="For example: asked for personal details, rude or unsafe messages"
          {...form.register('reason')}
        />
        <p id={counterId} className="justify-self-end text-xs text-slate-600">
          {length}/{REPORT_REASON_MAX}
        </p>
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={report.isPending}>
          {report.isPending ? 'Sending...' : 'Send Report'}
        </Button>
      </DialogFooter>
    </form>
  );
}
