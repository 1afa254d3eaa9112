import {
  STUDENT_CLASS_OPTIONS,
  TEACHING_LANGUAGES,
  type TeachingLanguage,
  type TeachingMode,
  type TutorBoard,
} from '../../contract/constants.ts';
import type { Population, Teacher, TeacherInsert } from './build-users.ts';
import type { NameRegion } from './places.ts';
import { DAY_MS, HOUR_MS, type Rng } from './random.ts';

/**
 * What the public tutor profiles show beyond the registration fields: a headline, the classes, boards,
 * places and languages a teacher teaches in, the fee's unit, when KYC was approved and the profile's stable public
 * id. Drawn from a stream of its own (index.ts), so the demo people stay who they were; read from each teacher's
 * subjects, bio and city, so a profile agrees with itself (a bio offering home tuition lists "At the student's home").
 */
export function addTutorDetails(rng: Rng, pop: Population, now: number): void {
  const usedIds = new Set<string>();
  for (const teacher of pop.teachers) {
    const row = pop.teacherRows.get(teacher.id)!;
    const details = teacher === pop.demoTeacher ? demoTeacherDetails() : tutorDetails(rng, teacher, row);
    Object.assign(row, details, { publicId: uniquePublicId(rng, usedIds) });
    if (teacher.approved) {
      // Approved some days after joining, never in the future.
      const approvedAt = teacher.createdAt.getTime() + rng.int(2, 40) * DAY_MS + rng.int(0, 23) * HOUR_MS;
      row.kycApprovedAt = new Date(Math.min(approvedAt, now - DAY_MS));
    }
  }
}

type Details = Pick<TeacherInsert, 'headline' | 'classes' | 'boards' | 'teachingModes' | 'languages' | 'feeUnit' | 'monthlyFee'>;

/** Kavitha Rao, the documented demo teacher: Maths and Physics, Class 8–12, CBSE and ICSE, at her home in HSR Layout or online. */
function demoTeacherDetails(): Details {
  return {
    headline: 'Maths & Physics for Class 8–12 · CBSE and ICSE board preparation',
    classes: classRange(8, 12),
    boards: ['CBSE', 'ICSE'],
    teachingModes: ['tutor_home', 'online'],
    languages: ['English', 'Hindi', 'Kannada'],
    feeUnit: 'per_month',
    monthlyFee: 4500,
  };
}

const REGION_LANGUAGE: Record<NameRegion, TeachingLanguage> = {
  kannada: 'Kannada',
  tamil: 'Tamil',
  telugu: 'Telugu',
  marathi: 'Marathi',
  gujarati: 'Gujarati',
  hindi: 'Hindi',
  punjabi: 'Punjabi',
  bengali: 'Bengali',
  malayali: 'Malayalam',
};

const SENIOR_ONLY = new Set(['Accountancy', 'Business Studies', 'Economics', 'Political Science', 'Psychology', 'Sociology', 'Philosophy', 'Statistics']);
const ALL_AGES = new Set(['Music', 'Art & Craft', 'Physical Education']);

/** 'Class a' … 'Class b'. */
function classRange(from: number, to: number): string[] {
  return STUDENT_CLASS_OPTIONS.slice(from - 1, to);
}

function pickClasses(rng: Rng, subjects: readonly string[]): { classes: string[]; label: string } {
  if (subjects.every((s) => ALL_AGES.has(s))) {
    return { classes: classRange(1, 12), label: 'all ages' };
  }
  if (subjects.some((s) => SENIOR_ONLY.has(s))) {
    const college = rng.chance(0.5);
    return {
      classes: [...classRange(11, 12), ...(college ? ['1st Year College', '2nd Year College'] : [])],
      label: college ? 'Class 11–12 and college' : 'Class 11–12',
    };
  }
  const [from, to] = rng.weighted(
    [[1, 5], [3, 8], [6, 10], [8, 10], [8, 12], [9, 12], [11, 12]] as const,
    [6, 8, 22, 18, 22, 14, 10],
  );
  return { classes: classRange(from, to), label: `Class ${from}–${to}` };
}

