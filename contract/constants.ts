/** Business constants of spec §9, shared by server and web. */

export const PASSWORD_MIN_LENGTH = 6;
export const MOBILE_MIN_LENGTH = 10;
export const TOKEN_MIN_LENGTH = 11; // "token longer than 10 characters"

/** The query parameter naming a public page's language version (`/tutors/{slug}?lang=hi`; contract/tutor-profiles.ts). */
export const PAGE_LANGUAGE_PARAM = 'lang';

/**
 * The element of a server-rendered profile page holding what its API answers would be for a signed-out visitor (the
 * profile and the first page of reviews, as JSON), so the app shows the profile without asking again.
 */
export const PROFILE_DATA_ELEMENT_ID = 'tutorhood-profile-data';
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const TIMEOUTS_MS = {
  request: 15_000,
  login: 8_000,
  register: 10_000,
  adminLogin: 8_000,
} as const;

export const USER_TYPES = ['student', 'teacher', 'admin', 'parent'] as const;
export const SELF_REGISTERING_USER_TYPES = ['student', 'teacher', 'parent'] as const;

export const STUDENT_CLASS_OPTIONS = [
  'Class 1', 'Class 2', 'Class 3', 'Class 4', 'Class 5', 'Class 6',
  'Class 7', 'Class 8', 'Class 9', 'Class 10', 'Class 11', 'Class 12',
  '1st Year College', '2nd Year College', '3rd Year College', '4th Year College',
  'Graduate', 'Post Graduate',
] as const;

export const TEACHER_SUBJECTS = [
  'Mathematics', 'Physics', 'Chemistry', 'Biology', 'English', 'Hindi', 'History',
  'Geography', 'Computer Science', 'Economics', 'Accountancy', 'Business Studies',
  'Political Science', 'Psychology', 'Sociology', 'Philosophy', 'Statistics',
  'Physical Education', 'Art & Craft', 'Music',
] as const;

export const REQUIREMENT_SUBJECTS = TEACHER_SUBJECTS.slice(0, 10) as readonly (typeof TEACHER_SUBJECTS)[number][];
export const REQUIREMENT_CLASSES = STUDENT_CLASS_OPTIONS.slice(0, 12) as readonly string[];
export const FIND_SUBJECT_OPTIONS = [
  'Mathematics', 'Science', 'English', 'Physics', 'Chemistry', 'Biology', 'History', 'Geography',
] as const;
export const FIND_CLASS_OPTIONS = [
  '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th',
] as const;

export const REQUIREMENT_TYPES = ['online', 'offline', 'both'] as const;
export const FEE_TYPES = ['per_hour', 'per_day', 'per_month', 'per_subject'] as const;
export const PRICE_BANDS = ['0-500', '500-1000', '1000-2000', '2000+'] as const;

export const NEARBY_RADII_KM = [1, 3, 5, 10, 25, 50] as const;
export const NEARBY_DEFAULT_RADIUS_KM = 5;
export const NEARBY_HOME_RADIUS_KM = 50;
export const NEARBY_REFRESH_MS = 30_000;
export const EARTH_RADIUS_KM = 6371;

export const DEFAULT_TEACHER_RATING = 3.0;
export const DEFAULT_MONTHLY_FEE = 5000;
export const SUBJECT_CHIPS_MAX = 3;
export const TOAST_DURATION_MS = 5_000;

export const TYPING_INDICATOR_MS = 3_000;
export const TYPING_STOP_AFTER_MS = 1_000;
export const AUTO_MESSAGE_DELAY_MS = 500;

export const CONTACT_EMAIL = 'support@tutorhood.in';

/** School boards a tutor teaches for (public tutor profiles and Find's board filter). */
export const TUTOR_BOARDS = ['CBSE', 'ICSE', 'State Board', 'IB', 'IGCSE'] as const;
export type TutorBoard = (typeof TUTOR_BOARDS)[number];
/** Where lessons happen: at the student's home, at the tutor's place, or online. */
export const TEACHING_MODES = ['student_home', 'tutor_home', 'online'] as const;
export type TeachingMode = (typeof TEACHING_MODES)[number];
/** Languages a tutor teaches in (the scheduled languages most spoken in Indian homes, plus English). */
export const TEACHING_LANGUAGES = [
  'English', 'Hindi', 'Bengali', 'Marathi', 'Telugu', 'Tamil', 'Gujarati', 'Urdu',
  'Kannada', 'Odia', 'Malayalam', 'Punjabi', 'Assamese',
] as const;
export type TeachingLanguage = (typeof TEACHING_LANGUAGES)[number];
/** A tutor's headline: one line under the name on the profile and cards. */
export const TUTOR_HEADLINE_MAX = 120;
