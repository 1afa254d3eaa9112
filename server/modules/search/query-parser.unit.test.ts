import { describe, expect, it } from 'vitest';
import { loadForwardGeocoder } from '../location/geocoding/forward-geocoder.ts';
import { parseSearchQuery, tokenize } from './query-parser.ts';

const geocoder = loadForwardGeocoder();
const parse = (text: string) => parseSearchQuery(text, (place, options) => geocoder.lookup(place, options));
const nothing = { subjects: [], classes: [], boards: [], modes: [], languages: [], place: null, text: '' };

describe('search query parser: the issue’s example', () => {
  it("'ganit class 8 CBSE near Indiranagar' → Mathematics · Class 8 · CBSE · near Indiranagar, Bengaluru", () => {
    const parsed = parse('ganit class 8 CBSE near Indiranagar');
    expect(parsed).toMatchObject({ subjects: ['Mathematics'], classes: ['Class 8'], boards: ['CBSE'], modes: [], text: '' });
    expect(parsed.place).toMatchObject({ label: 'Indiranagar, Bengaluru', pinCode: '560038' });
  });
});

describe('search query parser: subjects', () => {
  it.each([
    ['maths', ['Mathematics']],
    ['ganith', ['Mathematics']],
    ['vigyan', ['Science']],
    ['jeev vigyan', ['Biology']],
    ['angrezi', ['English']],
    ['angreji tutor', ['English']],
    ['hindi', ['Hindi']],
    ['bhautiki rasayan', ['Physics', 'Chemistry']],
    ['itihas bhugol', ['History', 'Geography']],
    ['arthashastra', ['Economics']],
    ['lekhashastra', ['Accountancy']],
    ['computer science', ['Computer Science']],
    ['Art & Craft', ['Art & Craft']],
  ])('%s → %j', (text, subjects) => {
    expect(parse(text)).toEqual({ ...nothing, subjects });
  });

  it.each([
    ['गणित', ['Mathematics']],
    ['विज्ञान', ['Science']],
    ['जीव विज्ञान', ['Biology']],
    ['अंग्रेज़ी', ['English']],
    ['अंग्रेजी', ['English']],
    ['हिंदी', ['Hindi']],
    ['भौतिकी', ['Physics']],
    ['रसायन', ['Chemistry']],
    ['इतिहास', ['History']],
    ['भूगोल', ['Geography']],
    ['अर्थशास्त्र', ['Economics']],
  ])('Hindi: %s → %j', (text, subjects) => {
    expect(parse(text)).toEqual({ ...nothing, subjects });
  });

  it('a nukta typed as a separate mark reads the same as the precomposed letter', () => {
    expect(parse('अंग्रे\u091c\u093cी').subjects).toEqual(['English']);
  });

  it('a misspelt English subject name is the subject; other typos stay free text for trigram matching', () => {
    expect(parse('mathamatics')).toEqual({ ...nothing, subjects: ['Mathematics'] });
    expect(parse('chemestry tutor')).toEqual({ ...nothing, subjects: ['Chemistry'] });
    expect(parse('geograpy')).toEqual({ ...nothing, subjects: ['Geography'] });
    expect(parse('meenaksi')).toEqual({ ...nothing, text: 'meenaksi' });
    // Names one letter from a Hinglish subject word stay names.
    expect(parse('Sangeeta')).toEqual({ ...nothing, text: 'sangeeta' });
  });
});

describe('search query parser: classes', () => {
  it.each([
    ['class 8', ['Class 8']],
    ['Class8', ['Class 8']],
    ['8th', ['Class 8']],
    ['8th class', ['Class 8']],
    ['std 8', ['Class 8']],
    ['standard 10', ['Class 10']],
    ['grade 12', ['Class 12']],
    ['कक्षा 8', ['Class 8']],
    ['कक्षा ८', ['Class 8']],
    ['8 वीं', ['Class 8']],
    ['class viii', ['Class 8']],
    ['class 11 and 12', ['Class 11', 'Class 12']],
    ['11th 12th', ['Class 11', 'Class 12']],
    ['class 9 to 12', ['Class 9', 'Class 10', 'Class 11', 'Class 12']],
  ])('%s → %j', (text, classes) => {
    expect(parse(text)).toEqual({ ...nothing, classes });
  });

  it('a bare number, or one out of range, is no class', () => {
    expect(parse('8').classes).toEqual([]);
    expect(parse('class 13').classes).toEqual([]);
    expect(parse('5 years experience')).toEqual({ ...nothing, text: '5 years experience' });
  });
});