/** The boards the bio names; otherwise a draw where CBSE is the most common. */
function pickBoards(rng: Rng, bio: string, subjects: readonly string[]): TutorBoard[] {
  if (subjects.every((s) => ALL_AGES.has(s))) return [];
  const named: TutorBoard[] = [];
  if (/\bCBSE\b/.test(bio)) named.push('CBSE');
  if (/\bICSE\b/.test(bio)) named.push('ICSE');
  if (/state board/i.test(bio)) named.push('State Board');
  if (/\bIB\b/.test(bio)) named.push('IB');
  if (named.length) return named;
  const drawn = (
    [
      ['CBSE', 0.8],
      ['ICSE', 0.45],
      ['State Board', 0.4],
      ['IB', 0.08],
      ['IGCSE', 0.08],
    ] as const
  )
    .filter(([, chance]) => rng.chance(chance))
    .map(([board]) => board);
  return drawn.length ? drawn : ['CBSE'];
}

/** Where the bio says classes happen; otherwise a draw (most teach at the student's home or online). */
function pickModes(rng: Rng, bio: string): TeachingMode[] {
  if (/Home tuition in and around/.test(bio)) return ['student_home', 'online'];
  if (/Classes at my place/.test(bio)) return ['tutor_home', 'online'];
  const modes: TeachingMode[] = [];
  if (rng.chance(0.7)) modes.push('student_home');
  if (rng.chance(0.45)) modes.push('tutor_home');
  if (rng.chance(0.6)) modes.push('online');
  return modes.length ? modes : ['online'];
}

function pickLanguages(rng: Rng, teacher: Teacher): TeachingLanguage[] {
  const local = REGION_LANGUAGE[teacher.city.regions[0]!];
  const set = new Set<TeachingLanguage>();
  if (rng.chance(0.92) || teacher.profile.subjects.includes('English')) set.add('English');
  if (local !== 'Hindi' ? rng.chance(0.55) : true) set.add('Hindi');
  if (rng.chance(0.75)) set.add(local);
  const second = teacher.city.regions[1];
  if (second && rng.chance(0.12)) set.add(REGION_LANGUAGE[second]);
  if (teacher.profile.subjects.includes('Hindi')) set.add('Hindi');
  if (!set.size) set.add('English');
  // In the order of TEACHING_LANGUAGES, as the API keeps them.
  return TEACHING_LANGUAGES.filter((language) => set.has(language));
}

const SHORT: Record<string, string> = { Mathematics: 'Maths', 'Computer Science': 'Computer Science', 'Business Studies': 'Business Studies' };
const short = (subject: string) => SHORT[subject] ?? subject;

function headlineFor(rng: Rng, subjects: readonly string[], classLabel: string, boards: readonly TutorBoard[], experienceYears: number): string {
  const what = subjects.length <= 2 ? subjects.map(short).join(' & ') : `${short(subjects[0]!)}, ${short(subjects[1]!)} & more`;
  const boardText = boards.length ? boards.slice(0, 2).join(' & ') : '';
  const templates = [
    `${what} for ${classLabel}${boardText ? ` · ${boardText}` : ''}`,
    `${what} tutor, ${experienceYears === 1 ? '1 year' : `${experienceYears} years`} of teaching · ${classLabel}`,
    `Concept-first ${what} for ${classLabel}`,
    `${what} · ${classLabel} · board exam preparation`,
    `Patient ${what} teacher for ${classLabel}`,
  ];
  return rng.pick(ALL_AGES.has(subjects[0]!) ? [`${what} lessons for all ages`, `${what} for beginners and graded exams`] : templates);
}

function tutorDetails(rng: Rng, teacher: Teacher, row: TeacherInsert): Details {
  const { subjects, bio, experienceYears } = teacher.profile;
  const { classes, label } = pickClasses(rng, subjects);
  const boards = pickBoards(rng, bio, subjects);
  const teachingModes = pickModes(rng, bio);
  const languages = pickLanguages(rng, teacher);
  const headline = rng.chance(0.94) ? headlineFor(rng, subjects, label, boards, experienceYears) : null;
  // About one in five charge by the hour: an hourly amount in line with their monthly one (8–12 hours a month).
  const hourly = row.monthlyFee != null && rng.chance(0.2);
  const monthlyFee = hourly ? Math.max(200, Math.round(row.monthlyFee! / rng.int(8, 12) / 50) * 50) : row.monthlyFee;
  return { headline, classes, boards, teachingModes, languages, feeUnit: hourly ? 'per_hour' : 'per_month', monthlyFee };
}

/** 10 lower-case hex digits, like the database's default, but from the seeded stream (the same on every install). */
function uniquePublicId(rng: Rng, used: Set<string>): string {
  for (;;) {
    const id = Array.from({ length: 10 }, () => rng.int(0, 15).toString(16)).join('');
    if (!used.has(id)) {
      used.add(id);
      return id;
    }
  }
}
