import { describe, expect, it } from 'vitest';
import { TEACHER_SUBJECTS } from '../../../contract/constants.ts';
import { subjectCellIndexName, subjectMask } from '../../db/schema/public-tutor-search.ts';
import { facetMask } from './search-vocabulary.ts';

describe("the subjects' cell indexes", () => {
  it("are each the index of exactly the mask a search for that subject tests (else the planner cannot use it)", () => {
    for (const [bit, subject] of TEACHER_SUBJECTS.entries()) expect(subjectMask(bit)).toBe(facetMask('subjects', [subject]));
  });

  it('have distinct names PostgreSQL keeps whole (63 bytes at most)', () => {
    const names = TEACHER_SUBJECTS.map(subjectCellIndexName);
    expect(new Set(names).size).toBe(TEACHER_SUBJECTS.length);
    for (const name of names) expect(name).toMatch(/^public_tutor_search_cell_[a-z_]{1,38}$/);
    expect(subjectCellIndexName('Art & Craft')).toBe('public_tutor_search_cell_art_craft');
  });
});
