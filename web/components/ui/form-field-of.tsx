import type { ReactNode } from 'react';
import { useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from './form-field.tsx';

/** A top-level field's validation message (an array field's own message, or its root's); nested paths are not read. */
export function useFieldError<T extends FieldValues>(control: Control<T>, name: FieldPath<T>): string | undefined {
  const { errors } = useFormState({ control, name, exact: true });
  const error = errors[name] as { message?: string; root?: { message?: string } } | undefined;
  return error?.message ?? error?.root?.message;
}

interface FormFieldOfProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  id: string;
  label: string;
  labelSuffix?: string;
  hint?: string;
  className?: string;
  /** The control, given the field's current message (for fieldProps' aria-invalid and aria-describedby). */
  children: (error: string | undefined) => ReactNode;
}

/**
 * A FormField that follows one field of a react-hook-form form: it re-renders when that field's message changes, and
 * nothing else does. A form that reads formState.errors at its root re-renders whole on every change of the form's
 * state, including the three react-hook-form makes right after mounting (isReady and the controllers' registration),
 * each synchronously in the mounting task: on a registration page that was most of a 440 ms task on a 4× slower CPU.
 */
export function FormFieldOf<T extends FieldValues>({ control, name, children, ...field }: FormFieldOfProps<T>) {
  const error = useFieldError(control, name);
  return (
    <FormField {...field} error={error}>
      {children(error)}
    </FormField>
  );
}
