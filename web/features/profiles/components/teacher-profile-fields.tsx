import { Controller, useFormContext } from 'react-hook-form';
import { DEFAULT_MONTHLY_FEE } from '../../../../contract/constants.ts';
import type { UpdateProfileInput } from '../../../../contract/profiles.ts';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { formatRupees } from '../lib/format.ts';
import { toNumberOrNull } from '../lib/profile-form.ts';
import { SubjectsChecklist } from '../../../components/forms/subjects-checklist.tsx';

const BIO_MAX = 2000;
const FEE_HINT = `Leave empty to show the default of ${formatRupees(DEFAULT_MONTHLY_FEE)} per month.`;

/** Subjects, qualification, experience, bio and the monthly fee (whole rupees, at least 1, empty clears). */
export function TeacherProfileFields() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<UpdateProfileInput>();
  return (
    <div className="grid gap-4">
      <Controller
        control={control}
        name="subjects"
        render={({ field }) => (
          <SubjectsChecklist
            legend="Subjects"
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            firstRef={field.ref}
            error={errors.subjects?.message ?? errors.subjects?.root?.message}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="profile-qualification" label="Qualification" error={errors.qualification?.message}>
          <Input
            {...fieldProps('profile-qualification', errors.qualification?.message)}
            placeholder="e.g. M.Sc. Mathematics, B.Ed."
            {...register('qualification')}
          />
        </FormField>
        <FormField id="profile-experience" label="Experience" error={errors.experience?.message}>
          <Input
            {...fieldProps('profile-experience', errors.experience?.message)}
            placeholder="e.g. 5 years"
            {...register('experience')}
          />
        </FormField>
      </div>
      <FormField id="profile-bio" label="Bio" labelSuffix="(optional)" error={errors.bio?.message}>
        <Textarea
          {...fieldProps('profile-bio', errors.bio?.message)}
          rows={5}
          maxLength={BIO_MAX}
          placeholder="Tell students about your teaching style and achievements"
          {...register('bio')}
        />
      </FormField>
      <FormField
        id="profile-monthly-fee"
        label="Monthly fee (₹)"
        hint={FEE_HINT}
        error={errors.monthlyFee?.message}
        className="sm:max-w-[calc(50%-0.5rem)]"
      >
        <Input
          {...fieldProps('profile-monthly-fee', errors.monthlyFee?.message, FEE_HINT)}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder="e.g. 5000"
          {...register('monthlyFee', { setValueAs: toNumberOrNull })}
        />
      </FormField>
    </div>
  );
}
