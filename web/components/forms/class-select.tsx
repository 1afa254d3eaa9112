import type { ComponentProps } from 'react';
import { STUDENT_CLASS_OPTIONS } from '../../../contract/constants.ts';
import { useSubjectLabels } from '../../features/requirements/lib/subject-label.ts';
import { NativeSelect } from '../ui/native-select.tsx';

type ClassSelectProps = Omit<ComponentProps<'select'>, 'value' | 'children'> & {
  value: string | null | undefined;
  /** Shown while no class is chosen ("Select your class"); it cannot be chosen back. */
  placeholder: string;
};

/** A student's class or year (spec §9's list), in the active language: registration and the profile form. */
export function ClassSelect({ value, placeholder, ...props }: ClassSelectProps) {
  const { classLabel } = useSubjectLabels();
  return (
    <NativeSelect value={value ?? ''} data-placeholder={value ? undefined : ''} {...props}>
      <option value="" disabled>
        {placeholder}
      </option>
      {STUDENT_CLASS_OPTIONS.map((option) => (
        <option key={option} value={option} className="text-slate-900">
          {classLabel(option)}
        </option>
      ))}
    </NativeSelect>
  );
}
