/**
 * Reads a search box the way people in India type it — 'ganit class 8 CBSE near Indiranagar', 'गणित कक्षा 8',
 * 'home tutor for maths 560038' — into subjects, classes, boards, teaching modes, languages and a place, leaving
 * the rest as free text for trigram matching (names, qualifications, their typos); a misspelt English subject name
 * ('mathamatics') is read as the subject.
 *
 * Pure: places are resolved through the function passed in (the offline forward geocoder in production).
 */
import type { TeachingMode, TutorBoard } from '../../../contract/constants.ts';
import type { PlaceMatch } from '../location/geocoding/forward-geocoder.ts';
import {
  BOARD_WORDS,
  CLASS_PREFIXES,
  CLASS_SUFFIXES,
  LANGUAGE_WORDS,
  MODE_WORDS,
  PLACE_AFTER,
  PLACE_BEFORE,
  ROMAN_CLASSES,
  STOPWORDS,
  SUBJECT_NAMES_FOR_TYPOS,
  SUBJECT_WORDS,
} from './query-vocabulary.ts';
import { editDistance } from '../../lib/edit-distance.ts';

export interface ParsedQuery {
  /** Find-page or teacher subjects ('Mathematics', 'Science'): each one must be taught. */
  subjects: string[];
  /** 'Class 8': any of them. */
  classes: string[];
  /** Any of them. */
  boards: TutorBoard[];
  /** Any of them ('offline' is both kinds of in-person lessons). */
  modes: TeachingMode[];
  /** Languages asked for as such ('hindi medium', 'in tamil'); any of them. */
  languages: string[];
  place: PlaceMatch | null;
  /** What is left for free-text matching, lower case ('' when nothing is). */
  text: string;
}

export type PlaceResolver = (text: string, options: { prominentOnly: boolean; fuzzy: boolean }) => PlaceMatch | null;

type Meaning =
  | { kind: 'subject'; value: string }
  | { kind: 'board'; value: TutorBoard }
  | { kind: 'modes'; value: readonly TeachingMode[] };

const key = (phrase: string) => phrase.normalize('NFC');
const PHRASES = new Map<string, Meaning>([
  ...[...SUBJECT_WORDS].map(([p, value]) => [key(p), { kind: 'subject', value }] as const),
  ...[...BOARD_WORDS].map(([p, value]) => [key(p), { kind: 'board', value }] as const),
  ...[...MODE_WORDS].map(([p, value]) => [key(p), { kind: 'modes', value }] as const),
]);
const LONGEST_PHRASE = Math.max(...[...PHRASES.keys()].map((p) => p.split(' ').length));
const STOP = new Set([...STOPWORDS].map(key));
const PREFIXES = new Set([...CLASS_PREFIXES].map(key));
const SUFFIXES = new Set([...CLASS_SUFFIXES].map(key));
const AFTER = new Set([...PLACE_AFTER].map(key));
const MAX_PLACE_WORDS = 4;
const PIN = /^[1-9]\d{5}$/;

/** Lower case, NFC, Devanagari digits as ASCII, split into runs of letters (with their marks) or of digits. */
export function tokenize(input: string): string[] {
  const text = input
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - 0x0966));
  return text.match(/\d+|[\p{L}\p{M}]+/gu) ?? [];
}

