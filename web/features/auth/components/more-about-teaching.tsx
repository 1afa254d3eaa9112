import { ChevronDown } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useFormState, type Control, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TeacherDetailsFields, type TeacherDetailsValues } from '../../../components/forms/teacher-details-fields.tsx';

const DETAIL_FIELDS = ['headline', 'monthlyFee', 'feeUnit', 'classes', 'boards', 'teachingModes', 'languages'];

/**
 * "More about your teaching (optional)": the public profile's details at registration, closed until opened (a
 * native disclosure, so the prerendered page has it too). It opens by itself when one of its fields is invalid, so
 * the message is seen.
 */
export function MoreAboutTeaching<T extends FieldValues>({ control, register }: { control: Control<T>; register: UseFormRegister<T> }) {
  const { t } = useTranslation('auth');
  const { errors } = useFormState({ control });
  const invalid = DETAIL_FIELDS.some((name) => name in errors);
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (invalid && details.current) details.current.open = true;
  }, [invalid]);
  return (
    <details ref={details} className="group rounded-xl border border-slate-200 bg-slate-50/60">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 text-sm font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden">
        <span>
          {t('register.teacher.more')}
          <span className="block text-xs font-normal text-slate-600">{t('register.teacher.moreHint')}</span>
        </span>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
      </summary>
      <div className="border-t border-slate-200 px-4 pt-4 pb-5">
        <TeacherDetailsFields
          control={control as unknown as Control<TeacherDetailsValues>}
          register={register as unknown as UseFormRegister<TeacherDetailsValues>}
          idPrefix="teacher"
          optionalLabels
        />
      </div>
    </details>
  );
}
