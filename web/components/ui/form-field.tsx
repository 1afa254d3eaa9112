import type { ReactNode } from 'react';
import { translateMessage } from '../../i18n/errors.ts';
import { cn } from '../../lib/utils.ts';
import { Label } from './label.tsx';

/** Props that tie a control to its label, hint and error message. */
export function fieldProps(id: string, error?: string, hint?: string) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

interface FormFieldProps {
  id: string;
  label: string;
  /** Shown after the label in lighter text, e.g. "(optional)"; part of the accessible name. */
  labelSuffix?: string;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}

/** A visible label, the control (given by the caller with `fieldProps`), a hint and the validation message. */
export function FormField({ id, label, labelSuffix, error, hint, className, children }: FormFieldProps) {
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {labelSuffix ? <span className="font-normal text-slate-600"> {labelSuffix}</span> : null}
      </Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}

/** A validation message; a text from the API or a contract schema shows in the active language (translateMessage). */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {typeof children === 'string' ? translateMessage(children) : children}
    </p>
  );
}
