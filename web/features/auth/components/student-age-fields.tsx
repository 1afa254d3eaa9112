import { CircleAlert, Info } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { Controller, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FormFieldOf, useFieldError } from '../../../components/ui/form-field-of.tsx';
import { FieldError, fieldProps } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ageStep } from '../../../lib/stated-age.ts';

/** The age fields of the student registration form (values before they are sent, see ageFieldsOf). */
export interface StudentAgeForm {
  dateOfBirth?: string;
  isAdult?: boolean;
  guardianEmail?: string;
}

interface StudentAgeFieldsProps {
  control: Control<StudentAgeForm>;
  register: UseFormRegister<StudentAgeForm>;
}

/**
 * "Your age": a date of birth or "I am 18 or older". 13–17 adds the guardian's email (the guardian confirms by email);
 * under 13 says the student joins through a parent, and the form is not sent.
 */
export const StudentAgeFields = memo(function StudentAgeFields({ control, register }: StudentAgeFieldsProps) {
  const { t } = useTranslation('auth');
  const [dateOfBirth, isAdult] = useWatch({ control, name: ['dateOfBirth', 'isAdult'] });
  const step = ageStep(dateOfBirth, isAdult);
  const dobError = useFieldError(control, 'dateOfBirth');
  const today = new Date().toISOString().slice(0, 10);

  return (
    <fieldset className="grid gap-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('register.student.ageLegend')}</legend>
      <p id="student-age-hint" className="-mt-1 text-xs text-slate-600">
        {t('register.student.ageHint')}
      </p>
      <div className="grid items-end gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <label htmlFor="student-dob" className="text-sm font-medium text-slate-900">
            {t('register.student.dateOfBirth')}
          </label>
          <Input
            {...fieldProps('student-dob', step === 'under13' ? undefined : dobError)}
            type="date"
            max={today}
            autoComplete="bday"
            disabled={isAdult}
            {...register('dateOfBirth')}
          />
        </div>
        <Controller
          control={control}
          name="isAdult"
          render={({ field }) => (
            <label className="flex min-h-10 cursor-pointer items-center gap-2.5 text-sm font-medium text-slate-900">
              <Checkbox checked={!!field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} name={field.name} ref={field.ref} />
              {t('register.student.isAdult')}
            </label>
          )}
        />
      </div>
      {dobError && step !== 'under13' ? <FieldError id="student-dob-error">{dobError}</FieldError> : null}
      {step === 'minor' ? (
        <FormFieldOf control={control} name="guardianEmail" id="student-guardian-email" label={t('register.student.guardianEmail')}>
          {(error) => (
            <>
              <Input {...fieldProps('student-guardian-email', error)} type="email" autoComplete="off" {...register('guardianEmail')} />
              <p className="flex gap-2 text-xs text-slate-700">
                <Info aria-hidden="true" className="mt-px size-3.5 shrink-0 text-indigo-600" />
                {t('register.student.guardianHint')}
              </p>
            </>
          )}
        </FormFieldOf>
      ) : null}
      {step === 'under13' ? (
        <div role="alert" className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            {t('register.student.under13')}{' '}
            <Link to="/register-parent" className="font-semibold text-indigo-800 underline underline-offset-2">
              {t('register.student.under13Link')}
            </Link>
          </p>
        </div>
      ) : null}
    </fieldset>
  );
});

/** The submit button, which cannot send the form for a child under 13. */
export function StudentSubmitButton({ control, children, pending }: { control: Control<StudentAgeForm>; children: ReactNode; pending: boolean }) {
  const [dateOfBirth, isAdult] = useWatch({ control, name: ['dateOfBirth', 'isAdult'] });
  const blocked = ageStep(dateOfBirth, isAdult) === 'under13';
  return (
    <Button type="submit" size="lg" className="mt-2 w-full" disabled={pending || blocked}>
      {children}
    </Button>
  );
}
