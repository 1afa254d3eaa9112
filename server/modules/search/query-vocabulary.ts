/**
 * The words the search box understands (query-parser.ts), in English, Hinglish (Hindi typed in Latin letters) and
 * Hindi. Keys are phrases of lower-case words as the parser splits them ('jeev vigyan', 'art and craft'); the
 * longest phrase wins, so 'jeev vigyan' is Biology while 'vigyan' alone is Science. Subject values are find-page
 * subjects (FIND_SUBJECT_GROUPS expands 'Science') or teacher subjects; typos are left to trigram matching.
 */
import type { TeachingMode, TutorBoard } from '../../../contract/constants.ts';

const entries = <T>(value: T, phrases: string[]): [string, T][] => phrases.map((phrase) => [phrase, value]);

export const SUBJECT_WORDS: ReadonlyMap<string, string> = new Map([
  ...entries('Mathematics', ['mathematics', 'maths', 'math', 'mathematic', 'ganit', 'ganith', 'ganitha', 'गणित']),
  ...entries('Science', ['science', 'vigyan', 'vigyaan', 'vigyan', 'विज्ञान']),
  ...entries('Physics', ['physics', 'bhautiki', 'bhotiki', 'bhautik vigyan', 'भौतिकी', 'भौतिक विज्ञान']),
  ...entries('Chemistry', ['chemistry', 'rasayan', 'rasayan vigyan', 'rasayan shastra', 'रसायन', 'रसायन विज्ञान', 'रसायन शास्त्र']),
  ...entries('Biology', ['biology', 'bio', 'jeev vigyan', 'jeevvigyan', 'jiv vigyan', 'jeev vigyaan', 'जीव विज्ञान', 'जीवविज्ञान']),
  ...entries('English', ['english', 'angrezi', 'angreji', 'angrezee', 'angreezi', 'अंग्रेज़ी', 'अंग्रेजी', 'अंग्रेज़ी']),
  ...entries('Hindi', ['hindi', 'हिंदी', 'हिन्दी']),
  ...entries('History', ['history', 'itihas', 'itihaas', 'इतिहास']),
  ...entries('Geography', ['geography', 'bhugol', 'bhoogol', 'भूगोल']),
  ...entries('Economics', ['economics', 'arthashastra', 'arthshastra', 'arth shastra', 'अर्थशास्त्र']),
  ...entries('Accountancy', ['accountancy', 'accounts', 'accounting', 'lekhashastra', 'lekhankan', 'लेखाशास्त्र', 'लेखांकन']),
  ...entries('Computer Science', ['computer science', 'computer', 'computers', 'coding', 'programming', 'कंप्यूटर', 'कम्प्यूटर']),
  ...entries('Business Studies', ['business studies', 'business study', 'bst', 'व्यवसाय अध्ययन']),
  ...entries('Political Science', ['political science', 'pol science', 'polity', 'civics', 'rajniti vigyan', 'rajneeti', 'राजनीति विज्ञान', 'नागरिक शास्त्र']),
  ...entries('Psychology', ['psychology', 'manovigyan', 'मनोविज्ञान']),
  ...entries('Sociology', ['sociology', 'samajshastra', 'samaj shastra', 'समाजशास्त्र']),
  ...entries('Philosophy', ['philosophy', 'darshanshastra', 'darshan shastra', 'दर्शनशास्त्र']),
  ...entries('Statistics', ['statistics', 'stats', 'sankhyiki', 'सांख्यिकी']),
  ...entries('Physical Education', ['physical education', 'sharirik shiksha', 'शारीरिक शिक्षा']),
  ...entries('Art & Craft', ['art and craft', 'art craft', 'art', 'craft', 'drawing', 'painting', 'kala', 'कला', 'चित्रकला']),
  ...entries('Music', ['music', 'sangeet', 'संगीत']),
]);

/**
 * English subject names whose typos the parser corrects ('mathamatics', 'chemestry'); Hinglish words are not
 * corrected, since Indian names lie one letter from some ('Sangeeta' is no 'sangeet').
 */
export const SUBJECT_NAMES_FOR_TYPOS: ReadonlyMap<string, string> = new Map([
  ...entries('Mathematics', ['mathematics']),
  ...entries('Science', ['science']),
  ...entries('Physics', ['physics']),
  ...entries('Chemistry', ['chemistry']),
  ...entries('Biology', ['biology']),
  ...entries('English', ['english']),
  ...entries('History', ['history']),
  ...entries('Geography', ['geography']),
  ...entries('Economics', ['economics']),
  ...entries('Accountancy', ['accountancy']),
  ...entries('Statistics', ['statistics']),
  ...entries('Psychology', ['psychology']),
  ...entries('Sociology', ['sociology']),
  ...entries('Philosophy', ['philosophy']),
]);

