import { beforeAll, describe, expect, it } from 'vitest';
import { PRICE_BANDS } from '../../../../contract/constants.ts';
import { RequirementsQuerySchema } from '../../../../contract/requirements.ts';
import {
  clearedFilters,
  EMPTY_FILTERS,
  filtersFromParams,
  hasActiveFilters,
  priceBandLabel,
  requirementsPath,
  sortLabel,
  writeFilters,
  type RequirementFilters,
} from './filters.ts';
import { startTestI18n } from '../test/start-test-i18n.ts';

const filters = (overrides: Partial<RequirementFilters>): RequirementFilters => ({ ...EMPTY_FILTERS, ...overrides });
const queryOf = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

describe('requirement filters in the URL', () => {
  it('reads known values and ignores unknown ones', () => {
    const params = new URLSearchParams('search=%20algebra%20&location=Pune&subject=Physics&verified=verified&priceRange=1000-2000&sort=best');
    expect(filtersFromParams(params)).toEqual({
      search: 'algebra',
      location: 'Pune',
      subject: 'Physics',
      verified: 'verified',
      priceRange: '1000-2000',
      sort: 'best',
    });
    expect(filtersFromParams(new URLSearchParams('subject=Cooking&verified=maybe&priceRange=5-10&sort=random'))).toEqual(EMPTY_FILTERS);
    expect(filtersFromParams(new URLSearchParams(`search=${'a'.repeat(150)}`)).search).toHaveLength(100);
  });

  it('writes only non-default values and keeps other parameters', () => {
    const next = writeFilters(new URLSearchParams('tab=x&search=old'), filters({ search: '  maths ', subject: 'Mathematics', priceRange: '2000+' }));
    expect(Object.fromEntries(next)).toEqual({ tab: 'x', search: 'maths', subject: 'Mathematics', priceRange: '2000+' });
    expect(writeFilters(new URLSearchParams('sort=popular&verified=verified'), EMPTY_FILTERS).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const value = filters({ search: 'board exams', location: '560102', subject: 'Chemistry', verified: 'verified', priceRange: '0-500', sort: 'nearby' });
    expect(filtersFromParams(writeFilters(new URLSearchParams(), value))).toEqual(value);
  });

  it('knows when filters narrow the list, and clears them keeping the sort', () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters(filters({ sort: 'popular' }))).toBe(false);
    expect(hasActiveFilters(filters({ search: '  ' }))).toBe(false);
    expect(hasActiveFilters(filters({ priceRange: '500-1000' }))).toBe(true);
    expect(hasActiveFilters(filters({ verified: 'verified' }))).toBe(true);
    expect(clearedFilters(filters({ subject: 'Hindi', sort: 'budget' }))).toEqual(filters({ sort: 'budget' }));
  });
});

describe('the API path', () => {
  it('sends the filters under the API names, which the contract accepts', () => {
    const path = requirementsPath(filters({ search: ' maths ', subject: 'Physics', priceRange: '1000-2000', verified: 'verified', sort: 'best' }));
    expect(path.startsWith('/api/requirements?')).toBe(true);
    const query = queryOf(path);
    expect(query).toEqual({ search: 'maths', subjects: 'Physics', priceRange: '1000-2000', verified: 'verified', sort: 'best', limit: '12' });
    expect(RequirementsQuerySchema.parse(query)).toMatchObject({ subjects: ['Physics'], priceRange: '1000-2000', sort: 'best', limit: 12 });
  });

  it('leaves empty filters out', () => {
    expect(queryOf(requirementsPath(EMPTY_FILTERS, 5))).toEqual({ sort: 'recent', limit: '5' });
  });
});

describe('labels', () => {
  beforeAll(() => startTestI18n('en', ['requirements']));

  it('labels the price bands in rupees', () => {
    expect(PRICE_BANDS.map(priceBandLabel)).toEqual(['₹0–500', '₹500–1,000', '₹1,000–2,000', '₹2,000+']);
  });

  it('says which way the amount sort goes for each side', () => {
    expect(sortLabel('recent', 'student')).toBe('Most recent');
    expect(sortLabel('popular', 'teacher')).toBe('Most popular');
    expect(sortLabel('nearby', 'teacher')).toBe('Nearest');
    expect(sortLabel('best', 'student')).toBe('Best match');
    expect(sortLabel('budget', 'student')).toBe('Fee (lowest first)');
    expect(sortLabel('budget', 'teacher')).toBe('Budget (highest first)');
  });
});

describe('labels in Hindi', () => {
  beforeAll(() => startTestI18n('hi', ['requirements']));

  it('keeps the Indian rupee grouping and says the sort in Hindi', () => {
    expect(PRICE_BANDS.map(priceBandLabel)).toEqual(['₹0–500', '₹500–1,000', '₹1,000–2,000', '₹2,000+']);
    expect(sortLabel('budget', 'teacher')).toBe('बजट (ज़्यादा से कम)');
  });
});
