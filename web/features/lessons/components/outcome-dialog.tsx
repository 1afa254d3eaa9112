import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lesson, LessonOutcome } from '../../../../contract/lessons.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { DialogFormActions, submitting } from '../../../components/forms/dialog-form-actions.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useRecordOutcome } from '../api/record-outcome.ts';

interface OutcomeDialogProps {
  lesson: Lesson;
  outcome: LessonOutcome;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** After the lesson: it happened, or it did not (optionally reporting the other side's no-show to the moderators). */
export function OutcomeDialog({ lesson, outcome, open, onOpenChange }: OutcomeDialogProps) {
  const { t } = useTranslation('lessons');
  const id = useId();
  const [report, setReport] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const record = useRecordOutcome();
  const save = async () => {
    setFailure(null);
    try {
      await record.mutateAsync({ lesson, outcome, ...(outcome === 'not_happened' ? { reportNoShow: report } : {}) });
      toast.success(t('outcome.saved'));
      onOpenChange(false);
    } catch (error) {
      setFailure(errorMessage(error, t('failed')));
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{outcome === 'happened' ? t('outcome.happenedTitle') : t('outcome.notHappenedTitle')}</DialogTitle>
          <DialogDescription>{outcome === 'happened' ? t('outcome.happenedHint') : t('outcome.notHappenedHint')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submitting(save)} className="grid gap-4">
          {outcome === 'not_happened' ? (
            <label htmlFor={`${id}-report`} className="flex min-h-11 cursor-pointer items-start gap-3 text-sm text-slate-800">
              <Checkbox id={`${id}-report`} checked={report} onCheckedChange={setReport} className="mt-0.5" />
              <span>
                <span className="font-medium">{t('outcome.report')}</span>
                <span className="block text-slate-600">{t('outcome.reportHint')}</span>
              </span>
            </label>
          ) : null}
          <DialogFormActions
            failure={failure}
            cancelLabel={t('back')}
            submitLabel={t('outcome.save')}
            pendingLabel={t('saving')}
            pending={record.isPending}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