export const BOARD_WORDS: ReadonlyMap<string, TutorBoard> = new Map([
  ...entries<TutorBoard>('CBSE', ['cbse', 'सीबीएसई']),
  ...entries<TutorBoard>('ICSE', ['icse', 'isc', 'cisce', 'आईसीएसई']),
  ...entries<TutorBoard>('State Board', ['state board', 'stateboard', 'state syllabus', 'राज्य बोर्ड']),
  ...entries<TutorBoard>('IB', ['ib', 'international baccalaureate']),
  ...entries<TutorBoard>('IGCSE', ['igcse', 'cambridge']),
]);

const OFFLINE: TeachingMode[] = ['student_home', 'tutor_home'];
export const MODE_WORDS: ReadonlyMap<string, readonly TeachingMode[]> = new Map([
  ...entries<readonly TeachingMode[]>(['online'], ['online', 'online classes', 'online class', 'ऑनलाइन', 'ओनलाइन']),
  ...entries<readonly TeachingMode[]>(['student_home'], [
    'home tuition', 'home tuitions', 'home tution', 'home tutor', 'home teacher', 'at home', 'at my home', 'home',
    'ghar', 'ghar pe', 'ghar par', 'घर', 'घर पर', 'होम ट्यूशन', 'होम ट्यूटर',
  ]),
  ...entries<readonly TeachingMode[]>(['tutor_home'], ['tutor home', 'tutors home', 'tutor place', 'tutors place', 'at tutor', 'coaching centre', 'coaching center']),
  ...entries<readonly TeachingMode[]>(OFFLINE, ['offline', 'in person', 'face to face', 'ऑफलाइन']),
]);

/** Words before a class number: 'class 8', 'std 8', 'कक्षा 8'. */
export const CLASS_PREFIXES = new Set(['class', 'classes', 'cls', 'std', 'standard', 'grade', 'kaksha', 'kaksa', 'कक्षा', 'क्लास']);
/** Ordinal endings after a class number: '8th', '8 वीं'. */
export const CLASS_SUFFIXES = new Set(['st', 'nd', 'rd', 'th', 'वीं', 'वी', 'वीँ']);
export const ROMAN_CLASSES: ReadonlyMap<string, number> = new Map(
  ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii'].map((numeral, i) => [numeral, i + 1]),
);

/** Before a place: 'near Indiranagar', 'in Pune'. */
export const PLACE_BEFORE = new Set(['near', 'nearby', 'in', 'at', 'around', 'from', 'nr']);
/** After a place: 'Indiranagar ke paas', 'इंदिरानगर के पास', 'Pune mein'. */
export const PLACE_AFTER = new Set(['paas', 'pass', 'mein', 'main', 'me', 'पास', 'में', 'मे']);

/** Words that say nothing about whom to find; dropped from the free text. */
export const STOPWORDS = new Set([
  'tutor', 'tutors', 'teacher', 'teachers', 'tuition', 'tuitions', 'tution', 'tutions', 'coaching', 'classes', 'class',
  'sir', 'mam', 'maam', 'madam', 'miss', 'for', 'of', 'the', 'a', 'an', 'and', 'or', 'with', 'to', 'best', 'good', 'top',
  'me', 'my', 'i', 'need', 'needed', 'want', 'looking', 'required', 'require', 'wanted', 'find', 'subject', 'subjects',
  'board', 'medium', 'private', 'personal', 'tutoring', 'teaching', 'student', 'students', 'near', 'nearby', 'in',
  'at', 'around', 'from', 'nr', 'close', 'chahiye', 'chaiye', 'chahie', 'ke', 'ki', 'ka', 'liye', 'lie', 'mein', 'main',
  'paas', 'pass', 'nazdeek', 'wala', 'wali', 'koi', 'ट्यूटर', 'शिक्षक', 'टीचर', 'ट्यूशन', 'के', 'की', 'का', 'लिए',
  'में', 'मे', 'पास', 'नज़दीक', 'नजदीक', 'चाहिए', 'और', 'विषय', 'कोई', 'वाला', 'वाली',
]);

/** Languages a tutor teaches in, as typed: 'hindi medium', 'in tamil'. */
export const LANGUAGE_WORDS: ReadonlyMap<string, string> = new Map(
  ['English', 'Hindi', 'Bengali', 'Marathi', 'Telugu', 'Tamil', 'Gujarati', 'Urdu', 'Kannada', 'Odia', 'Malayalam', 'Punjabi', 'Assamese'].map(
    (language) => [language.toLowerCase(), language],
  ),
);
