/** Short, natural texts for the demo conversations, reviews and requirements. Placeholders: {subject} {class} {level} {locality} {fee}. */

export const REVIEW_COMMENTS: Record<3 | 4 | 5, readonly string[]> = {
  5: [
    'Explains every concept patiently. My marks went up from 62 to 88 in one term.',
    'Very punctual and well prepared. Highly recommended.',
    'Best {subject} tutor we have had. My son actually enjoys the subject now.',
    'Clear explanations and lots of practice questions before the boards.',
    'Friendly, strict when needed, and always clears doubts on WhatsApp too.',
    'Excellent teacher. Notes are neat and easy to revise from.',
    'Helped my daughter overcome her fear of {subject}. Thank you!',
    'Great at building fundamentals. Worth every rupee.',
    'Regular tests and honest feedback to parents. Very happy.',
    '',
  ],
  4: [
    'Good teacher, explains well. Sometimes classes get rescheduled.',
    'Helpful and knowledgeable. Would like a few more mock tests.',
    'Solid {subject} teaching, my grades improved.',
    'Patient and clear. Online classes work well for us.',
    'Good with concepts, homework load is a bit heavy.',
    'Nice teaching style, covers the syllabus on time.',
    '',
  ],
  3: [
    'Knows the subject well but the pace was a little fast for me.',
    'Okay experience. Classes were often shortened.',
    'Decent teacher, but travel time made evening slots difficult.',
    'Average. Good notes, fewer doubt-clearing sessions than promised.',
  ],
};

/** From a parent: only for school students. {class} is e.g. 'Class 9'. */
export const LEARNING_INTEREST_PARENT = [
  'Hello, my child is in {class} and needs help with {subject}. Are you available on weekday evenings?',
  'Namaste, could you teach {subject} to my daughter ({class})? We prefer weekends.',
  'Good evening, my son struggles with {subject}. Can we start with a demo class this week?',
];

export const LEARNING_INTEREST_SELF = [
  'Hi, I am looking for {subject} tuition. Do you take home classes near {locality}?',
  'Hello Sir/Ma\'am, I need help preparing for my {subject} exams. What would the monthly fee be?',
  'Hi! Saw your profile. Interested in online {subject} classes.',
];

export const TEACHING_OFFER = [
  'Hi, I saw your requirement for {subject}. I teach {level} students and live close by in {locality}. Happy to do a free demo.',
  'Hello, I have been teaching {subject} for several years and can help with board preparation. Shall we talk?',
  'Namaste, I am a {subject} tutor in {locality}. I have a slot free on weekday evenings if you are interested.',
  'Hi, I can take {subject} classes online or at your home. First class is free.',
];

/** Alternating lines, starting with the student. */
export const CHAT_SCRIPTS: readonly (readonly string[])[] = [
  [
    'Hi, thanks for accepting! When can we start the {subject} classes?',
    'Hello! I am free from Monday. Would 6 pm work for you?',
    '6 pm is perfect. Should I bring anything?',
    'Just your textbook and last term\'s question papers.',
    'Okay, see you on Monday.',
    'See you. All the best!',
  ],
  [
    'Hello, my daughter has her unit test next week. Can we focus on {subject} first?',
    'Of course. Please share the chapters in the test.',
    'Chapters 3, 4 and 5. She finds chapter 4 difficult.',
    'Noted. We will do chapter 4 first and then a practice test on Saturday.',
    'Thank you so much!',
  ],
  [
    'Hi, what is the fee for two classes a week?',
    'It would be {fee} per month for two classes a week, one hour each.',
    'That works. Online or at home?',
    'I can come home since you are in {locality}. Tuesday and Friday?',
    'Tuesday and Friday are fine.',
    'Great, see you on Tuesday at 5.',
    'Thanks, see you!',
  ],
  [
    'Hi, I could not solve question 7 from the worksheet.',
    'Send me a photo of your working, I will check.',
    'Sent on WhatsApp.',
    'You missed a sign in step two. Try again and tell me the answer.',
    'Got it now! Thank you.',
    'Well done. Finish the rest before Thursday.',
  ],
  [
    'Good morning, can we shift today\'s class to 7 pm?',
    'Yes, 7 pm is fine today.',
    'Thanks! Also, can we do an extra class before the exam?',
    'Sure, let us plan one on Sunday morning.',
  ],
  [
    'Hello, thank you for the demo class. My son liked it a lot.',
    'Happy to hear that! He picks things up quickly.',
    'We would like to continue. Is the {fee} monthly fee fixed?',
    'Yes, it includes weekly tests and notes.',
    'Perfect. We will start from the 1st.',
    'Looking forward to it.',
    'Thank you!',
    'Please keep the notebook ready for {subject}.',
  ],
];

