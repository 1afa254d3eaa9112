import { Check } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { useApproveKyc } from '../api/approve-kyc.ts';
import { APPROVAL_CHECKS, allChecked, type ApprovalCheck } from '../lib/kyc-review.ts';

interface ApproveKycDialogProps {
  submissionId: string;
  teacherName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Approve only after confirming the checklist: an approval lets the teacher see and contact students,
 * children among them, so each check is ticked by hand; Approve is enabled once all are.
 */
export function ApproveKycDialog({ submissionId, teacherName, open, onOpenChange }: ApproveKycDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Approve KYC</DialogTitle>
          <DialogDescription>
            {teacherName} will be Verified and can then see and contact students. Confirm each check against the documents.
          </DialogDescription>
        </DialogHeader>
        {open ? <ApproveKycChecklist submissionId={submissionId} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ApproveKycChecklist({ submissionId }: { submissionId: string }) {
  const approve = useApproveKyc();
  const [checked, setChecked] = useState<Record<ApprovalCheck['id'], boolean>>({ name: false, photo: false, legible: false });
  const ready = allChecked(checked);
  return (
    <form
      noValidate
      className="grid grid-cols-1 gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) approve.mutate(submissionId);
      }}
    >
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Checklist</legend>
        {APPROVAL_CHECKS.map((check) => (
          <label key={check.id} className="flex cursor-pointer items-start gap-3 text-sm text-slate-800">
            <Checkbox
              name={check.id}
              checked={checked[check.id]}
              onCheckedChange={(value) => setChecked((current) => ({ ...current, [check.id]: value }))}
            />
            <span>{check.label}</span>
          </label>
        ))}
      </fieldset>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={!ready || approve.isPending}>
          <Check aria-hidden="true" />
          {approve.isPending ? 'Approving...' : 'Approve'}
        </Button>
      </DialogFooter>
    </form>
  );
}
