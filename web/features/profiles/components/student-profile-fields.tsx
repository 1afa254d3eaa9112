import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { UpdateProfileInput } from '../../../../contract/profiles.ts';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { ClassSelect } from '../../../components/forms/class-select.tsx';
import { toNumberOrNull } from '../lib/profile-form.ts';

/** Class, school name and the monthly budget range (whole rupees, at least 1, empty clears). */
export function StudentProfileFields() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<UpdateProfileInput>();
  const { t } = useTranslation('profiles');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id="profile-class" label={t('student.class')} error={errors.class?.message}>
        <Controller
          control={control}
          name="class"
          render={({ field }) => (
            <ClassSelect {...fieldProps('profile-class', errors.class?.message)} {...field} placeholder={t('student.selectClass')} />
          )}
        />
      </FormField>
      <FormField id="profile-school" label={t('student.school')} error={errors.schoolName?.message}>
        <Input
          {...fieldProps('profile-school', errors.schoolName?.message)}
          autoComplete="organization"
          placeholder={t('student.schoolPlaceholder')}
          {...register('schoolName')}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4 sm:col-span-2">
        <FormField id="profile-budget-min" label={t('student.budgetMin')} error={errors.budgetMin?.message}>
          <Input
            {...fieldProps('profile-budget-min', errors.budgetMin?.message)}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder={t('student.budgetMinPlaceholder')}
            {...register('budgetMin', { setValueAs: toNumberOrNull })}
          />
        </FormField>
        <FormField id="profile-budget-max" label={t('student.budgetMax')} error={errors.budgetMax?.message}>
          <Input
            {...fieldProps('profile-budget-max', errors.budgetMax?.message)}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder={t('student.budgetMaxPlaceholder')}
            {...register('budgetMax', { setValueAs: toNumberOrNull })}
          />
        </FormField>
      </div>
    </div>
  );
}