export function parseSearchQuery(input: string, resolvePlace: PlaceResolver): ParsedQuery {
  const tokens = tokenize(input);
  const used = tokens.map(() => false);
  const free = (i: number) => i >= 0 && i < tokens.length && !used[i];
  const take = (from: number, to: number) => {
    for (let i = from; i < to; i++) used[i] = true;
  };
  const result: ParsedQuery = { subjects: [], classes: [], boards: [], modes: [], languages: [], place: null, text: '' };
  const add = <T>(list: T[], ...values: readonly T[]) => {
    for (const value of values) if (!list.includes(value)) list.push(value);
  };

  // Languages asked for as the medium: 'hindi medium', 'in tamil' (else 'hindi' is the subject).
  tokens.forEach((token, i) => {
    const language = LANGUAGE_WORDS.get(token);
    if (!language || !free(i)) return;
    if (tokens[i + 1] === 'medium') {
      add(result.languages, language);
      take(i, i + 2);
    } else if (tokens[i - 1] === 'in' && free(i - 1)) {
      add(result.languages, language);
      take(i - 1, i + 1);
    }
  });

  readClasses(tokens, used, (n) => add(result.classes, `Class ${n}`));

  // Subjects, boards and modes, the longest phrase first.
  for (let i = 0; i < tokens.length; i++) {
    for (let length = Math.min(LONGEST_PHRASE, tokens.length - i); length >= 1; length--) {
      if (!tokens.slice(i, i + length).every((_, j) => free(i + j))) continue;
      const meaning = PHRASES.get(tokens.slice(i, i + length).join(' '));
      if (!meaning) continue;
      if (meaning.kind === 'subject') add(result.subjects, meaning.value);
      else if (meaning.kind === 'board') add(result.boards, meaning.value);
      else add(result.modes, ...meaning.value);
      take(i, i + length);
      i += length - 1;
      break;
    }
  }

  const understoodSomething = [result.subjects, result.classes, result.boards, result.modes, result.languages].some((list) => list.length > 0);
  result.place = readPlace(tokens, free, take, resolvePlace, understoodSomething);

  // A misspelt English subject name ('mathamatics', 'chemestry'): one letter off, two in a long word.
  tokens.forEach((token, i) => {
    if (!free(i) || token.length < 5 || !/^[a-z]+$/.test(token)) return;
    const maxEdits = token.length >= 8 ? 2 : 1;
    for (const [name, subject] of SUBJECT_NAMES_FOR_TYPOS) {
      if (editDistance(token, name, maxEdits) <= maxEdits) {
        add(result.subjects, subject);
        take(i, i + 1);
        return;
      }
    }
  });
  result.text = tokens.filter((token, i) => free(i) && !STOP.has(token)).join(' ');
  return result;
}

/** 'class 8', 'std 8', 'कक्षा 8', '8th', '8 वीं', 'class viii', 'class 11 12', 'class 9 to 12'. */
function readClasses(tokens: string[], used: boolean[], found: (n: number) => void) {
  const classNumber = (token: string | undefined) => {
    if (token === undefined) return null;
    const n = /^\d{1,2}$/.test(token) ? Number(token) : (ROMAN_CLASSES.get(token) ?? null);
    return n !== null && n >= 1 && n <= 12 ? n : null;
  };
  for (let i = 0; i < tokens.length; i++) {
    if (used[i]) continue;
    const n = classNumber(tokens[i]);
    if (n === null) continue;
    const roman = !/^\d/.test(tokens[i]!);
    const prefixed = i > 0 && !used[i - 1] && PREFIXES.has(tokens[i - 1]!);
    const suffixed = !roman && SUFFIXES.has(tokens[i + 1] ?? '');
    if (!prefixed && !suffixed) continue;
    found(n);
    let end = i + 1;
    if (suffixed) end++;
    if (PREFIXES.has(tokens[end] ?? '') && !prefixed) end++; // '8th class', '8th std'
    used.fill(true, prefixed ? i - 1 : i, end);
    // More classes right after: 'class 11 12', 'class 11 and 12', 'class 9 to 12', '11th 12th'.
    for (let j = end; j < tokens.length; ) {
      const joiner = tokens[j] === 'and' || tokens[j] === 'or' || tokens[j] === 'to' ? tokens[j] : null;
      const next = classNumber(tokens[joiner ? j + 1 : j]);
      if (next === null || /^[ivx]+$/.test(tokens[joiner ? j + 1 : j]!) !== roman) break;
      const at = joiner ? j + 1 : j;
      if (joiner === 'to') for (let k = n + 1; k < next; k++) found(k);
      found(next);
      const stop = at + 1 + (SUFFIXES.has(tokens[at + 1] ?? '') ? 1 : 0);
      used.fill(true, j, stop);
      j = stop;
    }
    i = end - 1;
  }
}

