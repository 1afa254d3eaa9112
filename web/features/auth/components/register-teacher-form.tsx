import { useMemo, type ComponentProps } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { RegisterTeacherBodySchema } from '../../../../contract/auth.ts';
import type { STUDENT_CLASS_OPTIONS, TEACHER_SUBJECTS, TeachingLanguage, TeachingMode, TutorBoard } from '../../../../contract/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormFieldOf, useFieldError } from '../../../components/ui/form-field-of.tsx';
import { fieldProps } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useRegistrationSubmit } from '../api/register.ts';
import { ACCOUNT_FIELDS, AccountFields, accountFieldsOf } from './account-fields.tsx';
import { SubjectsChecklist } from '../../../components/forms/subjects-checklist.tsx';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { MoreAboutTeaching } from './more-about-teaching.tsx';

type TeacherForm = z.input<typeof RegisterTeacherBodySchema>;

const FIELD_ORDER = [
  ...ACCOUNT_FIELDS,
  'subjects',
  'qualification',
  'experience',
  'bio',
  'headline',
  'monthlyFee',
  'feeUnit',
  'classes',
  'boards',
  'teachingModes',
  'languages',
] as const;

/** Validation code loads on the form's first touch (lazy-zod-resolver.ts). */
const resolver = lazyZodResolver(() => import('../../../../contract/auth.ts').then((m) => m.RegisterTeacherBodySchema));

export function RegisterTeacherForm() {
  const { t } = useTranslation('auth');
  const form = useForm({
    resolver,
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
      headline: '',
      monthlyFee: null,
      feeUnit: 'per_month' as const,
      classes: [] as (typeof STUDENT_CLASS_OPTIONS)[number][],
      boards: [] as TutorBoard[],
      teachingModes: [] as TeachingMode[],
      languages: [] as TeachingLanguage[],
    },
    shouldFocusError: false,
  });
  const { control, register } = form;
  const { onSubmit, isPending } = useRegistrationSubmit(form, FIELD_ORDER);

  // No part of this markup reads the form's state (each field follows its own message, FormFieldOf and
  // useFieldError), so the re-renders react-hook-form makes of this component keep it as it is.
  return useMemo(
    () => (
      <form onSubmit={onSubmit} noValidate className="grid gap-4" {...resolver.preloadProps}>
        <AccountFields idPrefix="teacher" {...accountFieldsOf(form)} />
        <Controller
          control={control}
          name="subjects"
          render={({ field }) => (
            <SubjectsChecklistField
              control={control}
              legend={t('register.teacher.subjects')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              firstRef={field.ref}
            />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormFieldOf control={control} name="qualification" id="teacher-qualification" label={t('register.teacher.qualification')}>
            {(error) => (
              <Input
                {...fieldProps('teacher-qualification', error)}
                placeholder={t('register.teacher.qualificationPlaceholder')}
                {...register('qualification')}
              />
            )}
          </FormFieldOf>
          <FormFieldOf control={control} name="experience" id="teacher-experience" label={t('register.teacher.experience')}>
            {(error) => (
              <Input
                {...fieldProps('teacher-experience', error)}
                placeholder={t('register.teacher.experiencePlaceholder')}
                {...register('experience')}
              />
            )}
          </FormFieldOf>
        </div>
        <FormFieldOf control={control} name="bio" id="teacher-bio" label={t('register.teacher.bio')} labelSuffix={t('fields.optional')}>
          {(error) => <Textarea {...fieldProps('teacher-bio', error)} rows={4} placeholder={t('register.teacher.bioPlaceholder')} {...register('bio')} />}
        </FormFieldOf>
        <MoreAboutTeaching control={control} register={register} />
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={isPending}>
          {isPending ? t('register.submitting') : t('register.teacher.submit')}
        </Button>
      </form>
    ),
    [onSubmit, form, control, register, t, isPending],
  );
}

/** The subjects checklist with its own message (an empty choice reports on the array's root). */
function SubjectsChecklistField({ control, ...props }: Omit<ComponentProps<typeof SubjectsChecklist>, 'error'> & { control: Control<TeacherForm> }) {
  const error = useFieldError(control, 'subjects');
  return <SubjectsChecklist {...props} error={error} />;
}