export const DEMO_CHAT: readonly { fromStudent: boolean; text: string }[] = [
  { fromStudent: true, text: 'Hi Ma\'am, thank you for accepting my request!' },
  { fromStudent: false, text: 'Hello Rohan! Happy to help. Which chapters are you finding difficult?' },
  { fromStudent: true, text: 'Trigonometry and Quadratic Equations in Maths, and Electricity in Physics.' },
  { fromStudent: false, text: 'Good, those are important for the boards. Shall we start with Trigonometry this Saturday at 10 am?' },
  { fromStudent: true, text: 'Yes, Saturday 10 am works. At your place in HSR Layout?' },
  { fromStudent: false, text: 'Yes, I will share the address. Please bring your NCERT textbook and last year\'s paper.' },
  { fromStudent: true, text: 'Sure, see you on Saturday!' },
  { fromStudent: false, text: 'See you. Try the first exercise before we meet if you can.' },
];

export const STUDENT_REQUIREMENT_TITLES = [
  'Tutor needed for {subject} ({class})',
  '{subject} home tuition ({class})',
  'Looking for an experienced {subject} teacher',
  'Online {subject} classes ({class})',
];

export const STUDENT_REQUIREMENT_DESCRIPTIONS = [
  'Looking for a patient tutor who can come home 3 days a week in {locality}. Board exams this year.',
  'My child needs help with concepts and regular practice. Evenings after 5 pm preferred.',
  'Weak in {subject}, need someone to cover the syllabus from the basics. Weekend classes are fine.',
  'Prefer a tutor who lives near {locality}. Online is also okay.',
  'Need exam-oriented coaching with weekly tests and doubt sessions.',
];

export const TEACHER_REQUIREMENT_TITLES = [
  '{subject} tuition available in {locality}',
  'Experienced {subject} tutor taking new students',
  'Online and home classes for {subject}',
];

export const TEACHER_REQUIREMENT_DESCRIPTIONS = [
  'Taking a few new students for this academic year. Small batches, weekly tests, regular updates to parents.',
  'Home tuition around {locality} and online classes. Free demo class before joining.',
  'Board exam preparation with previous years\' papers and notes. Evening and weekend slots open.',
  'Concept-first teaching for CBSE and ICSE students. Flexible timings.',
];

export interface SupportSample {
  /** null on a user's later messages (the floating chat titles only the first) and on an admin follow-up. */
  subject: string | null;
  /** '' on an admin follow-up written after every user message had its answer. */
  message: string;
  reply: string | null;
  /** Closed by an admin once settled. */
  closed?: boolean;
}

/** One message each, from a different user; replied, closed or still open. */
export const SUPPORT_SAMPLES: readonly SupportSample[] = [
  {
    subject: 'Location not verifying',
    message: 'My location keeps showing low accuracy even though GPS is on. What should I do?',
    reply: 'Please try once outdoors or near a window with high accuracy mode on. It usually verifies within a minute.',
    closed: true,
  },
  {
    subject: 'KYC status',
    message: 'I uploaded my Aadhaar, PAN and selfie three days ago. How long does verification take?',
    reply: null,
  },
  {
    subject: 'Cannot message teacher',
    message: 'I sent a request to a teacher but cannot message them yet.',
    reply: 'Messaging opens once the teacher accepts your request. You will see it under Requests.',
  },
  {
    subject: 'Change registered mobile',
    message: 'I have a new mobile number. How do I update it?',
    reply: null,
  },
  {
    subject: 'Inappropriate message',
    message: 'Someone sent me a rude message in chat. Please look into it.',
    reply: 'Thank you for reporting. We have reviewed the conversation and taken action on that account.',
    closed: true,
  },
  {
    subject: 'Fee shown on profile',
    message: 'Where can I change the monthly fee shown on my profile?',
    reply: null,
  },
  {
    subject: 'Teacher has not replied',
    message: 'I sent a request to a tutor four days ago and have not heard back. What can I do?',
    reply: 'Teachers answer requests themselves. Meanwhile you can send requests to other tutors nearby from Find.',
  },
  {
    subject: 'Support Request',
    message: 'Is it safe to share my exact location with teachers?',
    reply: 'Only your area is shown unless you choose to share your exact location, and you can turn it off any time.',
  },
];

/** A parent's conversation over a few days: two questions answered, then a closing note from the team. */
export const SUPPORT_THREAD: readonly SupportSample[] = [
  {
    subject: 'Support Request',
    message: 'I am a parent. Can I add my second child to the same account?',
    reply: 'Each student needs an account of their own, so please register your second child with a separate email.',
    closed: true,
  },
  {
    subject: null,
    message: 'Understood. Can both accounts send a request to the same teacher?',
    reply: 'Yes. Each account sends its own request, and the teacher can accept both.',
    closed: true,
  },
  {
    subject: null,
    message: '',
    reply: 'We are closing this conversation for now. Write to us again any time you need help.',
    closed: true,
  },
];

/** The demo student's floating chat: one answered question and a newer one still open. */
export const DEMO_STUDENT_SUPPORT: readonly SupportSample[] = [
  {
    subject: 'Support Request',
    message: 'Can I review a teacher after a few classes?',
    reply: 'Yes! Open the teacher\'s profile and tap Write a review. Your rating helps other parents.',
  },
  {
    subject: null,
    message: 'Thank you! Can I edit my review later if I change my mind?',
    reply: null,
  },
];

export const DEMO_TEACHER_SUPPORT: SupportSample = {
  subject: 'Profile visibility',
  message: 'Will students outside Bengaluru see my profile?',
  reply: null,
};

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
