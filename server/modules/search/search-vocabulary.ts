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

/**
 * Where each list's bits start in public_tutor_search.facet_bits (migration 0035): the lists one after another, in
 * the order above (subjects 0, classes 20, boards 38, modes 43, languages 46; 59 bits of a signed int8). A value
 * added to a vocabulary moves the lists after it, and needs a migration that redefines the column.
 */
export const FACET_OFFSETS = (() => {
  let offset = 0;
  const offsets = {} as Record<SearchList, number>;
  for (const list of Object.keys(SEARCH_VOCABULARIES) as SearchList[]) {
    offsets[list] = offset;
    offset += SEARCH_VOCABULARIES[list].length;
  }
  return offsets;
})();

/** searchBits at the list's place in facet_bits. */
export const facetMask = (list: SearchList, values: readonly string[]): bigint => BigInt(searchBits(list, values)) << BigInt(FACET_OFFSETS[list]);
