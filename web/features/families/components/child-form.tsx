import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AGE_BANDS, ChildBodySchema, type Child, type ChildBody } from '../../../../contract/families.ts';
import { ClassSelect } from '../../../components/forms/class-select.tsx';
import { DialogFormActions } from '../../../components/forms/dialog-form-actions.tsx';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors, focusFirstError } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveChild } from '../api/save-child.ts';
import { AGE_BAND_LABELS } from '../lib/child-view.ts';

const FIELDS = ['firstName', 'class', 'schoolName', 'birthDate', 'ageBand'] as const;

interface ChildFormProps {
  /** The child to change; none: a new child. */
  child?: Child;
  onSaved: (child: Child) => void;
}

/** First name, class, school (optional), and a date of birth or an age band: the contract's ChildBodySchema. */
export function ChildForm({ child, onSaved }: ChildFormProps) {
  const { t } = useTranslation('families');
  const id = useId();
  const form = useForm<ChildBody>({
    resolver: zodResolver(ChildBodySchema) as never,
    defaultValues: {
      firstName: child?.firstName ?? '',
      class: (child?.class ?? '') as ChildBody['class'],
      schoolName: child?.schoolName ?? '',
      birthDate: child?.birthDate ?? null,
      ageBand: child?.ageBand ?? null,
    },
    shouldFocusError: false,
  });
  const save = useSaveChild();
  const [failure, setFailure] = useState<string | null>(null);
  const { errors } = form.formState;
  const today = new Date().toISOString().slice(0, 10);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        const saved = await save.mutateAsync({ id: child?.id, body: values });
        toast.success(child ? t('form.saved') : t('form.added', { name: saved.firstName }));
        onSaved(saved);
      } catch (failed) {
        applyServerFieldErrors(failed, form.setError, FIELDS);
        setFailure(errorMessage(failed, t('form.failed')));
      }
    },
    (invalid) => focusFirstError(invalid, FIELDS, form.setFocus),
  );

  const field = (name: (typeof FIELDS)[number]) => `${id}-${name}`;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={field('firstName')} label={t('form.firstName')} error={errors.firstName?.message}>
          <Input {...fieldProps(field('firstName'), errors.firstName?.message)} autoComplete="off" {...form.register('firstName')} />
        </FormField>
        <FormField id={field('class')} label={t('form.class')} error={errors.class?.message}>
          <Controller
            control={form.control}
            name="class"
            render={({ field: control }) => (
              <ClassSelect {...fieldProps(field('class'), errors.class?.message)} {...control} placeholder={t('form.classPlaceholder')} />
            )}
          />
        </FormField>
      </div>
      <FormField id={field('schoolName')} label={t('form.school')} labelSuffix={t('form.optional')} error={errors.schoolName?.message}>
        <Input {...fieldProps(field('schoolName'), errors.schoolName?.message)} autoComplete="off" {...form.register('schoolName')} />
      </FormField>
      <fieldset className="grid gap-3 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t('form.ageLegend')}</legend>
        <p className="-mt-1 text-xs text-slate-600">{t('form.ageHint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={field('birthDate')} label={t('form.dateOfBirth')} error={errors.birthDate?.message}>
            <Input
              {...fieldProps(field('birthDate'), errors.birthDate?.message)}
              type="date"
              max={today}
              {...form.register('birthDate', { setValueAs: (value: string | null) => value || null })}
            />
          </FormField>
          <FormField id={field('ageBand')} label={t('form.ageBand')} error={errors.ageBand?.message}>
            <NativeSelect
              {...fieldProps(field('ageBand'), errors.ageBand?.message)}
              {...form.register('ageBand', { setValueAs: (value: string | null) => value || null })}
            >
              <option value="">{t('form.ageBandNone')}</option>
              {AGE_BANDS.map((band) => (
                <option key={band} value={band}>
                  {t(AGE_BAND_LABELS[band])}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
      </fieldset>
      <DialogFormActions
        failure={failure}
        cancelLabel={t('form.cancel')}
        submitLabel={child ? t('form.save') : t('form.add')}
        pendingLabel={t('form.saving')}
        pending={save.isPending}
      />
    </form>
  );
}
