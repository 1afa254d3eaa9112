import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RegisterStudentBodySchema } from '../../../../contract/auth.ts';
import { STUDENT_CLASS_OPTIONS } from '../../../../contract/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { applyServerFieldErrors, focusFirstError } from '../../../lib/form-errors.ts';
import { useSubjectLabels } from '../../requirements/lib/subject-label.ts';
import { useRegister } from '../api/register.ts';
import { ACCOUNT_FIELDS, AccountFields } from './account-fields.tsx';

export function RegisterStudentForm() {
  const { t } = useTranslation('auth');
  const { classLabel } = useSubjectLabels();
  const form = useForm({
    resolver: zodResolver(RegisterStudentBodySchema),
    defaultValues: {
      userType: 'student' as const,
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      mobile: '',
      class: '' as (typeof STUDENT_CLASS_OPTIONS)[number],
      schoolName: '',
    },
    shouldFocusError: false,
  });
  const registration = useRegister();
  const fieldOrder = [...ACCOUNT_FIELDS, 'class', 'schoolName'] as const;
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
        <AccountFields idPrefix="student" />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="student-class" label={t('register.student.class')} error={errors.class?.message}>
            <Controller
              control={form.control}
              name="class"
              render={({ field }) => (
                <Select value={field.value || undefined} onValueChange={field.onChange} name={field.name}>
                  <SelectTrigger {...fieldProps('student-class', errors.class?.message)} ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue placeholder={t('register.student.classPlaceholder')} />
                  </SelectTrigger>
                  <SelectContent>
                    {STUDENT_CLASS_OPTIONS.map((option) => (
                      <SelectItem key={option} value={option}>
                        {classLabel(option)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
          <FormField id="student-school" label={t('register.student.school')} error={errors.schoolName?.message}>
            <Input
              {...fieldProps('student-school', errors.schoolName?.message)}
              autoComplete="organization"
              {...form.register('schoolName')}
            />
          </FormField>
        </div>
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={registration.isPending}>
          {registration.isPending ? t('register.submitting') : t('register.student.submit')}
        </Button>
      </form>
    </FormProvider>
  );
}
