import { TEACHER_SUBJECTS } from '../../../../contract/constants.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FieldError } from '../../../components/ui/form-field.tsx';
import { Label } from '../../../components/ui/label.tsx';

type Subject = (typeof TEACHER_SUBJECTS)[number];

interface SubjectsChecklistProps {
  value: Subject[];
  onChange: (next: Subject[]) => void;
  onBlur?: () => void;
  error?: string;
  /** Receives the first checkbox so the form can focus the group on a validation error. */
  firstRef?: (element: HTMLButtonElement | null) => void;
}

/** The 20 registration subjects as checkboxes, with the line 'Selected: N subjects'. */
export function SubjectsChecklist({ value, onChange, onBlur, error, firstRef }: SubjectsChecklistProps) {
  const toggle = (subject: Subject, checked: boolean) =>
    onChange(checked ? [...value, subject] : value.filter((s) => s !== subject));

  return (
    <fieldset
      className="grid gap-3"
      aria-describedby={error ? 'teacher-subjects-count teacher-subjects-error' : 'teacher-subjects-count'}
    >
      <legend className="text-sm font-medium text-slate-800">Subjects you teach</legend>
      <div className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-slate-50/60 p-3 sm:grid-cols-3">
        {TEACHER_SUBJECTS.map((subject, index) => {
          const id = `teacher-subject-${index}`;
          return (
            <div key={subject} className="flex min-h-9 items-center gap-2">
              <Checkbox
                id={id}
                ref={index === 0 ? firstRef : undefined}
                checked={value.includes(subject)}
                onCheckedChange={(checked) => toggle(subject, checked === true)}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
              />
              <Label htmlFor={id} className="cursor-pointer font-normal text-slate-800">
                {subject}
              </Label>
            </div>
          );
        })}
      </div>
      <p id="teacher-subjects-count" className="text-sm text-slate-600" aria-live="polite">
        Selected: {value.length} subjects
      </p>
      {error ? <FieldError id="teacher-subjects-error">{error}</FieldError> : null}
    </fieldset>
  );
}
