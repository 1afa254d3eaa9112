import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import type { CreateRequirementBody } from '../../../../contract/requirements.ts';

type TextField = 'location' | 'city' | 'state' | 'pinCode' | 'street' | 'village';

/** Location (required), city, state, PIN, street and village of the Post Requirement form. */
export function RequirementPlaceFields() {
  const { t } = useTranslation('requirements');
  const uid = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<CreateRequirementBody>();

  const field = (name: TextField, label: string, options: { suffix?: string; hint?: string; placeholder?: string; maxLength: number; autoComplete?: string; inputMode?: 'numeric' }) => {
    const id = `${uid}-${name}`;
    const error = errors[name]?.message;
    return (
      <FormField id={id} label={label} labelSuffix={options.suffix} error={error} hint={options.hint}>
        <Input
          {...fieldProps(id, error, options.hint)}
          placeholder={options.placeholder}
          maxLength={options.maxLength}
          autoComplete={options.autoComplete ?? 'off'}
          inputMode={options.inputMode}
          aria-required={name === 'location' || undefined}
          {...register(name)}
        />
      </FormField>
    );
  };

  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{t('place.legend')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('location', t('place.location'), {
          placeholder: t('place.locationPlaceholder'),
          hint: t('place.locationHint'),
          maxLength: 120,
        })}
        {field('city', t('place.city'), { suffix: t('place.optional'), placeholder: t('place.cityPlaceholder'), maxLength: 80, autoComplete: 'address-level2' })}
        {field('state', t('place.state'), { suffix: t('place.optional'), placeholder: t('place.statePlaceholder'), maxLength: 80, autoComplete: 'address-level1' })}
        {field('pinCode', t('place.pinCode'), {
          suffix: t('place.optional'),
          placeholder: t('place.pinCodePlaceholder'),
          maxLength: 6,
          autoComplete: 'postal-code',
          inputMode: 'numeric',
        })}
        {field('street', t('place.street'), { suffix: t('place.optional'), hint: t('place.streetHint'), maxLength: 120 })}
        {field('village', t('place.village'), { suffix: t('place.optional'), maxLength: 80 })}
      </div>
    </fieldset>
  );
}
