import { STUDENT_CLASS_OPTIONS, TEACHER_SUBJECTS, TEACHING_LANGUAGES, TEACHING_MODES, TUTOR_BOARDS } from '../../../contract/constants.ts';

/**
 * The lists a tutor's profile chooses from, by the name the search gives them. public_tutor_search keeps each list as
 * a bit set over these (bit i: the i-th value), and the database's copy, public_tutor_search_vocabulary() of
 * migration 0023, must say the same (public-tutor-search.test.ts compares them).
 */
export const SEARCH_VOCABULARIES = {
  subjects: TEACHER_SUBJECTS,
  classes: STUDENT_CLASS_OPTIONS,
  boards: TUTOR_BOARDS,
  modes: TEACHING_MODES,
  languages: TEACHING_LANGUAGES,
} as const satisfies Record<string, readonly string[]>;
export type SearchList = keyof typeof SEARCH_VOCABULARIES;

/** The bit set of these values; a value outside the vocabulary adds nothing (no tutor's list can hold one). */
export function searchBits(list: SearchList, values: readonly string[]): number {
  const vocabulary: readonly string[] = SEARCH_VOCABULARIES[list];
  return values.reduce((bits, value) => {
    const position = vocabulary.indexOf(value);
    return position < 0 ? bits : bits | (1 << position);
  }, 0);
}
