import { Controller, type Control, type FieldPathByValue } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import type { FindFilters } from '../lib/filters.ts';

/** Radix Select items cannot have an empty value; this stands for "any". */
const ANY = 'any';

interface FilterSelectProps<T extends string> {
  id: string;
  label: string;
  control: Control<FindFilters>;
  name: FieldPathByValue<FindFilters, T | ''>;
  options: readonly T[];
  optionLabel: (option: T) => string;
  /** The "any" choice's text; without it the field always holds one of the options. */
  anyLabel?: string;
}

/** One of the find filters as a labelled select bound to the form. */
export function FilterSelect<T extends string>({ id, label, control, name, options, optionLabel, anyLabel }: FilterSelectProps<T>) {
  return (
    <FormField id={id} label={label}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select
            value={(field.value as string) || ANY}
            onValueChange={(value) => field.onChange(value === ANY ? '' : value)}
            name={field.name}
          >
            <SelectTrigger id={id} ref={field.ref} onBlur={field.onBlur}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {anyLabel ? <SelectItem value={ANY}>{anyLabel}</SelectItem> : null}
              {options.map((option) => (
                <SelectItem key={option} value={option}>
                  {optionLabel(option)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormField>
  );
}