/**
 * The place: a PIN anywhere; a place after 'near', 'in', 'at', 'around' or before 'ke paas', 'के पास', 'mein'; else,
 * when the text asked for something else too ('maths tutor koramangala', 'Pune physics'), a prominent place (a city,
 * a locality of a metro) that ends or starts the text. A text that is only a name is no place: 'Kavitha Rao' (there
 * is a Rao in Indore).
 */
function readPlace(
  tokens: string[],
  free: (i: number) => boolean,
  take: (from: number, to: number) => void,
  resolve: PlaceResolver,
  understoodSomething: boolean,
): PlaceMatch | null {
  for (let i = 0; i < tokens.length; i++) {
    if (free(i) && PIN.test(tokens[i]!)) {
      const place = resolve(tokens[i]!, { prominentOnly: false, fuzzy: false });
      take(i, i + 1);
      if (place) return place;
    }
  }
  /** Words that can be part of a place name: free, not a stopword. */
  const word = (i: number) => free(i) && !STOP.has(tokens[i]!);
  const tryRun = (from: number, to: number, fromEnd: boolean, prominentOnly: boolean): PlaceMatch | null => {
    // The longest stretch from the anchored side that names a place, exactly; then, asked for by name, a typo.
    for (let length = to - from; length >= 1; length--) {
      const [a, b] = fromEnd ? [to - length, to] : [from, from + length];
      // A guessed single word of fewer than 4 letters is rather a name ('Rao') than a place.
      if (prominentOnly && length === 1 && tokens[a]!.length < 4) continue;
      const place = resolve(tokens.slice(a, b).join(' '), { prominentOnly, fuzzy: false });
      if (place) {
        take(a, b);
        return place;
      }
    }
    if (prominentOnly) return null;
    for (let length = Math.min(2, to - from); length >= 1; length--) {
      const [a, b] = fromEnd ? [to - length, to] : [from, from + length];
      const place = resolve(tokens.slice(a, b).join(' '), { prominentOnly, fuzzy: true });
      if (place) {
        take(a, b);
        return place;
      }
    }
    return null;
  };

  for (let i = 0; i < tokens.length; i++) {
    if (!free(i)) continue;
    if (PLACE_BEFORE.has(tokens[i]!)) {
      let end = i + 1;
      while (end < tokens.length && end - i - 1 < MAX_PLACE_WORDS && word(end)) end++;
      const place = end > i + 1 ? tryRun(i + 1, end, false, false) : null;
      if (place) {
        take(i, i + 1);
        return place;
      }
    } else if (AFTER.has(tokens[i]!)) {
      let start = i;
      const marker = tokens[i - 1] === 'ke' || tokens[i - 1] === 'के' ? i - 1 : i;
      start = marker;
      while (start > 0 && marker - start < MAX_PLACE_WORDS && word(start - 1)) start--;
      const place = start < marker ? tryRun(start, marker, true, false) : null;
      if (place) {
        take(marker, i + 1);
        return place;
      }
    }
  }

  if (!understoodSomething) return null;
  // No marker: a prominent place at the very end ('maths tutor koramangala') or start ('pune physics'), past
  // stopwords only.
  const stopword = (i: number) => free(i) && STOP.has(tokens[i]!);
  const guess = (from: number, to: number, fromEnd: boolean) => tryRun(from, to, fromEnd, true);
  let end = tokens.length;
  while (end > 0 && stopword(end - 1)) end--;
  let start = end;
  while (start > 0 && end - start < 3 && word(start - 1)) start--;
  const trailing = start < end ? guess(start, end, true) : null;
  if (trailing) return trailing;
  let first = 0;
  while (first < tokens.length && stopword(first)) first++;
  let last = first;
  while (last < tokens.length && last - first < 3 && word(last)) last++;
  return first < last ? guess(first, last, false) : null;
}
