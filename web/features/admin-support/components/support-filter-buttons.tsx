import { Button } from '../../../components/ui/button.tsx';

interface SupportFilterButtonsProps<T extends string> {
  /** The group's accessible name, e.g. 'Message status'. */
  label: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}

/** A row of toggle buttons (aria-pressed), one pressed: the list's status filter. */
export function SupportFilterButtons<T extends string>({ label, options, labels, value, onChange }: SupportFilterButtonsProps<T>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <Button
          key={option}
          size="sm"
          variant={option === value ? 'default' : 'outline'}
          aria-pressed={option === value}
          onClick={() => onChange(option)}
        >
          {labels[option]}
        </Button>
      ))}
    </div>
  );
}
