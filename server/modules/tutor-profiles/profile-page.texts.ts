import type { FEE_TYPES, TeachingLanguage, TeachingMode, TutorBoard } from '../../../contract/constants.ts';
import type { PageLanguage } from '../../plugins/page-language.ts';

/**
 * The server-rendered profile page's words, in the page language. The web app's profile screen says the same things
 * (its `tutors` catalogue, web/i18n/locales/{en,hi}/tutors.json, under the keys named beside each entry), so the page
 * reads the same before and after the app takes over. Subject and class names and fee units are the web's
 * `requirements` catalogue's (profile-page.texts.unit.test.ts keeps them in step).
 */
export interface ProfilePageTexts {
  /** BCP 47 locale for dates and numbers. */
  locale: string;
  /** og:locale. */
  ogLocale: string;
  /** tutors:page.title / tutors:page.titleNoCity */
  title: (name: string, subjects: string, city: string | null) => string;
  /** tutors:page.description: when the tutor wrote neither headline nor bio. */
  description: (name: string, subjects: string, city: string | null) => string;
  /** tutors:page.jobTitle: the JSON-LD jobTitle when there is no headline. */
  jobTitle: (subjects: string) => string;
  /** The JSON-LD name of the tutoring the tutor offers. */
  tutoring: (subjects: string) => string;
  /** tutors:profile.verifiedSince / tutors:profile.verified */
  verifiedSince: (month: string | null) => string;
  /** tutors:profile.about */
  about: string;
  /** tutors:profile.details */
  details: string;
  /** tutors:profile.fields.* */
  fields: {
    subjects: string;
    classes: string;
    boards: string;
    teachingModes: string;
    fee: string;
    languages: string;
    experience: string;
    qualification: string;
    area: string;
    responseTime: string;
    students: string;
  };
  /** tutors:profile.feeAmount ("{{amount}} / {{unit}}", as requirements:format.amountPer) */
  feeUnits: Record<(typeof FEE_TYPES)[number], string>;
  /** tutors:modes.* */
  modes: Record<TeachingMode, string>;
  /** tutors:boards.* */
  boards: Record<TutorBoard, string>;
  /** tutors:languages.* */
  languages: Record<TeachingLanguage, string>;
  /** tutors:profile.responseTime.withinHour / hours / days */
  responseTime: (hours: number) => string;
  /** tutors:profile.students_one / _other */
  students: (count: number) => string;
  /** tutors:reviews.title */
  reviews: string;
  /** tutors:reviews.summary_one / _other */
  ratingSummary: (rating: string, count: number) => string;
  /** tutors:reviews.empty */
  noReviews: string;
  /** tutors:reviews.rated */
  rated: (rating: number) => string;
  /** tutors:reviews.byStudent / byParent */
  reviewer: Record<'student' | 'parent', string>;
  /** tutors:reviews.moreInApp_one / _other */
  moreReviews: (count: number) => string;
  /** tutors:profile.findMore */
  findMore: string;
  /** The public shell's navigation: layout:public.navLabel, layout:public.findTutors, layout:public.signIn. */
  nav: { label: string; findTutors: string; signIn: string };
  /** Subject names (requirements:subjects.*), classes (requirements:classes.*). */
  subjects: Record<string, string>;
  classes: Record<string, string>;
}

const hoursRounded = (hours: number) => Math.max(1, Math.round(hours));

