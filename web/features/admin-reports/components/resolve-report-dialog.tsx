import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { AdminReport } from '../../../../contract/admin-reports.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useResolveReport } from '../api/resolve-report.ts';
import { RESOLVE_ACTIONS, RESOLVE_BODY_FIELD, resolveBody, type ResolveAction, type ResolveFormValues } from '../lib/report-view.ts';

interface ResolveReportDialogProps {
  report: AdminReport;
  /** The open dialog's action, or null when closed. */
  action: ResolveAction | null;
  onClose: () => void;
}

const DESCRIPTIONS: Record<ResolveAction, (name: string) => string> = {
  dismiss: () => 'Close the report without acting on the user. The note is only seen by admins.',
  warn: (name) => `${name} will see this message as a warning from the moderators.`,
  ban: (name) => `${name} will be signed out and can no longer use Tutorhood.`,
};

/** Dismiss (optional note), Warn User (a required message) or Ban User (a required reason). */
export function ResolveReportDialog({ report, action, onClose }: ResolveReportDialogProps) {
  return (
    <Dialog open={action !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {action ? (
          <>
            <DialogHeader>
              <DialogTitle>{RESOLVE_ACTIONS[action].title}</DialogTitle>
              <DialogDescription>{DESCRIPTIONS[action](report.reportedUser.name)}</DialogDescription>
            </DialogHeader>
            <ResolveReportForm key={action} report={report} action={action} onDone={onClose} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ResolveReportForm({ report, action, onDone }: { report: AdminReport; action: ResolveAction; onDone: () => void }) {
  const config = RESOLVE_ACTIONS[action];
  const form = useForm<ResolveFormValues>({ resolver: zodResolver(config.schema), defaultValues: { text: '' } });
  const resolve = useResolveReport();
  const error = form.formState.errors.text?.message;
  const id = `resolve-report-${action}`;

  const onSubmit = form.handleSubmit(({ text }) =>
    resolve.mutate(
      { id: report.id, body: resolveBody(action, text) },
      {
        onSuccess: () => {
          toast.success(config.success);
          onDone();
        },
        onError: (failure) => {
          const fieldError = failure instanceof ApiError ? failure.fieldErrors[RESOLVE_BODY_FIELD[action]] : undefined;
          if (fieldError) form.setError('text', { type: 'server', message: fieldError }, { shouldFocus: true });
          toast.error('Failed to resolve report', errorMessage(failure, 'Please try again.'));
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
      <FormField id={id} label={config.fieldLabel} labelSuffix={config.optional ? '(optional)' : undefined} error={error}>
        <Textarea {...fieldProps(id, error)} rows={4} maxLength={500} {...form.register('text')} />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" variant={action === 'dismiss' ? 'default' : 'destructive'} disabled={resolve.isPending}>
          {resolve.isPending ? config.pending : config.confirm}
        </Button>
      </DialogFooter>
    </form>
  );
}
