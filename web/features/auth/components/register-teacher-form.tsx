import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RegisterTeacherBodySchema } from '../../../../contract/auth.ts';
import type { TEACHER_SUBJECTS } from '../../../../contract/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { applyServerFieldErrors, focusFirstError } from '../../../lib/form-errors.ts';
import { useRegister } from '../api/register.ts';
import { ACCOUNT_FIELDS, AccountFields } from './account-fields.tsx';
import { SubjectsChecklist } from '../../../components/forms/subjects-checklist.tsx';

export function RegisterTeacherForm() {
  const { t } = useTranslation('auth');
  const form = useForm({
    resolver: zodResolver(RegisterTeacherBodySchema),
    defaultValues: {
      userType: 'teacher' as const,
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      mobile: '',
      subjects: [] as (typeof TEACHER_SUBJECTS)[number][],
      qualification: '',
      experience: '',
      bio: '',
    },
    shouldFocusError: false,
  });
  const registration = useRegister();
  const fieldOrder = [...ACCOUNT_FIELDS, 'subjects', 'qualification', 'experience', 'bio'] as const;
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    (values) => {
      registration.mutate(values, {
        onError: (error) => applyServerFieldErrors(error, form.setError, fieldOrder),
      });
    },
    (invalid) => focusFirstError(invalid, fieldOrder, form.setFocus),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <AccountFields idPrefix="teacher" />
        <Controller
          control={form.control}
          name="subjects"
          render={({ field }) => (
            <SubjectsChecklist
              legend={t('register.teacher.subjects')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              firstRef={field.ref}
              error={errors.subjects?.message ?? errors.subjects?.root?.message}
            />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="teacher-qualification" label={t('register.teacher.qualification')} error={errors.qualification?.message}>
            <Input
              {...fieldProps('teacher-qualification', errors.qualification?.message)}
              placeholder={t('register.teacher.qualificationPlaceholder')}
              {...form.register('qualification')}
            />
          </FormField>
          <FormField id="teacher-experience" label={t('register.teacher.experience')} error={errors.experience?.message}>
            <Input
              {...fieldProps('teacher-experience', errors.experience?.message)}
              placeholder={t('register.teacher.experiencePlaceholder')}
              {...form.register('experience')}
            />
          </FormField>
        </div>
        <FormField id="teacher-bio" label={t('register.teacher.bio')} labelSuffix={t('fields.optional')} error={errors.bio?.message}>
          <Textarea
            {...fieldProps('teacher-bio', errors.bio?.message)}
            rows={4}
            placeholder={t('register.teacher.bioPlaceholder')}
            {...form.register('bio')}
          />
        </FormField>
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={registration.isPending}>
          {registration.isPending ? t('register.submitting') : t('register.teacher.submit')}
        </Button>
      </form>
    </FormProvider>
  );
}
