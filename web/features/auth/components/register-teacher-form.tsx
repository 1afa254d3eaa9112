import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, FormProvider, useForm } from 'react-hook-form';
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
              legend="Subjects you teach"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              firstRef={field.ref}
              error={errors.subjects?.message ?? errors.subjects?.root?.message}
            />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="teacher-qualification" label="Qualification" error={errors.qualification?.message}>
            <Input
              {...fieldProps('teacher-qualification', errors.qualification?.message)}
              placeholder="e.g. M.Sc. Mathematics, B.Ed."
              {...form.register('qualification')}
            />
          </FormField>
          <FormField id="teacher-experience" label="Experience" error={errors.experience?.message}>
            <Input
              {...fieldProps('teacher-experience', errors.experience?.message)}
              placeholder="e.g. 5 years"
              {...form.register('experience')}
            />
          </FormField>
        </div>
        <FormField id="teacher-bio" label="Bio" labelSuffix="(optional)" error={errors.bio?.message}>
          <Textarea
            {...fieldProps('teacher-bio', errors.bio?.message)}
            rows={4}
            placeholder="Tell students about your teaching style and achievements"
            {...form.register('bio')}
          />
        </FormField>
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={registration.isPending}>
          {registration.isPending ? 'Creating Account...' : 'Create Teacher Account'}
        </Button>
      </form>
    </FormProvider>
  );
}