describe('search query parser: boards, modes and languages', () => {
  it('boards', () => {
    expect(parse('cbse').boards).toEqual(['CBSE']);
    expect(parse('ICSE or state board').boards).toEqual(['ICSE', 'State Board']);
    expect(parse('IB and IGCSE').boards).toEqual(['IB', 'IGCSE']);
  });

  it('modes', () => {
    expect(parse('online maths').modes).toEqual(['online']);
    expect(parse('home tuition for physics')).toMatchObject({ modes: ['student_home'], subjects: ['Physics'], text: '' });
    expect(parse('offline').modes).toEqual(['student_home', 'tutor_home']);
  });

  it('a language asked for as the medium is a language, otherwise the subject', () => {
    expect(parse('maths in hindi')).toMatchObject({ subjects: ['Mathematics'], languages: ['Hindi'], place: null });
    expect(parse('science hindi medium')).toMatchObject({ subjects: ['Science'], languages: ['Hindi'] });
    expect(parse('hindi tutor')).toMatchObject({ subjects: ['Hindi'], languages: [] });
  });
});

describe('search query parser: places', () => {
  it("'in Pune', 'near Lajpat Nagar', a PIN anywhere", () => {
    expect(parse('physics in Pune').place).toMatchObject({ kind: 'city', city: 'Pune' });
    expect(parse('near Lajpat Nagar maths').place).toMatchObject({ locality: 'Lajpat Nagar', city: 'Delhi' });
    expect(parse('560038 chemistry')).toMatchObject({ subjects: ['Chemistry'], place: { pinCode: '560038' }, text: '' });
  });

  it('Hinglish and Hindi postpositions', () => {
    expect(parse('Indiranagar ke paas maths').place?.pinCode).toBe('560038');
    expect(parse('पुणे में गणित')).toMatchObject({ subjects: ['Mathematics'], place: { city: 'Pune' } });
  });

  it('a prominent place at the end or the start, without a preposition', () => {
    expect(parse('maths tutor koramangala')).toMatchObject({ subjects: ['Mathematics'], place: { locality: 'Koramangala' }, text: '' });
    expect(parse('Pune physics').place?.city).toBe('Pune');
    expect(parse('maths Indira Nagar Lucknow').place).toMatchObject({ city: 'Lucknow' });
  });

  it('a typo in a place asked for with "near" is forgiven; guessed words must be spelled right', () => {
    expect(parse('near Indranagar').place?.label).toBe('Indiranagar, Bengaluru');
    expect(parse('Meenakshi Indranagar')).toMatchObject({ place: null, text: 'meenakshi indranagar' });
  });

  it('a name stays free text, even when part of it names a place somewhere', () => {
    expect(parse('Priya Sharma')).toEqual({ ...nothing, text: 'priya sharma' });
    expect(parse('Kavitha Rao')).toEqual({ ...nothing, text: 'kavitha rao' });
    expect(parse('Kavitha Rao physics')).toEqual({ ...nothing, subjects: ['Physics'], text: 'kavitha rao' });
    expect(parse('physics Kavitha Rao')).toEqual({ ...nothing, subjects: ['Physics'], text: 'kavitha rao' });
  });

  it('"near me" is no place (the page asks the browser instead)', () => {
    expect(parse('maths near me')).toEqual({ ...nothing, subjects: ['Mathematics'] });
  });
});

describe('search query parser: tokens', () => {
  it('splits letters from digits, keeps Devanagari marks, reads Devanagari digits', () => {
    expect(tokenize('Class8, M.Sc.')).toEqual(['class', '8', 'm', 'sc']);
    expect(tokenize('कक्षा ८')).toEqual(['कक्षा', '8']);
  });

  it('an empty or punctuation-only query understands nothing', () => {
    expect(parse('')).toEqual(nothing);
    expect(parse(' ,. ')).toEqual(nothing);
  });
});
