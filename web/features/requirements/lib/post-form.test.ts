import { describe, expect, it } from 'vitest';
import { CreateRequirementBodySchema, type Requirement } from '../../../../contract/requirements.ts';
import { feeFromInput, postFormDefaults } from './post-form.ts';

const saved = { locality: 'HSR Layout', city: 'Bengaluru', state: 'Karnataka', pinCode: '560102' };

describe('the Post Requirement form', () => {
  it('starts from the saved place, type both, per month, no fee', () => {
    expect(postFormDefaults(saved, null)).toMatchObject({
      subjects: [],
      location: 'HSR Layout',
      city: 'Bengaluru',
      state: 'Karnataka',
      pinCode: '560102',
      street: '',
      type: 'both',
      feeType: 'per_month',
      fee: '',
    });
    expect(postFormDefaults({ locality: null, city: 'Pune', state: null, pinCode: null }, null)).toMatchObject({ location: 'Pune', state: '', pinCode: '' });
  });

  it('starts from the current requirement when there is one', () => {
    const current = {
      subjects: ['Physics'],
      classes: [],
      location: 'Indiranagar',
      city: null,
      state: null,
      pinCode: null,
      street: '100 Feet Road',
      village: null,
      type: 'online',
      fee: 1500,
      feeType: 'per_hour',
      description: 'Board exams',
    } as unknown as Requirement;
    expect(postFormDefaults(saved, current)).toMatchObject({ subjects: ['Physics'], location: 'Indiranagar', city: '', street: '100 Feet Road', fee: 1500, feeType: 'per_hour' });
  });

  it('gives the schema what it expects: an empty fee is absent, a typed one a number', () => {
    expect(feeFromInput('')).toBe('');
    expect(feeFromInput('1500')).toBe(1500);
    expect(feeFromInput('abc')).toBe('');
    const parsed = CreateRequirementBodySchema.parse({ ...postFormDefaults(saved, null), subjects: ['Physics'] });
    expect(parsed).toMatchObject({ fee: undefined, street: undefined, classes: [], type: 'both', feeType: 'per_month' });
    expect(CreateRequirementBodySchema.parse({ ...postFormDefaults(saved, null), subjects: ['Physics'], fee: 1500 }).fee).toBe(1500);
  });

  it('reports the spec messages for a missing subject and location', () => {
    const result = CreateRequirementBodySchema.safeParse({ ...postFormDefaults(saved, null), location: ' ' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual(expect.arrayContaining(['At least one subject is required', 'Location is required']));
  });
});
