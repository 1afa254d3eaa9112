import { Controller, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FEE_TYPES,
  STUDENT_CLASS_OPTIONS,
  TEACHING_LANGUAGES,
  TEACHING_MODES,
  TUTOR_BOARDS,
  TUTOR_HEADLINE_MAX,
  type TeachingLanguage,
  type TeachingMode,
  type TutorBoard,
} from '../../../contract/constants.ts';
import { useSubjectLabels } from '../../features/requirements/lib/subject-label.ts';
import { boardLabel, feeUnitLabel, teachingLanguageLabel } from '../../lib/tutor-labels.ts';
import { useFieldError } from '../ui/form-field-of.tsx';
import { FormField, fieldProps } from '../ui/form-field.tsx';
import { Input } from '../ui/input.tsx';
import { NativeSelect } from '../ui/native-select.tsx';
import { ChipToggleGroup } from './chip-toggle-group.tsx';

/** The fields both forms share (contract/teacher-details.ts), as the forms hold them. */
export interface TeacherDetailsValues {
  headline?: string | null;
  classes?: string[];
  boards?: TutorBoard[];
  teachingModes?: TeachingMode[];
  languages?: TeachingLanguage[];
  feeUnit?: (typeof FEE_TYPES)[number];
  monthlyFee?: number | null;
}

interface TeacherDetailsFieldsProps {
  control: Control<TeacherDetailsValues>;
  register: UseFormRegister<TeacherDetailsValues>;
  /** Prefix of the fields' ids (two forms never share a page, but ids stay unique and readable). */
  idPrefix: string;
  /** Under the fee (the profile says what others see while it is empty). */
  feeHint?: string;
  /** Whether the chip groups say "(optional)" (registration does; in the profile every detail is). */
  optionalLabels?: boolean;
}

/** A number input's value: empty → null; otherwise a number (NaN lets the schema say "must be a number"). */
const numberOrNull = (value: unknown) => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  const text = String(value).trim();
  return text === '' ? null : Number(text);
};

/**
 * A teacher's public profile details: headline with its counter, the fee as an amount and its unit, and
 * the classes, boards, places and languages they teach, as toggle chips. Used by the profile form and, collapsed, by
 * the teacher registration.
 */
/** Where the teacher teaches, in their own words ("At my place"); whole keys for the catalogue check. */
const MY_MODE_KEYS = {
  student_home: 'teacherDetails.myModes.student_home',
  tutor_home: 'teacherDetails.myModes.tutor_home',
  online: 'teacherDetails.myModes.online',
} as const satisfies Record<TeachingMode, string>;

export function TeacherDetailsFields({ control, register, idPrefix, feeHint, optionalLabels = false }: TeacherDetailsFieldsProps) {
  const { t } = useTranslation();
  const { classLabel } = useSubjectLabels();
  const headline = useWatch({ control, name: 'headline' }) ?? '';
  const headlineError = useFieldError(control, 'headline');
  const feeError = useFieldError(control, 'monthlyFee');
  const unitError = useFieldError(control, 'feeUnit');
  const optional = optionalLabels ? t('teacherDetails.optional') : undefined;
  const id = (name: string) => `${idPrefix}-${name}`;
  const counterId = id('headline-counter');
  const headlineHintId = `${id('headline')}-hint`;

  return (
    <div className="grid gap-5">
      <FormField id={id('headline')} label={t('teacherDetails.headline')} labelSuffix={optional} hint={t('teacherDetails.headlineHint')} error={headlineError}>
        <Input
          {...fieldProps(id('headline'), headlineError)}
          aria-describedby={[headlineHintId, counterId, headlineError ? `${id('headline')}-error` : ''].filter(Boolean).join(' ')}
          maxLength={TUTOR_HEADLINE_MAX}
          placeholder={t('teacherDetails.headlinePlaceholder')}
          {...register('headline')}
        />
        <p id={counterId} className="-mb-1 justify-self-end text-xs text-slate-600 tabular-nums">
          {t('teacherDetails.characters', { count: headline.length, max: TUTOR_HEADLINE_MAX })}
          <span className="sr-only">{t('teacherDetails.charactersLabel')}</span>
        </p>
      </FormField>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('fee')} label={t('teacherDetails.fee')} labelSuffix={optional} hint={feeHint} error={feeError}>
          <Input
            {...fieldProps(id('fee'), feeError, feeHint)}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder={t('teacherDetails.feePlaceholder')}
            {...register('monthlyFee', { setValueAs: numberOrNull })}
          />
        </FormField>
        <FormField id={id('fee-unit')} label={t('teacherDetails.feeUnit')} error={unitError}>
          <NativeSelect {...fieldProps(id('fee-unit'), unitError)} {...register('feeUnit')}>
            {FEE_TYPES.map((unit) => (
              <option key={unit} value={unit}>
                {feeUnitLabel(unit)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>

      <ChipField control={control} name="classes" legend={t('teacherDetails.classes')} suffix={optional} options={STUDENT_CLASS_OPTIONS} label={classLabel} />
      <ChipField control={control} name="boards" legend={t('teacherDetails.boards')} suffix={optional} options={TUTOR_BOARDS} label={boardLabel} />
      <ChipField
        control={control}
        name="teachingModes"
        legend={t('teacherDetails.modes')}
        suffix={optional}
        options={TEACHING_MODES}
        label={(mode) => t(MY_MODE_KEYS[mode as TeachingMode])}
      />
      <ChipField control={control} name="languages" legend={t('teacherDetails.languages')} suffix={optional} options={TEACHING_LANGUAGES} label={teachingLanguageLabel} />
    </div>
  );
}

interface ChipFieldProps {
  control: Control<TeacherDetailsValues>;
  name: 'classes' | 'boards' | 'teachingModes' | 'languages';
  legend: string;
  suffix: string | undefined;
  options: readonly string[];
  label: (option: string) => string;
}

/** One multi-choice detail as toggle chips, with its own validation message. */
function ChipField({ control, name, legend, suffix, options, label }: ChipFieldProps) {
  const error = useFieldError(control, name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ChipToggleGroup
          legend={legend}
          legendSuffix={suffix}
          options={options}
          optionLabel={label}
          value={(field.value as string[] | undefined) ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          firstRef={field.ref}
          error={error}
        />
      )}
    />
  );
}
