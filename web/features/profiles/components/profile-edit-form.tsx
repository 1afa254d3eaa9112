import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UpdateProfileBodySchema, type UpdateProfileInput } from '../../../../contract/profiles.ts';
import type { Profile, User } from '../../../../contract/users.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { applyServerFieldErrors, focusFirstError } from '../../../lib/form-errors.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { profileFormDefaults, STUDENT_FIELDS, TEACHER_FIELDS } from '../lib/profile-form.ts';
import { StudentProfileFields } from './student-profile-fields.tsx';
import { TeacherProfileFields } from './teacher-profile-fields.tsx';

interface ProfileEditFormProps {
  user: User;
  profile: Profile | null;
}

/** Spec §2 profile editing: name and mobile, then the student's or the teacher's own fields; saving returns to '/'. */
export function ProfileEditForm({ user, profile }: ProfileEditFormProps) {
  const { t } = useTranslation('profiles');
  const isTeacher = user.userType === 'teacher';
  const form = useForm({
    resolver: zodResolver(UpdateProfileBodySchema),
    defaultValues: profileFormDefaults(user, profile),
    shouldFocusError: false,
  });
  const update = useUpdateProfile();
  const navigate = useNavigate();
  const fieldOrder = isTeacher ? TEACHER_FIELDS : STUDENT_FIELDS;

  const onSubmit = form.handleSubmit(
    (values) => {
      update.mutate(values, {
        onError: (error) => applyServerFieldErrors(error, form.setError, fieldOrder),
      });
    },
    (invalid) => focusFirstError(invalid, fieldOrder, form.setFocus),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-6">
        <Card role="region" aria-labelledby="profile-personal-title">
          <CardHeader>
            <CardTitle id="profile-personal-title">{t('edit.personal')}</CardTitle>
          </CardHeader>
          <CardContent>
            <PersonalFields />
          </CardContent>
        </Card>
        <Card role="region" aria-labelledby="profile-role-title">
          <CardHeader>
            <CardTitle id="profile-role-title">{isTeacher ? t('edit.teaching') : t('edit.learning')}</CardTitle>
            <CardDescription>
              {isTeacher
                ? t('edit.teachingHint')
                : t('edit.learningHint')}
            </CardDescription>
          </CardHeader>
          <CardContent>{isTeacher ? <TeacherProfileFields /> : <StudentProfileFields />}</CardContent>
        </Card>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" size="lg" onClick={() => void navigate('/')}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" size="lg" disabled={update.isPending}>
            {update.isPending ? t('edit.saving') : t('edit.save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/** First name, last name and mobile: both roles. */
function PersonalFields() {
  const { t } = useTranslation('profiles');
  const {
    register,
    formState: { errors },
  } = useFormContext<UpdateProfileInput>();
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="profile-first-name" label={t('edit.firstName')} error={errors.firstName?.message}>
          <Input
            {...fieldProps('profile-first-name', errors.firstName?.message)}
            autoComplete="given-name"
            {...register('firstName')}
          />
        </FormField>
        <FormField id="profile-last-name" label={t('edit.lastName')} labelSuffix={t('edit.optional')} error={errors.lastName?.message}>
          <Input
            {...fieldProps('profile-last-name', errors.lastName?.message)}
            autoComplete="family-name"
            {...register('lastName')}
          />
        </FormField>
      </div>
      <FormField id="profile-mobile" label={t('edit.mobile')} error={errors.mobile?.message} className="sm:max-w-[calc(50%-0.5rem)]">
        <Input
          {...fieldProps('profile-mobile', errors.mobile?.message)}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+91XXXXXXXXXX"
          {...register('mobile')}
        />
      </FormField>
    </div>
  );
}
