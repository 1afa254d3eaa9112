import { TEACHER_SUBJECTS } from '../../../../contract/constants.ts';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FieldError } from '../../../components/ui/form-field.tsx';
import { Label } from '../../../components/ui/label.tsx';

type Subject = (typeof TEACHER_SUBJECTS)[number];

interface SubjectsFieldProps {
  value: Subject[];
  onChange: (next: Subject[]) => void;
  onBlur?: () => void;
  error?: string;
  /** Receives the first checkbox so the form can focus the group on a validation error. */
  firstRef?: (element: HTMLButtonElement | null) => void;
}

/** 'Subjects': the 20 teacher subjects as checkboxes, with 'Selected: N subjects'. */
export function SubjectsField({ value, onChange, onBlur, error, firstRef }: SubjectsFieldProps) {
  const toggle = (subject: Subject, checked: boolean) =>
    onChange(checked ? [...value, subject] : value.filter((s) => s !== subject));

  return (
    <fieldset
      className="grid gap-3"
      aria-describedby={error ? 'profile-subjects-count profile-subjects-error' : 'profile-subjects-count'}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-800">Subjects</legend>
      <div className="grid grid-cols-1 gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-slate-50/60 p-3 min-[400px]:grid-cols-2 sm:grid-cols-3">
        {TEACHER_SUBJECTS.map((subject, index) => {
          const id = `profile-subject-${index}`;
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
      <p id="profile-subjects-count" className="text-sm text-slate-600" aria-live="polite">
        Selected: {value.length} {value.length === 1 ? 'subject' : 'subjects'}
      </p>
      {error ? <FieldError id="profile-subjects-error">{error}</FieldError> : null}
    </fieldset>
  );
}
