import { useMemo } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { RegisterStudentBody, RegisterStudentBodySchema } from '../../../../contract/auth.ts';
import { useTranslation } from 'react-i18next';
import type { STUDENT_CLASS_OPTIONS } from '../../../../contract/constants.ts';
import { ClassSelect } from '../../../components/forms/class-select.tsx';
import { FormFieldOf } from '../../../components/ui/form-field-of.tsx';
import { fieldProps } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useRegistrationSubmit } from '../api/register.ts';
import { ACCOUNT_FIELDS, AccountFields, accountFieldsOf } from './account-fields.tsx';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { ageFieldsFormOf, studentResolver } from '../lib/student-resolver.ts';
import { StudentAgeFields, StudentSubmitButton, type StudentAgeForm } from './student-age-fields.tsx';

const FIELD_ORDER = [...ACCOUNT_FIELDS, 'class', 'schoolName', 'dateOfBirth', 'guardianEmail'] as const;

/** Validation code loads on the form's first touch (lazy-zod-resolver.ts). */
const resolver = studentResolver<StudentFormValues, RegisterStudentBody>(
  lazyZodResolver(() => import('../../../../contract/auth.ts').then((m) => m.RegisterStudentBodySchema)) as unknown as Resolver<
    StudentFormValues,
    unknown,
    RegisterStudentBody
  >,
);

/** The form's values: the API's body, with the age fields as the form holds them (see ageFieldsOf). */
type StudentFormValues = Omit<z.input<typeof RegisterStudentBodySchema>, keyof StudentAgeForm> & StudentAgeForm;

const preloadProps = (resolver as { preloadProps?: object }).preloadProps;

export function RegisterStudentForm() {
  const { t } = useTranslation('auth');
  const form = useForm({
    resolver,
    defaultValues: {
      userType: 'student' as const,
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      mobile: '',
      class: '' as (typeof STUDENT_CLASS_OPTIONS)[number],
      schoolName: '',
      dateOfBirth: '',
      isAdult: false,
      guardianEmail: '',
    },
    shouldFocusError: false,
  });
  const { control, register } = form;
  const { onSubmit, isPending } = useRegistrationSubmit(form, FIELD_ORDER);

  // No part of this markup reads the form's state (each field follows its own message, FormFieldOf), so the
  // re-renders react-hook-form makes of this component keep it as it is.
  return useMemo(
    () => (
      <form onSubmit={onSubmit} noValidate className="grid gap-4" {...preloadProps}>
        <AccountFields idPrefix="student" {...accountFieldsOf(form)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormFieldOf control={control} name="class" id="student-class" label={t('register.student.class')}>
            {(error) => (
              <Controller
                control={control}
                name="class"
                render={({ field }) => (
                  <ClassSelect
                    {...fieldProps('student-class', error)}
                    {...field}
                    placeholder={t('register.student.classPlaceholder')}
                  />
                )}
              />
            )}
          </FormFieldOf>
          <FormFieldOf control={control} name="schoolName" id="student-school" label={t('register.student.school')}>
            {(error) => <Input {...fieldProps('student-school', error)} autoComplete="organization" {...register('schoolName')} />}
          </FormFieldOf>
        </div>
        <StudentAgeFields {...ageFieldsFormOf(form)} />
        <StudentSubmitButton control={ageFieldsFormOf(form).control} pending={isPending}>
          {isPending ? t('register.submitting') : t('register.student.submit')}
        </StudentSubmitButton>
      </form>
    ),
    [onSubmit, form, control, register, t, isPending],
  );
}

