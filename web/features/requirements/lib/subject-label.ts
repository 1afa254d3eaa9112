import { useTranslation } from 'react-i18next';
import type { FIND_SUBJECT_OPTIONS, STUDENT_CLASS_OPTIONS, TEACHER_SUBJECTS } from '../../../../contract/constants.ts';
import { i18n } from '../../../i18n/index.ts';

type Subject = (typeof TEACHER_SUBJECTS)[number] | (typeof FIND_SUBJECT_OPTIONS)[number];
type ClassName = (typeof STUDENT_CLASS_OPTIONS)[number];

/** Subject names as people search them in each language; the API and the URL keep the English name. */
const SUBJECT_KEYS: Record<Subject, string> = {
  Mathematics: 'requirements:subjects.Mathematics',
  Physics: 'requirements:subjects.Physics',
  Chemistry: 'requirements:subjects.Chemistry',
  Biology: 'requirements:subjects.Biology',
  English: 'requirements:subjects.English',
  Hindi: 'requirements:subjects.Hindi',
  History: 'requirements:subjects.History',
  Geography: 'requirements:subjects.Geography',
  'Computer Science': 'requirements:subjects.Computer Science',
  Economics: 'requirements:subjects.Economics',
  Accountancy: 'requirements:subjects.Accountancy',
  'Business Studies': 'requirements:subjects.Business Studies',
  'Political Science': 'requirements:subjects.Political Science',
  Psychology: 'requirements:subjects.Psychology',
  Sociology: 'requirements:subjects.Sociology',
  Philosophy: 'requirements:subjects.Philosophy',
  Statistics: 'requirements:subjects.Statistics',
  'Physical Education': 'requirements:subjects.Physical Education',
  'Art & Craft': 'requirements:subjects.Art & Craft',
  Music: 'requirements:subjects.Music',
  Science: 'requirements:subjects.Science',
};

const CLASS_KEYS: Record<ClassName, string> = {
  'Class 1': 'requirements:classes.Class 1',
  'Class 2': 'requirements:classes.Class 2',
  'Class 3': 'requirements:classes.Class 3',
  'Class 4': 'requirements:classes.Class 4',
  'Class 5': 'requirements:classes.Class 5',
  'Class 6': 'requirements:classes.Class 6',
  'Class 7': 'requirements:classes.Class 7',
  'Class 8': 'requirements:classes.Class 8',
  'Class 9': 'requirements:classes.Class 9',
  'Class 10': 'requirements:classes.Class 10',
  'Class 11': 'requirements:classes.Class 11',
  'Class 12': 'requirements:classes.Class 12',
  '1st Year College': 'requirements:classes.1st Year College',
  '2nd Year College': 'requirements:classes.2nd Year College',
  '3rd Year College': 'requirements:classes.3rd Year College',
  '4th Year College': 'requirements:classes.4th Year College',
  Graduate: 'requirements:classes.Graduate',
  'Post Graduate': 'requirements:classes.Post Graduate',
};

function label(keys: Record<string, string>, value: string): string {
  const key = Object.hasOwn(keys, value) ? keys[value] : undefined;
  // Unknown names (free text, a subject added on the server) and a catalogue not loaded yet show as given.
  return key ? i18n.t(key, { defaultValue: value }) : value;
}

/**
 * A subject's display name in the active language ("Mathematics" → "गणित"); any other text is returned as given.
 * Call it during render of a component that uses `useSubjectLabels()` (or `useTranslation('requirements')`), so the
 * `requirements` catalogue is loaded and the component follows language changes.
 */
export const subjectLabel = (subject: string): string => label(SUBJECT_KEYS, subject);

/** A class's display name in the active language ("Class 9" → "कक्षा 9"); any other text is returned as given. */
export const classLabel = (className: string): string => label(CLASS_KEYS, className);

/** Loads the `requirements` catalogue (suspending until then) and gives the label functions. */
export function useSubjectLabels() {
  useTranslation('requirements');
  return { subjectLabel, classLabel };
}
