import { Check } from 'lucide-react';
import { useId, type Ref } from 'react';
import { FieldError } from '../ui/form-field.tsx';
import { cn } from '../../lib/utils.ts';

interface ChipToggleGroupProps {
  /** The group's visible name, e.g. 'Subjects'. */
  legend: string;
  /** Shown after the legend in lighter text, e.g. '(choose at least one)'. */
  legendSuffix?: string;
  options: readonly string[];
  /** The option's display text (e.g. the subject in the active language); the value stays the option. */
  optionLabel?: (option: string) => string;
  value: string[];
  onChange: (next: string[]) => void;
  onBlur?: () => void;
  error?: string;
  /** Receives the first chip so the form can focus the group on a validation error. */
  firstRef?: Ref<HTMLButtonElement>;
}

/** A multi-select as toggle buttons (aria-pressed), in a fieldset with its legend and validation message. */
export function ChipToggleGroup({ legend, legendSuffix, options, optionLabel, value, onChange, onBlur, error, firstRef }: ChipToggleGroupProps) {
  const uid = useId();
  const errorId = `${uid}-error`;
  const toggle = (option: string) =>
    onChange(value.includes(option) ? value.filter((v) => v !== option) : options.filter((o) => o === option || value.includes(o)));

  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">
        {legend}
        {legendSuffix ? <span className="font-normal text-slate-600"> {legendSuffix}</span> : null}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option, index) => {
          const pressed = value.includes(option);
          return (
            <button
              key={option}
              type="button"
              ref={index === 0 ? firstRef : undefined}
              aria-pressed={pressed}
              onClick={() => toggle(option)}
              onBlur={onBlur}
              className={cn(
                'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                pressed
                  ? 'border-indigo-600 bg-indigo-600 text-white hover:bg-indigo-700'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-indigo-400 hover:bg-indigo-50',
                error && !value.length && 'border-red-300',
              )}
            >
              {pressed ? <Check aria-hidden="true" className="size-3.5" /> : null}
              {optionLabel ? optionLabel(option) : option}
            </button>
          );
        })}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
