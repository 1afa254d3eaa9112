import { CircleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FieldError, FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { MESSAGES } from '../../../../contract/messages.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { ageFieldsOf, ageProblems, ageStep } from '../../../lib/stated-age.ts';
import { useStateAge } from '../api/state-age.ts';

export type AgePromptResult = 'adult' | 'minor' | 'skipped';

interface AgePromptDialogProps {
  open: boolean;
  /**
   * 'adult' or 'minor': the age was saved (a minor now waits for their guardian); 'skipped': "Not now" (the contact
   * goes ahead; the prompt is not shown again).
   */
  onDone: (result: AgePromptResult) => void;
}

/** The once-only "How old are you?" before the next contact of an account whose age is not stated. */
export function AgePromptDialog({ open, onDone }: AgePromptDialogProps) {
  const { t } = useTranslation('families');
  const id = useId();
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [isAdult, setIsAdult] = useState(false);
  const [guardianEmail, setGuardianEmail] = useState('');
  const [problems, setProblems] = useState<Partial<Record<'dateOfBirth' | 'guardianEmail', string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useStateAge();
  const step = ageStep(dateOfBirth, isAdult);
  const today = new Date().toISOString().slice(0, 10);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const values = { dateOfBirth, isAdult, guardianEmail };
    const found = ageProblems(values);
    setProblems(Object.fromEntries(Object.entries(found).map(([field, code]) => [field, MESSAGES[code as keyof typeof MESSAGES]])));
    if (Object.keys(found).length) return;
    setFailure(null);
    try {
      await save.mutateAsync(ageFieldsOf(values));
      onDone(step === 'minor' ? 'minor' : 'adult');
    } catch (failed) {
      setFailure(errorMessage(failed, t('age.failed')));
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onDone('skipped'))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('age.title')}</DialogTitle>
          <DialogDescription>{t('age.text')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
          <FormField id={`${id}-dob`} label={t('age.dateOfBirth')} error={step === 'under13' ? undefined : problems.dateOfBirth}>
            <Input
              {...fieldProps(`${id}-dob`, problems.dateOfBirth)}
              type="date"
              max={today}
              disabled={isAdult}
              value={dateOfBirth}
              onChange={(event) => setDateOfBirth(event.target.value)}
            />
          </FormField>
          <label className="flex items-center gap-2.5 text-sm font-medium text-slate-900">
            <Checkbox checked={isAdult} onCheckedChange={setIsAdult} />
            {t('age.isAdult')}
          </label>
          {step === 'minor' ? (
            <FormField id={`${id}-guardian`} label={t('age.guardianEmail')} hint={t('age.guardianHint')} error={problems.guardianEmail}>
              <Input
                {...fieldProps(`${id}-guardian`, problems.guardianEmail, t('age.guardianHint'))}
                type="email"
                value={guardianEmail}
                onChange={(event) => setGuardianEmail(event.target.value)}
              />
            </FormField>
          ) : null}
          {step === 'under13' ? (
            <p role="alert" className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('age.under13')}
            </p>
          ) : null}
          {failure ? <FieldError>{failure}</FieldError> : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onDone('skipped')}>
              {t('age.skip')}
            </Button>
            <Button type="submit" disabled={save.isPending || step === 'under13'}>
              {save.isPending ? t('age.saving') : t('age.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
