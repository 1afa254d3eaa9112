import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/en/search.json';
import hi from '../../../i18n/locales/hi/search.json';
import { PublicTutorsQuerySchema, SearchStudentsQuerySchema, SearchTeachersQuerySchema } from '../../../../contract/search.ts';
import { startTestI18n } from '../../requirements/test/start-test-i18n.ts';
import {
  activeFilterCount,
  activeFilters,
  EMPTY_FILTERS,
  filtersFromParams,
  publicTutorsPath,
  searchPath,
  searchQuery,
  tabFromParams,
  viewFromParams,
  withoutFilter,
  withParam,
  writeFilters,
  type FindFilters,
} from './filters.ts';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { search: en }, hi: { search: hi } }, interpolation: { escapeValue: false } });
const t = i18n.getFixedT('en', 'search');
const tHindi = i18n.getFixedT('hi', 'search');

const filters = (overrides: Partial<FindFilters>): FindFilters => ({ ...EMPTY_FILTERS, ...overrides });
const queryOf = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

describe('find filters in the URL', () => {
  it('reads the filters that apply to the target and ignores unknown values', () => {
    const params = new URLSearchParams('search=%20algebra%20&location=Pune&subject=Physics&class=10th&verified=verified');
    expect(filtersFromParams(params, 'teacher')).toEqual({
      ...EMPTY_FILTERS,
      search: 'algebra',
      location: 'Pune',
      subject: 'Physics',
      class: '10th',
      verified: 'verified',
    });
    expect(filtersFromParams(params, 'student')).toMatchObject({ subject: '', class: '10th' });
    expect(filtersFromParams(new URLSearchParams('subject=Cooking&class=13th&verified=maybe&board=NIOS&sort=cheap&lat=95&lng=77'), 'teacher')).toEqual(EMPTY_FILTERS);
    expect(filtersFromParams(new URLSearchParams(`search=${'a'.repeat(150)}`), 'teacher').search).toHaveLength(100);
  });

  it('reads the teacher filters, and only for teachers; a shared location to 3 decimals, both coordinates or none', () => {
    const params = new URLSearchParams('board=CBSE&mode=online&fee=500-1000&language=Hindi&minRating=4&sort=fee_asc&lat=12.97841&lng=77.64083');
    expect(filtersFromParams(params, 'teacher')).toEqual({
      ...EMPTY_FILTERS, board: 'CBSE', mode: 'online', fee: '500-1000', language: 'Hindi', minRating: '4', sort: 'fee_asc', lat: '12.978', lng: '77.641',
    });
    expect(filtersFromParams(params, 'student')).toEqual(EMPTY_FILTERS);
    expect(filtersFromParams(new URLSearchParams('lat=12.9'), 'teacher')).toMatchObject({ lat: '', lng: '' });
  });

  it('writes only non-default filters and keeps the tab and layout', () => {
    const next = writeFilters(
      new URLSearchParams('tab=all&view=list&search=old&class=5th'),
      filters({ search: '  maths ', location: '', subject: 'Mathematics', class: '5th', verified: 'all', sort: 'best' }),
      'teacher',
    );
    expect(Object.fromEntries(next)).toEqual({ tab: 'all', view: 'list', search: 'maths', subject: 'Mathematics', class: '5th' });
    expect(writeFilters(next, EMPTY_FILTERS, 'teacher').toString()).toBe('tab=all&view=list');
  });

  it('round-trips filters through the URL', () => {
    const original = filters({ search: 'Rao', location: '560034', class: '12th', verified: 'not_verified' });
    expect(filtersFromParams(writeFilters(new URLSearchParams(), original, 'student'), 'student')).toEqual(original);
  });

  it('opens the All tab for a search link, Nearest otherwise, and defaults to the grid', () => {
    expect(tabFromParams(new URLSearchParams())).toBe('nearest');
    expect(tabFromParams(new URLSearchParams('location=Pune'))).toBe('all');
    expect(tabFromParams(new URLSearchParams('tab=nearest&location=Pune'))).toBe('nearest');
    expect(tabFromParams(new URLSearchParams('tab=bogus'))).toBe('nearest');
    expect(viewFromParams(new URLSearchParams())).toBe('grid');
    expect(viewFromParams(new URLSearchParams('view=list'))).toBe('list');
    expect(withParam(new URLSearchParams('view=list&tab=all'), 'view', 'grid', 'grid').toString()).toBe('tab=all');
    expect(withParam(new URLSearchParams(), 'tab', 'nearest').toString()).toBe('tab=nearest');
  });
});

