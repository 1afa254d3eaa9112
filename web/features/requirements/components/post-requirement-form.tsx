import { zodResolver } from '@hookform/resolvers/zod';
import { Info } from 'lucide-react';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { FEE_TYPES, REQUIREMENT_CLASSES, REQUIREMENT_SUBJECTS, REQUIREMENT_TYPES } from '../../../../contract/constants.ts';
import { CreateRequirementBodySchema, REQUIREMENT_DESCRIPTION_MAX, type Requirement } from '../../../../contract/requirements.ts';
import type { User } from '../../../../contract/users.ts';
import { DialogFormActions } from '../../../components/forms/dialog-form-actions.tsx';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { applyServerFieldErrors, focusFirstError } from '../../../lib/form-errors.ts';
import { useContactGate } from '../../../lib/contact-gate.ts';
import { toast } from '../../../lib/toast.ts';
import { usePostRequirement } from '../api/post-requirement.ts';
import { feeTypeLabel, typeLabel } from '../lib/format.ts';
import { feeFromInput, POST_FORM_FIELDS, postFormDefaults } from '../lib/post-form.ts';
import { classLabel, subjectLabel } from '../lib/subject-label.ts';
import { ChipToggleGroup } from '../../../components/forms/chip-toggle-group.tsx';
import { RequirementPlaceFields } from './requirement-place-fields.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

interface PostRequirementFormProps {
  user: Pick<User, 'userType' | 'locality' | 'city' | 'state' | 'pinCode'>;
  /** The requirement the user has now, if any: the form starts from it and says posting replaces it. */
  current: Requirement | null;
  onPosted: () => void;
}

/** The Post Requirement form (spec §2, §5): validated by the contract's schema, server field errors mapped back. */
export function PostRequirementForm({ user, current, onPosted }: PostRequirementFormProps) {
  const { t } = useTranslation('requirements');
  const uid = useId();
  const isTeacher = user.userType === 'teacher';
  const form = useForm({
    resolver: zodResolver(CreateRequirementBodySchema),
    defaultValues: postFormDefaults(user, current),
    shouldFocusError: false,
  });
  const post = usePostRequirement();
  const gate = useContactGate();
  const { errors } = form.formState;

  // mutateAsync settles even if the dialog closes first.
  const onSubmit = form.handleSubmit(
    async (values) => {
      // An age not stated yet, a parent's child, a student waiting for their guardian: settled first (contact-gate.ts).
      const extra = await gate.prepare();
      if (!extra) return;
      try {
        await post.mutateAsync(isTeacher ? values : { ...values, classes: [], ...extra });
        toast.success(t('post.postedTitle'), t('post.postedText'));
        onPosted();
      } catch (failed) {
        applyServerFieldErrors(failed, form.setError, POST_FORM_FIELDS);
        toast.error(t('post.errorTitle'), errorMessage(failed, t('post.failed')));
      }
    },
    (invalid) => focusFirstError(invalid, POST_FORM_FIELDS, form.setFocus),
  );

  const feeId = `${uid}-fee`;
  const feeError = errors.fee?.message;
  const descriptionId = `${uid}-description`;
  const descriptionError = errors.description?.message;

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label={t('post.formLabel')}>
        {gate.actingFor ? (
          <p className="text-sm font-medium text-indigo-800" data-testid="requirement-for-child">
            {t('post.forChild', { name: gate.actingFor.firstName })}
          </p>
        ) : null}
        {current ? (
          <p role="note" className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <Trans t={t} i18nKey="post.replacing" components={{ strong: <strong className="font-semibold" /> }} />
            </span>
          </p>
        ) : null}

        <Controller
          control={form.control}
          name="subjects"
          render={({ field }) => (
            <ChipToggleGroup
              legend={t('post.subjects')}
              legendSuffix={t('post.chooseOne')}
              options={REQUIREMENT_SUBJECTS}
              optionLabel={subjectLabel}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.subjects?.message}
              firstRef={field.ref}
            />
          )}
        />

        {isTeacher ? (
          <Controller
            control={form.control}
            name="classes"
            render={({ field }) => (
              <ChipToggleGroup
                legend={t('post.classes')}
                legendSuffix={t('post.optional')}
                options={REQUIREMENT_CLASSES}
                optionLabel={classLabel}
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.classes?.message}
                firstRef={field.ref}
              />
            )}
          />
        ) : null}

        <RequirementPlaceFields />

        <fieldset className="grid gap-4">
          <legend className="mb-2 text-sm font-semibold text-slate-900">{t('post.howMuch')}</legend>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField id={`${uid}-type`} label={t('post.type')} error={errors.type?.message}>
              <Controller
                control={form.control}
                name="type"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                    <SelectTrigger id={`${uid}-type`} ref={field.ref} onBlur={field.onBlur}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {REQUIREMENT_TYPES.map((type) => (
                        <SelectItem key={type} value={type}>
                          {typeLabel(type)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </FormField>
            <FormField id={feeId} label={isTeacher ? t('post.feeTeacher') : t('post.feeStudent')} labelSuffix={t('post.optional')} error={feeError}>
              <Input
                {...fieldProps(feeId, feeError)}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                placeholder={isTeacher ? t('post.feePlaceholderTeacher') : t('post.feePlaceholderStudent')}
                {...form.register('fee', { setValueAs: feeFromInput })}
              />
            </FormField>
            <FormField id={`${uid}-fee-type`} label={t('post.feeType')} error={errors.feeType?.message}>
              <Controller
                control={form.control}
                name="feeType"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                    <SelectTrigger id={`${uid}-fee-type`} ref={field.ref} onBlur={field.onBlur}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {FEE_TYPES.map((feeType) => (
                        <SelectItem key={feeType} value={feeType}>
                          {feeTypeLabel(feeType)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </FormField>
          </div>
        </fieldset>

        <FormField id={descriptionId} label={t('post.description')} labelSuffix={t('post.optional')} error={descriptionError}>
          <Textarea
            {...fieldProps(descriptionId, descriptionError)}
            rows={3}
            maxLength={REQUIREMENT_DESCRIPTION_MAX}
            placeholder={isTeacher ? t('post.descriptionPlaceholderTeacher') : t('post.descriptionPlaceholderStudent')}
            {...form.register('description')}
          />
        </FormField>

        <DialogFormActions
          cancelLabel={t('post.cancel')}
          submitLabel={t('post.submit')}
          pendingLabel={t('post.posting')}
          pending={post.isPending}
        />
      </form>
    </FormProvider>
  );
}
