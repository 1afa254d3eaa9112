import { Controller, useFormContext } from 'react-hook-form';
import { STUDENT_CLASS_OPTIONS } from '../../../../contract/constants.ts';
import type { UpdateProfileInput } from '../../../../contract/profiles.ts';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { toNumberOrNull } from '../lib/profile-form.ts';

/** Class, school name and the monthly budget range (whole rupees, at least 1, empty clears). */
export function StudentProfileFields() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<UpdateProfileInput>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id="profile-class" label="Class" error={errors.class?.message}>
        <Controller
          control={control}
          name="class"
          render={({ field }) => (
            <Select value={field.value ?? ''} onValueChange={field.onChange} name={field.name}>
              <SelectTrigger {...fieldProps('profile-class', errors.class?.message)} ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder="Select your class" />
              </SelectTrigger>
              <SelectContent>
                {STUDENT_CLASS_OPTIONS.map((option) => (
                  <SelectItem key={option} value={option}>
                    {option}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      <FormField id="profile-school" label="School name" error={errors.schoolName?.message}>
        <Input
          {...fieldProps('profile-school', errors.schoolName?.message)}
          autoComplete="organization"
          placeholder="School or college"
          {...register('schoolName')}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4 sm:col-span-2">
        <FormField id="profile-budget-min" label="Budget min (₹)" error={errors.budgetMin?.message}>
          <Input
            {...fieldProps('profile-budget-min', errors.budgetMin?.message)}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder="e.g. 1000"
            {...register('budgetMin', { setValueAs: toNumberOrNull })}
          />
        </FormField>
        <FormField id="profile-budget-max" label="Budget max (₹)" error={errors.budgetMax?.message}>
          <Input
            {...fieldProps('profile-budget-max', errors.budgetMax?.message)}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder="e.g. 3000"
            {...register('budgetMax', { setValueAs: toNumberOrNull })}
          />
        </FormField>
      </div>
    </div>
  );
}
