import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { RejectKycBodySchema } from '../../../../contract/kyc.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useRejectKyc } from '../api/reject-kyc.ts';

interface RejectKycDialogProps {
  submissionId: string;
  teacherName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Reject with a reason (required; the teacher sees it). */
export function RejectKycDialog({ submissionId, teacherName, open, onOpenChange }: RejectKycDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reject KYC</DialogTitle>
          <DialogDescription>{teacherName} will see this reason and can submit new documents.</DialogDescription>
        </DialogHeader>
        {open ? <RejectKycForm submissionId={submissionId} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function RejectKycForm({ submissionId }: { submissionId: string }) {
  const form = useForm({ resolver: zodResolver(RejectKycBodySchema), defaultValues: { reason: '' } });
  const reject = useRejectKyc();
  const error = form.formState.errors.reason?.message;

  const onSubmit = form.handleSubmit(({ reason }) =>
    reject.mutate(
      { id: submissionId, reason },
      {
        onError: (failure) => {
          applyServerFieldErrors(failure, form.setError, ['reason']);
          toast.error('Failed to reject KYC', errorMessage(failure, 'Please try again.'));
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
      <FormField id="kyc-reject-reason" label="Reason for rejection" error={error}>
        <Textarea
          {...fieldProps('kyc-reject-reason', error)}
          rows={4}
          maxLength={500}
          placeholder="For example: the PAN photo is blurred"
          {...form.register('reason')}
        />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={reject.isPending}>
          {reject.isPending ? 'Rejecting...' : 'Reject'}
        </Button>
      </DialogFooter>
    </form>
  );
}
