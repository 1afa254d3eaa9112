import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'onChange' | 'checked'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * A native checkbox drawn like the rest of the forms. Native rather than Radix: a Radix checkbox inside a form renders
 * a hidden input of its own and re-renders once more, synchronously, while mounting; the 20 subjects of the teacher's
 * registration made that a long task on a slow phone. The native one is as accessible and costs nothing to mount.
 */
export function Checkbox({ className, checked, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <span className="relative inline-flex size-5 shrink-0">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className={cn(
          'peer size-5 shrink-0 cursor-pointer appearance-none rounded-md border border-slate-400 bg-white shadow-xs transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
          'checked:border-indigo-600 checked:bg-indigo-600',
          'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-600',
          className,
        )}
        {...props}
      />
      <Check
        aria-hidden="true"
        strokeWidth={3}
        className="pointer-events-none absolute inset-0 m-auto hidden size-3.5 text-white peer-checked:block"
      />
    </span>
  );
}
