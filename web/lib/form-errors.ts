import type { FieldErrors, FieldValues, Path, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { translateMessage } from '../i18n/errors.ts';
import { ApiError } from './api-client.ts';

/**
 * Copy the server's per-field messages (`errors` of a 400, in the active language by their `errorCodes`) onto the
 * form's fields; focuses the first.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (!(error instanceof ApiError)) return;
  let first = true;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    if (!(fields as readonly string[]).includes(field)) continue;
    const translated = translateMessage(message, error.body?.errorCodes?.[field]);
    setError(field as Path<T>, { type: 'server', message: translated }, { shouldFocus: first });
    first = false;
  }
}

/**
 * Focus the first invalid field in on-screen order (react-hook-form's own choice follows registration
 * order, which differs when fields live in child components).
 */
export function focusFirstError<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly Path<T>[],
  setFocus: UseFormSetFocus<T>,
): void {
  const first = order.find((name) => name in errors);
  if (first) setFocus(first);
}