describe('active filter badges', () => {
  it('lists the narrowing filters in form order with readable labels', () => {
    const list = activeFilters(t, filters({ search: 'physics', location: 'Pune', subject: 'Physics', verified: 'not_verified' }));
    expect(list).toEqual([
      { key: 'search', label: 'Search: physics' },
      { key: 'location', label: 'Location: Pune' },
      { key: 'subject', label: 'Subject: Physics' },
      { key: 'verified', label: 'Verification: Not verified' },
    ]);
    expect(activeFilters(t, filters({ class: '1st', verified: 'verified' })).map((f) => f.label)).toEqual([
      'Class: 1st',
      'Verification: Verified',
    ]);
    expect(activeFilters(t, EMPTY_FILTERS)).toEqual([]);
    expect(activeFilterCount(filters({ search: 'physics', class: '1st', verified: 'verified' }))).toBe(3);
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
  });

  it('names subjects and classes in Hindi, keeping the English filter values', async () => {
    // Boards and modes come from the shared tutor labels (the app's i18n, `common`).
    await startTestI18n('hi', ['common']);
    const list = activeFilters(tHindi, filters({ subject: 'Mathematics', verified: 'verified' }));
    expect(list.map((f) => f.label)).toEqual(['विषय: गणित', 'वेरिफ़िकेशन: वेरिफ़ाइड']);
    expect(activeFilters(tHindi, filters({ class: '10th' }))[0]?.label).toBe('कक्षा: दसवीं');
    expect(activeFilters(tHindi, filters({ board: 'State Board', mode: 'student_home', fee: '2000+' })).map((f) => f.label)).toEqual([
      'बोर्ड: राज्य बोर्ड',
      'तरीका: छात्र के घर पर',
      'फ़ीस: ₹2,000 से ज़्यादा प्रति माह',
    ]);
    await startTestI18n('en', ['common']);
  });

  it('shows a shared location as one badge that removes both coordinates; the order is no filter', () => {
    const near = filters({ lat: '12.978', lng: '77.641', sort: 'nearest' });
    expect(activeFilters(t, near)).toEqual([{ key: 'lat', label: 'Near your location' }]);
    expect(activeFilterCount(near)).toBe(1);
    expect(withoutFilter(near, 'lat')).toEqual(filters({ sort: 'nearest' }));
  });

  it('removes one filter back to its default', () => {
    const current = filters({ search: 'x', verified: 'verified' });
    expect(withoutFilter(current, 'verified')).toEqual(filters({ search: 'x' }));
    expect(withoutFilter(current, 'search')).toEqual(filters({ verified: 'verified' }));
  });
});

describe('search query building', () => {
  it('builds the teachers query the contract accepts', () => {
    const path = searchPath('teacher', filters({ search: ' maths tutor ', location: 'Koramangala', subject: 'Mathematics', class: '5th', verified: 'verified' }));
    expect(path.startsWith('/api/search/teachers?')).toBe(true);
    const query = queryOf(path);
    expect(query).toEqual({ search: 'maths tutor', place: 'Koramangala', subject: 'Mathematics', class: '5th', verified: 'verified', limit: '24' });
    expect(path).toBe('/api/search/teachers?search=maths+tutor&subject=Mathematics&class=5th&place=Koramangala&verified=verified&limit=24');
    expect(SearchTeachersQuerySchema.parse(query)).toMatchObject({ subject: 'Mathematics', class: 'Class 5', place: 'Koramangala', limit: 24 });
  });

  it('turns a price band into a fee range per month, and the other teacher filters into the query', () => {
    const query = queryOf(searchPath('teacher', filters({ board: 'ICSE', mode: 'tutor_home', fee: '500-1000', language: 'Tamil', minRating: '4.5', sort: 'rating' })));
    expect(query).toEqual({ board: 'ICSE', mode: 'tutor_home', feeMin: '500', feeMax: '1000', language: 'Tamil', minRating: '4.5', sort: 'rating', limit: '24' });
    expect(SearchTeachersQuerySchema.parse(query)).toMatchObject({ feeMin: 500, feeMax: 1000, feeUnit: 'per_month', minRating: 4.5 });
    expect(queryOf(searchPath('teacher', filters({ fee: '2000+' })))).toMatchObject({ feeMin: '2000' });
    expect(queryOf(searchPath('teacher', filters({ fee: '2000+' })))).not.toHaveProperty('feeMax');
  });

  it('builds the public query: free text as q, the place, the shared location', () => {
    const path = publicTutorsPath(filters({ search: 'ganit class 8 CBSE', location: 'Indiranagar', lat: '12.978', lng: '77.641', sort: 'nearest', verified: 'verified' }));
    expect(path).toBe('/api/tutors?q=ganit+class+8+CBSE&sort=nearest&place=Indiranagar&lat=12.978&lng=77.641&limit=24');
    expect(PublicTutorsQuerySchema.parse(queryOf(path))).toMatchObject({ q: 'ganit class 8 CBSE', lat: 12.978, lng: 77.641, sort: 'nearest' });
  });

  it('builds the students query with the class and leaves defaults out', () => {
    const path = searchPath('student', filters({ subject: 'Physics', class: '10th' }));
    expect(path).toBe('/api/search/students?class=10th&limit=24');
    expect(SearchStudentsQuerySchema.parse(queryOf(path))).toMatchObject({ class: '10th', verified: 'all' });
    expect(searchPath('student', EMPTY_FILTERS, 12)).toBe('/api/search/students?limit=12');
  });

  it('types the query by the contract', () => {
    expect(searchQuery('teacher', filters({ verified: 'not_verified' }))).toEqual({
      search: undefined,
      subject: undefined,
      class: undefined,
      board: undefined,
      mode: undefined,
      language: undefined,
      minRating: undefined,
      sort: undefined,
      place: undefined,
      lat: undefined,
      lng: undefined,
      verified: 'not_verified',
      limit: 24,
    });
  });

  it('encodes free text safely', () => {
    expect(queryOf(searchPath('teacher', filters({ search: 'B.Sc & M.Sc #1' }))).search).toBe('B.Sc & M.Sc #1');
  });
});