export const PROFILE_PAGE_TEXTS: Record<PageLanguage, ProfilePageTexts> = {
  en: {
    locale: 'en-IN',
    ogLocale: 'en_IN',
    title: (name, subjects, city) => (city ? `${name} – ${subjects} tutor in ${city} | Tutorhood` : `${name} – ${subjects} tutor | Tutorhood`),
    description: (name, subjects, city) =>
      city ? `${name} is a verified ${subjects} tutor in ${city} on Tutorhood.` : `${name} is a verified ${subjects} tutor on Tutorhood.`,
    jobTitle: (subjects) => `${subjects} tutor`,
    tutoring: (subjects) => `${subjects} tutoring`,
    verifiedSince: (month) => (month ? `Verified tutor since ${month}` : 'Verified tutor'),
    about: 'About',
    details: 'Details',
    fields: {
      subjects: 'Subjects',
      classes: 'Classes',
      boards: 'Boards',
      teachingModes: 'Teaching modes',
      fee: 'Fee',
      languages: 'Languages',
      experience: 'Experience',
      qualification: 'Qualification',
      area: 'Area',
      responseTime: 'Typical response time',
      students: 'Students',
    },
    feeUnits: { per_hour: 'hour', per_day: 'day', per_month: 'month', per_subject: 'subject' },
    modes: { student_home: "At the student's home", tutor_home: "At the tutor's place", online: 'Online' },
    boards: { CBSE: 'CBSE', ICSE: 'ICSE', 'State Board': 'State Board', IB: 'IB', IGCSE: 'IGCSE' },
    languages: {
      English: 'English',
      Hindi: 'Hindi',
      Bengali: 'Bengali',
      Marathi: 'Marathi',
      Telugu: 'Telugu',
      Tamil: 'Tamil',
      Gujarati: 'Gujarati',
      Urdu: 'Urdu',
      Kannada: 'Kannada',
      Odia: 'Odia',
      Malayalam: 'Malayalam',
      Punjabi: 'Punjabi',
      Assamese: 'Assamese',
    },
    responseTime: (hours) =>
      hours < 1 ? 'Within an hour' : hours < 48 ? `About ${hoursRounded(hours)} ${hoursRounded(hours) === 1 ? 'hour' : 'hours'}` : `About ${Math.round(hours / 24)} days`,
    students: (count) => `${count} ${count === 1 ? 'student' : 'students'}`,
    reviews: 'Reviews',
    ratingSummary: (rating, count) => `${rating} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`,
    noReviews: 'No reviews yet',
    rated: (rating) => `Rated ${rating} out of 5`,
    reviewer: { student: 'By a student', parent: 'By a parent' },
    moreReviews: (count) => `${count} more ${count === 1 ? 'review' : 'reviews'} on Tutorhood`,
    findMore: 'Find more tutors',
    nav: { label: 'Explore', findTutors: 'Find Tutors', signIn: 'Sign In' },
    subjects: {},
    classes: {},
  },
  hi: {
    locale: 'hi-IN',
    ogLocale: 'hi_IN',
    title: (name, subjects, city) => (city ? `${name} – ${city} में ${subjects} ट्यूटर | Tutorhood` : `${name} – ${subjects} ट्यूटर | Tutorhood`),
    description: (name, subjects, city) =>
      city ? `${name} Tutorhood पर ${city} में ${subjects} के वेरिफ़ाइड ट्यूटर हैं।` : `${name} Tutorhood पर ${subjects} के वेरिफ़ाइड ट्यूटर हैं।`,
    jobTitle: (subjects) => `${subjects} ट्यूटर`,
    tutoring: (subjects) => `${subjects} ट्यूशन`,
    verifiedSince: (month) => (month ? `${month} से वेरिफ़ाइड ट्यूटर` : 'वेरिफ़ाइड ट्यूटर'),
    about: 'परिचय',
    details: 'जानकारी',
    fields: {
      subjects: 'विषय',
      classes: 'कक्षाएँ',
      boards: 'बोर्ड',
      teachingModes: 'कहाँ पढ़ाते हैं',
      fee: 'फ़ीस',
      languages: 'भाषाएँ',
      experience: 'अनुभव',
      qualification: 'योग्यता',
      area: 'इलाका',
      responseTime: 'आम तौर पर जवाब देने का समय',
      students: 'छात्र',
    },
    feeUnits: { per_hour: 'घंटा', per_day: 'दिन', per_month: 'महीना', per_subject: 'विषय' },
    modes: { student_home: 'छात्र के घर पर', tutor_home: 'ट्यूटर के यहाँ', online: 'ऑनलाइन' },
    boards: { CBSE: 'CBSE', ICSE: 'ICSE', 'State Board': 'राज्य बोर्ड', IB: 'IB', IGCSE: 'IGCSE' },
    languages: {
      English: 'अंग्रेज़ी',
      Hindi: 'हिन्दी',
      Bengali: 'बांग्ला',
      Marathi: 'मराठी',
      Telugu: 'तेलुगु',
      Tamil: 'तमिल',
      Gujarati: 'गुजराती',
      Urdu: 'उर्दू',
      Kannada: 'कन्नड़',
      Odia: 'ओड़िया',
      Malayalam: 'मलयालम',
      Punjabi: 'पंजाबी',
      Assamese: 'असमिया',
    },
    responseTime: (hours) =>
      hours < 1 ? 'एक घंटे के भीतर' : hours < 48 ? `लगभग ${hoursRounded(hours)} घंटे` : `लगभग ${Math.round(hours / 24)} दिन`,
    students: (count) => `${count} छात्र`,
    reviews: 'रिव्यू',
    ratingSummary: (rating, count) => `5 में से ${rating}, ${count} रिव्यू`,
    noReviews: 'अभी तक कोई रिव्यू नहीं',
    rated: (rating) => `5 में से ${rating} रेटिंग`,
    reviewer: { student: 'एक छात्र का रिव्यू', parent: 'एक अभिभावक का रिव्यू' },
    moreReviews: (count) => `Tutorhood पर ${count} और रिव्यू`,
    findMore: 'और ट्यूटर खोजें',
    nav: { label: 'देखें', findTutors: 'ट्यूटर खोजें', signIn: 'साइन इन करें' },
    subjects: {
      Mathematics: 'गणित',
      Physics: 'भौतिकी',
      Chemistry: 'रसायन विज्ञान',
      Biology: 'जीव विज्ञान',
      English: 'अंग्रेज़ी',
      Hindi: 'हिन्दी',
      History: 'इतिहास',
      Geography: 'भूगोल',
      'Computer Science': 'कंप्यूटर साइंस',
      Economics: 'अर्थशास्त्र',
      Accountancy: 'अकाउंटेंसी',
      'Business Studies': 'बिज़नेस स्टडीज़',
      'Political Science': 'राजनीति विज्ञान',
      Psychology: 'मनोविज्ञान',
      Sociology: 'समाजशास्त्र',
      Philosophy: 'दर्शनशास्त्र',
      Statistics: 'सांख्यिकी',
      'Physical Education': 'शारीरिक शिक्षा',
      'Art & Craft': 'कला और शिल्प',
      Music: 'संगीत',
      Science: 'विज्ञान',
    },
    classes: {
      'Class 1': 'कक्षा 1',
      'Class 2': 'कक्षा 2',
      'Class 3': 'कक्षा 3',
      'Class 4': 'कक्षा 4',
      'Class 5': 'कक्षा 5',
      'Class 6': 'कक्षा 6',
      'Class 7': 'कक्षा 7',
      'Class 8': 'कक्षा 8',
      'Class 9': 'कक्षा 9',
      'Class 10': 'कक्षा 10',
      'Class 11': 'कक्षा 11',
      'Class 12': 'कक्षा 12',
      '1st Year College': 'कॉलेज प्रथम वर्ष',
      '2nd Year College': 'कॉलेज द्वितीय वर्ष',
      '3rd Year College': 'कॉलेज तृतीय वर्ष',
      '4th Year College': 'कॉलेज चतुर्थ वर्ष',
      Graduate: 'ग्रेजुएशन',
      'Post Graduate': 'पोस्ट ग्रेजुएशन',
    },
  },
};

/** A name in the page language; unknown names (free text) as given. */
export const translated = (names: Record<string, string>, value: string) => (Object.hasOwn(names, value) ? names[value]! : value);
