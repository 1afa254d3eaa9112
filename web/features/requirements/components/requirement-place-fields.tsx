import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import type { CreateRequirementBody } from '../../../../contract/requirements.ts';

type TextField = 'location' | 'city' | 'state' | 'pinCode' | 'street' | 'village';

/** Location (required), city, state, PIN, street and village of the Post Requirement form. */
export function RequirementPlaceFields() {
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
      <legend className="mb-2 text-sm font-semibold text-slate-900">Where</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {field('location', 'Location', {
          placeholder: 'e.g. HSR Layout',
          hint: 'Area or locality, shown on your requirement.',
          maxLength: 120,
        })}
        {field('city', 'City', { suffix: '(optional)', placeholder: 'e.g. Bengaluru', maxLength: 80, autoComplete: 'address-level2' })}
        {field('state', 'State', { suffix: '(optional)', placeholder: 'e.g. Karnataka', maxLength: 80, autoComplete: 'address-level1' })}
        {field('pinCode', 'PIN code', {
          suffix: '(optional)',
          placeholder: '6 digits',
          maxLength: 6,
          autoComplete: 'postal-code',
          inputMode: 'numeric',
        })}
        {field('street', 'Street', { suffix: '(optional)', hint: 'Only you see the street.', maxLength: 120 })}
        {field('village', 'Village', { suffix: '(optional)', maxLength: 80 })}
      </div>
    </fieldset>
  );
}
