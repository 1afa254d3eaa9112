import { Controller, useFormContext, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MONTHLY_FEE } from '../../../../contract/constants.ts';
import type { UpdateProfileInput } from '../../../../contract/profiles.ts';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { formatRupees } from '../lib/format.ts';
import { SubjectsChecklist } from '../../../components/forms/subjects-checklist.tsx';
import { TeacherDetailsFields, type TeacherDetailsValues } from '../../../components/forms/teacher-details-fields.tsx';

const BIO_MAX = 2000;

/**
 * Subjects, qualification, experience and bio, then what the public profile shows besides: the headline, the fee
 * (whole rupees, at least 1, empty clears) with its unit, and the classes, boards, places and languages taught.
 */
export function TeacherProfileFields() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<UpdateProfileInput>();
  const { t } = useTranslation('profiles');
  const feeHint = t('teacher.feeHint', { amount: formatRupees(DEFAULT_MONTHLY_FEE) });
  return (
    <div className="grid gap-4">
      <Controller
        control={control}
        name="subjects"
        render={({ field }) => (
          <SubjectsChecklist
            legend={t('teacher.subjects')}
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            firstRef={field.ref}
            error={errors.subjects?.message ?? errors.subjects?.root?.message}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="profile-qualification" label={t('teacher.qualification')} error={errors.qualification?.message}>
          <Input
            {...fieldProps('profile-qualification', errors.qualification?.message)}
            placeholder={t('teacher.qualificationPlaceholder')}
            {...register('qualification')}
          />
        </FormField>
        <FormField id="profile-experience" label={t('teacher.experience')} error={errors.experience?.message}>
          <Input
            {...fieldProps('profile-experience', errors.experience?.message)}
            placeholder={t('teacher.experiencePlaceholder')}
            {...register('experience')}
          />
        </FormField>
      </div>
      <FormField id="profile-bio" label={t('teacher.bio')} labelSuffix={t('teacher.optional')} error={errors.bio?.message}>
        <Textarea
          {...fieldProps('profile-bio', errors.bio?.message)}
          rows={5}
          maxLength={BIO_MAX}
          placeholder={t('teacher.bioPlaceholder')}
          {...register('bio')}
        />
      </FormField>
      <TeacherDetailsFields
        control={control as unknown as Control<TeacherDetailsValues>}
        register={register as unknown as UseFormRegister<TeacherDetailsValues>}
        idPrefix="profile"
        feeHint={feeHint}
      />
    </div>
  );
}
