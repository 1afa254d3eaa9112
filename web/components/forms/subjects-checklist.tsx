import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TEACHER_SUBJECTS } from '../../../contract/constants.ts';
import { useSubjectLabels } from '../../features/requirements/lib/subject-label.ts';
import { Checkbox } from '../ui/checkbox.tsx';
import { FieldError } from '../ui/form-field.tsx';
import { Label } from '../ui/label.tsx';

type Subject = (typeof TEACHER_SUBJECTS)[number];

interface SubjectsChecklistProps {
  /** The group's visible name, e.g. 'Subjects you teach'. */
  legend: string;
  value: Subject[];
  onChange: (next: Subject[]) => void;
  onBlur?: () => void;
  error?: string;
  /** Receives the first checkbox so the form can focus the group on a validation error. */
  firstRef?: (element: HTMLInputElement | null) => void;
}

/** The 20 teacher subjects as checkboxes with 'Selected: N subjects' (registration and profile editing). */
export function SubjectsChecklist({ legend, value, onChange, onBlur, error, firstRef }: SubjectsChecklistProps) {
  const { t } = useTranslation();
  const { subjectLabel } = useSubjectLabels();
  const uid = useId();
  const toggle = (subject: Subject, checked: boolean) =>
    onChange(checked ? [...value, subject] : value.filter((s) => s !== subject));

  return (
    <fieldset
      className="grid gap-3"
      aria-describedby={error ? `${uid}-count ${uid}-error` : `${uid}-count`}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid grid-cols-1 gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-slate-50/60 p-3 min-[400px]:grid-cols-2 sm:grid-cols-3">
        {TEACHER_SUBJECTS.map((subject, index) => {
          const id = `${uid}-subject-${index}`;
          return (
            <div key={subject} className="flex min-h-9 items-center gap-2">
              <Checkbox
                id={id}
                ref={index === 0 ? firstRef : undefined}
                checked={value.includes(subject)}
                onCheckedChange={(checked) => toggle(subject, checked)}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
              />
              <Label htmlFor={id} className="cursor-pointer font-normal text-slate-800">
                {subjectLabel(subject)}
              </Label>
            </div>
          );
        })}
      </div>
      <p id={`${uid}-count`} className="text-sm text-slate-600" aria-live="polite">
        {t('subjects.selected', { count: value.length })}
      </p>
      {error ? <FieldError id={`${uid}-error`}>{error}</FieldError> : null}
    </fieldset>
  );
}
