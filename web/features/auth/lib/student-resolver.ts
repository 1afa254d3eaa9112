import type { Control, FieldErrors, FieldValues, Resolver, UseFormRegister, UseFormReturn } from 'react-hook-form';
import type { StudentAgeForm } from '../components/student-age-fields.tsx';
import { ageFieldsOf, ageProblems, type StudentAgeInput } from '../../../lib/stated-age.ts';

/**
 * The student registration's resolver: the contract's schema checks the body as the API takes it (the age fields
 * as ageFieldsOf sends them), and the form adds the age rules: a guardian's email for 13–17, and no form for a child
 * under 13. An age left unstated is asked once in the app before the first contact (web/lib/contact-gate.ts). The messages are the API's own
 * (contract/messages.ts, loaded with the validation code), shown in the active language by FieldError.
 */
export function studentResolver<TIn extends FieldValues & StudentAgeInput, TOut extends FieldValues>(
  base: Resolver<TIn, unknown, TOut>,
): Resolver<TIn, unknown, TOut> {
  const resolver: Resolver<TIn, unknown, TOut> = async (values, context, options) => {
    const { dateOfBirth: _dob, isAdult: _adult, guardianEmail: _guardian, ...rest } = values;
    const body = { ...rest, ...ageFieldsOf(values) } as unknown as TIn;
    const [result, { MESSAGES }] = await Promise.all([base(body, context, options), import('../../../../contract/messages.ts')]);
    const problems = ageProblems(values, { required: false });
    const ageErrors = Object.fromEntries(
      Object.entries(problems).map(([field, code]) => [field, { type: 'age', message: MESSAGES[code as keyof typeof MESSAGES] }]),
    );
    if (!Object.keys(ageErrors).length) return result;
    return { values: {}, errors: { ...result.errors, ...ageErrors } as FieldErrors<TIn> };
  };
  return Object.assign(resolver, { preloadProps: (base as { preloadProps?: object }).preloadProps });
}

/** The age part of the student form, for StudentAgeFields (the form holds these fields among others). */
export function ageFieldsFormOf<T extends StudentAgeForm, U extends FieldValues = T>(form: UseFormReturn<T, unknown, U>) {
  return {
    control: form.control as unknown as Control<StudentAgeForm>,
    register: form.register as unknown as UseFormRegister<StudentAgeForm>,
  };
}
