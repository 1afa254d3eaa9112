/**
 * Every user-facing English message the API or a shared (contract) zod schema produces for the student, teacher and
 * signed-out flows, by a stable code (the client translates by code; the English text stays as it was).
 * Admin-only messages may stay inline.
 *
 * A message with variables is a template with `{{name}}` placeholders, i18next's syntax, so the catalogues
 * (web/i18n/locales/<language>/errors.json) hold the same text: render it with `formatMessage(code, params)`.
 * Variables are numbers, lists of values or text a person typed (a ban reason), never English words: a message that
 * differs by a word gets one code per variant. Every text is unique, so `parseMessage` finds a message's code and
 * variables back from its English text (how the client translates messages that carry no code, e.g. a form's zod
 * message).
 */
export const MESSAGES = {
  // Sign in, register, account
  INVALID_CREDENTIALS: 'Invalid credentials',
  USER_BANNED: 'Your account has been banned. Contact support if you think this is a mistake.',
  USER_BANNED_WITH_REASON: 'Your account has been banned: {{reason}}. Contact support if you think this is a mistake.',
  ADMIN_USES_ADMIN_LOGIN: 'Admin accounts sign in from the admin login at /admin',
  NOT_ADMIN: 'Access denied. Admin privileges required.',
  SIGN_IN_REQUIRED: 'Please sign in to continue',
  EMAIL_TAKEN: 'An account with this email already exists',
  CURRENT_PASSWORD_INCORRECT: 'Current password is incorrect',
  PASSWORD_INCORRECT: 'Password is incorrect',
  TOO_MANY_ATTEMPTS_ONE_MINUTE: 'Too many attempts. Please try again in 1 minute.',
  TOO_MANY_ATTEMPTS: 'Too many attempts. Please try again in {{minutes}} minutes.',
  RESET_LINK_INVALID: 'This password reset link is invalid or has expired. Please ask for a new one.',
  FORGOT_PASSWORD_ANSWER: 'If an account exists for that email, we have sent a link to reset the password.',

  // Email verification
  EMAIL_NOT_VERIFIED:
    'Please verify your email address first: open the link we emailed you, or ask for a new one from the banner at the top of the page.',
  VERIFY_LINK_INVALID: 'This verification link is invalid, already used or has expired. Please ask for a new one.',
  EMAIL_VERIFIED: 'Your email address is verified.',
  EMAIL_ALREADY_VERIFIED: 'Your email address is already verified.',
  VERIFICATION_EMAIL_SENT: 'We have sent a new verification link to {{email}}.',
  EMAIL_CHANGED: 'Your email address is now {{email}}. Open the link we sent there to verify it.',
  EMAIL_UNCHANGED: 'This is already your email address',
  INVALID_EMAIL: 'Invalid email address',
  EMAIL_TOO_LONG: 'Email is too long',
  PASSWORD_REQUIRED: 'Password is required',
  PASSWORD_TOO_SHORT: 'Password must be at least {{min}} characters',
  PASSWORD_TOO_LONG: 'Password must be at most {{max}} characters',
  ALL_FIELDS_REQUIRED: 'All fields are required',
  NEW_PASSWORD_TOO_SHORT: 'New password must be at least {{min}} characters long',
  NEW_PASSWORD_TOO_LONG: 'New password must be at most {{max}} characters',
  FIRST_NAME_REQUIRED: 'First name is required',
  FIRST_NAME_TOO_LONG: 'First name must be at most {{max}} characters',
  LAST_NAME_TOO_LONG: 'Last name must be at most {{max}} characters',
  MOBILE_INVALID: 'Valid mobile number is required',
  USER_TYPE_INVALID: 'User type must be student or teacher',
  CLASS_REQUIRED: 'Class is required',
  SCHOOL_NAME_REQUIRED: 'School name is required',
  SCHOOL_NAME_TOO_LONG: 'School name must be at most {{max}} characters',
  SUBJECTS_NOT_IN_LIST: 'Please select subjects from the list',
  SUBJECTS_REQUIRED: 'Please select at least one subject',
  QUALIFICATION_REQUIRED: 'Qualification is required',
  QUALIFICATION_TOO_LONG: 'Qualification must be at most {{max}} characters',
  EXPERIENCE_REQUIRED: 'Experience is required',
  EXPERIENCE_TOO_LONG: 'Experience must be at most {{max}} characters',
  BIO_TOO_LONG: 'Bio must be at most {{max}} characters',

  // Profile
  MIN_BUDGET_NOT_NUMBER: 'Minimum budget must be a number',
  MIN_BUDGET_NOT_WHOLE: 'Minimum budget must be a whole number of rupees',
  MIN_BUDGET_TOO_SMALL: 'Minimum budget must be at least 1',
  MIN_BUDGET_TOO_LARGE: 'Minimum budget is too large',
  MAX_BUDGET_NOT_NUMBER: 'Maximum budget must be a number',
  MAX_BUDGET_NOT_WHOLE: 'Maximum budget must be a whole number of rupees',
  MAX_BUDGET_TOO_SMALL: 'Maximum budget must be at least 1',
  MAX_BUDGET_TOO_LARGE: 'Maximum budget is too large',
  MONTHLY_FEE_NOT_NUMBER: 'Monthly fee must be a number',
  MONTHLY_FEE_NOT_WHOLE: 'Monthly fee must be a whole number of rupees',
  MONTHLY_FEE_TOO_SMALL: 'Monthly fee must be at least 1',
  MONTHLY_FEE_TOO_LARGE: 'Monthly fee is too large',
  BUDGET_MIN_ABOVE_MAX: 'Minimum budget cannot be more than the maximum budget',
  HEADLINE_TOO_LONG: 'Headline must be at most {{max}} characters',
  BOARDS_CHOOSE_FROM_LIST: 'Choose boards from the list',
  TEACHING_MODES_CHOOSE_FROM_LIST: 'Choose where you teach from the list',
  LANGUAGES_CHOOSE_FROM_LIST: 'Choose languages from the list',
  FEE_UNIT_INVALID: 'Choose whether the fee is per hour, per day, per month or per subject',
  CANNOT_LIKE_OWN_PROFILE: 'You cannot like your own profile',

  // Location and nearby
  LATITUDE_INVALID: 'Latitude must be a number between -90 and 90',
  LONGITUDE_INVALID: 'Longitude must be a number between -180 and 180',
  ACCURACY_INVALID: 'Accuracy must be a number of metres, 0 or more',
  ACCURACY_TOO_LARGE: 'Accuracy must be at most 100 km',
  PIN_CODE_HAS_SIX_DIGITS: 'PIN code must have 6 digits',
  RADIUS_INVALID: 'Radius must be one of {{options}} km',
  NEARBY_FOR_STUDENTS_AND_TEACHERS: 'Nearby search is for students and teachers',
  STUDENTS_FIND_NEARBY_TEACHERS: 'Students can find nearby teachers only',
  TEACHERS_FIND_NEARBY_STUDENTS: 'Teachers can find nearby students only',
  MUST_BE_TEACHER: 'Must be teacher',
  MUST_BE_STUDENT: 'Must be student',
  VERIFY_LOCATION_FOR_NEARBY: 'Verify your location to see users near you',

  // Find
  CLASS_FILTER_INVALID: 'Class must be 1st to 12th',
  TEACHER_SEARCH_FOR_STUDENTS: 'Teacher search is for students',
  STUDENT_SEARCH_FOR_TEACHERS: 'Student search is for teachers',
  NEAREST_NEEDS_A_PLACE: 'Choose a place or share your location to sort by distance',
  FEE_RANGE_INVALID: 'The lowest fee cannot be more than the highest',

  // Requirements
  TITLE_TOO_LONG: 'Title can be at most {{max}} characters',
  DESCRIPTION_TOO_LONG: 'Description can be at most {{max}} characters',
  CITY_TOO_LONG: 'City can be at most {{max}} characters',
  STATE_TOO_LONG: 'State can be at most {{max}} characters',
  STREET_TOO_LONG: 'Street can be at most {{max}} characters',
  VILLAGE_TOO_LONG: 'Village can be at most {{max}} characters',
  SEARCH_TOO_LONG: 'Search can be at most {{max}} characters',
  LOCATION_TOO_LONG: 'Location can be at most {{max}} characters',
  LOCATION_REQUIRED: 'Location is required',
  SUBJECTS_CHOOSE_FROM_LIST: 'Choose subjects from the list',
  SUBJECT_REQUIRED: 'At least one subject is required',
  CLASSES_CHOOSE_FROM_LIST: 'Choose classes from the list',
  PIN_CODE_SIX_DIGITS: 'PIN code must be 6 digits',
  REQUIREMENT_TYPE_INVALID: 'Type must be online, offline or both',
  FEE_NOT_NUMBER: 'Fee must be a number',
  FEE_NOT_WHOLE: 'Fee must be a whole number of rupees',
  FEE_NOT_POSITIVE: 'Fee must be more than 0',
  FEE_TOO_LARGE: 'Fee is too large',
  FEE_TYPE_INVALID: 'Fee type must be per_hour, per_day, per_month or per_subject',
  PRICE_RANGE_INVALID: 'Price range must be one of {{options}}',
  VERIFY_LOCATION_TO_SORT: 'Verify your location to sort by distance',
  REQUIREMENTS_FOR_STUDENTS_AND_TEACHERS: 'Requirements are for students and teachers',
  ONLY_TEACHERS_LIST_CLASSES: 'Only teachers can list classes',
  NO_REQUIREMENT_TO_DELETE: 'You have no requirement to delete',
  CANNOT_CONTACT_OWN_REQUIREMENT: 'You cannot contact your own requirement',
  STUDENTS_CONTACT_TEACHER_REQUIREMENTS: "Students can contact teachers' requirements only",
  TEACHERS_CONTACT_STUDENT_REQUIREMENTS: "Teachers can contact students' requirements only",

  // Connection requests, messaging rules, blocks
  RECEIVER_ID_INVALID: 'receiverId must be a valid user id',
  TEACHER_ID_INVALID: 'teacherId must be a valid user id',
  REQUEST_STATUS_INVALID: 'Status must be accepted or rejected',
  CANNOT_REQUEST_YOURSELF: 'You cannot send a request to yourself',
  USER_UNAVAILABLE: 'This user is not available',
  ALREADY_CONNECTED: 'You are already connected',
  REQUEST_ALREADY_PENDING: 'A request between you is already pending',
  ONLY_RECEIVER_RESPONDS: 'Only the receiver can respond to this request',
  REQUEST_ALREADY_ANSWERED: 'This request has already been answered',
  CANNOT_DO_WITH_YOURSELF: 'You cannot do this with yourself',
  CANNOT_DO_TO_YOURSELF: 'You cannot do this to yourself',
  ADMINS_REACHED_THROUGH_SUPPORT: 'Admins are reached through support',
  STUDENTS_CONNECT_WITH_TEACHERS: 'Students can connect with teachers only',
  TEACHERS_CONNECT_WITH_STUDENTS: 'Teachers can connect with students only',
  BLOCKED_BY_ME: 'You blocked this user. Unblock them to continue.',
  BLOCKED_BY_THEM: 'This user is not accepting messages or requests from you.',
  TEACHER_NOT_VERIFIED:
    'Verify your identity to meet students: students can be contacted once our team has approved your KYC documents. You can still reply to students who write to you first.',
  TEACHER_MESSAGES_STUDENT_FIRST:
    'You can message a student after they write to you, accept a connection request with you or post a requirement.',

  // Chat
  MESSAGE_TOO_LONG: 'Messages can be at most {{max}} characters',
  MESSAGE_EMPTY: 'Message cannot be empty',
  ATTACHMENT_NOT_UPLOADED: 'Attachments must be images uploaded through /api/upload/image',
  ATTACHMENT_NOT_YOURS: 'Attachments must be images you uploaded through /api/upload/image',
  ATTACHMENT_UNKNOWN: 'Unknown attachment',
  TO_USER_ID_INVALID: 'toUserId must be a valid user id',
  USER_ID_INVALID: 'Not a valid user id',
  INVALID_MESSAGE: 'Invalid message',
  SEND_MESSAGE_FAILED: 'Failed to send message',
  CANNOT_MESSAGE_YOURSELF: 'You cannot message yourself',
  SENDING_TOO_FAST: 'You are sending messages too fast. Wait a moment.',
  CLIENT_ID_REUSED: 'This clientId was already used for another message',
  CONVERSATION_IS_BETWEEN_TWO: 'A conversation is between you and one other user',
  GIVE_OTHER_USER_ID: 'Give the other user’s id',
  ONLY_PARTICIPANTS_LIKE_MESSAGES: 'Only the two people in a conversation can like its messages',
  ONLY_WRITTEN_MESSAGES_LIKED: 'Only written messages can be liked',
  REPORT_REASON_REQUIRED: 'Please give a reason',
  REPORT_REASON_TOO_LONG: 'A reason can be at most {{max}} characters',

  // Reviews
  CHOOSE_TEACHER_TO_REVIEW: 'Choose a teacher to review',
  RATING_INVALID: 'Rating must be a whole number from 1 to 5',
  COMMENT_TOO_LONG: 'Comment must be at most {{max}} characters',
  ONLY_STUDENTS_REVIEW: 'Only students and parents can review teachers',
  REVIEW_AFTER_ACCEPTED: 'You can review a teacher once they have accepted your connection request',

  // Support
  SUPPORT_MESSAGE_REQUIRED: 'Message is required',
  SUPPORT_MESSAGE_TOO_LONG: 'Message must be at most {{max}} characters',
  SUPPORT_MESSAGE_INVALID_CHARACTER: 'Message contains an invalid character',
  SUPPORT_SUBJECT_INVALID_CHARACTER: 'Subject contains an invalid character',

  // Identity verification (KYC)
  IDENTITY_ALREADY_VERIFIED: 'Your identity is already verified',
  UPLOAD_ALL_DOCUMENTS: 'Please upload all required documents',
  AADHAAR_REQUIRED: 'Aadhaar card is required',
  PAN_REQUIRED: 'PAN card is required',
  SELFIE_REQUIRED: 'Selfie is required',
  ONLY_TEACHERS_SUBMIT_KYC: 'Only teachers can submit KYC documents',
  KYC_DOCUMENT_TYPE_INVALID: 'Upload an image or a PDF file',
  SELFIE_MUST_BE_IMAGE: 'The selfie must be an image',

  // Uploads
  IMAGE_NOT_SELECTED: 'Please select an image file.',
  UPLOAD_UNREADABLE: 'The upload could not be read. Please try again.',
  UPLOAD_INTERRUPTED: 'The upload was interrupted. Please try again.',
  INVALID_FILE_TYPE: 'Invalid file type',
  IMAGE_TOO_MANY_PIXELS: 'Image is too large: at most {{megapixels}} megapixels',
  IMAGE_UNREADABLE: 'The image could not be read. Please choose another file.',
  FILE_TOO_LARGE: 'File too large',
  TOO_MANY_FILES: 'Too many files in one upload',
  TOO_MANY_FIELDS: 'Too many form fields in one upload',
  TOO_MANY_PARTS: 'Too many parts in one upload',
  INVALID_FIELD_NAME: 'Invalid form field name',

  // Families: parents, children, guardian consent
  UNDER_13: 'Students under 13 join through a parent: ask your parent to create a Tutorhood parent account and add you.',
  GUARDIAN_EMAIL_REQUIRED: "A parent or guardian's email is required for students under 18",
  GUARDIAN_EMAIL_IS_OWN: "Give your parent's or guardian's email, not your own",
  GUARDIAN_CONSENT_REQUIRED:
    'Your parent or guardian has to confirm your account (the link we emailed them) before you can contact tutors or share your location.',
  GUARDIAN_CONSENT_WITHDRAWN:
    'Your parent or guardian has withdrawn consent for this account, so it cannot contact tutors or share a location.',
  MINOR_NO_LIVE_TRACKING: 'Live tracking is not available to students under 18. Pin your location instead.',
  MINOR_EXACT_LOCATION: 'For students under 18 only the approximate area is shown to others',
  CHILD_REQUIRED: 'Choose which child this is for',
  CHILD_NOT_FOUND: 'Child not found',
  CHILD_AGE_REQUIRED: 'Give a date of birth or an age band',
  CHILD_MUST_BE_UNDER_18: 'A child must be under 18: an adult student registers themselves',
  CHILD_HAS_OWN_LOGIN: 'This child has their own login: withdraw consent instead',
  TOO_MANY_CHILDREN: 'A parent account can have at most {{max}} children',
  ONLY_PARENTS_HAVE_CHILDREN: 'Only parent accounts can add children',
  BIRTH_DATE_INVALID: 'Date of birth must be a real date in the past (YYYY-MM-DD)',
  AGE_BAND_INVALID: 'Age band must be under 13, 13–15 or 16–17',
  IS_ADULT_INVALID: 'Confirm that you are 18 or older',
  AGE_OR_ADULT_REQUIRED: 'Give your date of birth or confirm that you are 18 or older',
  AGE_ALREADY_STATED: 'Your age is already recorded',
  AGE_ONLY_FOR_STUDENTS: 'Only student accounts state an age',
  CONSENT_LINK_INVALID: 'This consent link is invalid or has expired. Ask your child to send a new one.',
  CONSENT_NEEDS_PARENT_ACCOUNT: 'Open this link while signed in to a parent account (an adult account)',
  CONSENT_NEEDS_VERIFIED_EMAIL: 'Verify your email address before confirming consent for a child',
  NO_CONSENT_PENDING: 'Your account is not waiting for a guardian’s consent',
  PARENTS_CONNECT_WITH_TEACHERS: 'Parents can connect with teachers only',

  // Lessons: availability, booking, changes
  LESSON_NOT_FOUND: 'Lesson not found',
  LESSON_SLOT_TAKEN: 'This time was just booked by someone else. Please choose another slot.',
  LESSON_SLOT_UNAVAILABLE: "This time is not one of the tutor's free slots. Please choose another slot.",
  LESSON_TOO_SOON: 'Choose a time at least {{minutes}} minutes from now',
  LESSON_BEYOND_HORIZON: 'Lessons can be booked up to {{days}} days ahead',
  LESSON_LENGTH_NOT_OFFERED: 'This tutor does not offer lessons of this length',
  LESSON_NEEDS_CONNECTION: 'You can book lessons only with a tutor who has accepted your connection request',
  TUTOR_NOT_TAKING_BOOKINGS: 'This tutor is not taking bookings right now',
  LESSON_ADDRESS_REQUIRED: "Give the address for a lesson at the student's home",
  LESSON_ONLY_FAMILIES_BOOK: 'Only students and parents book lessons',
  LESSON_CHANGE_NOT_ALLOWED: 'This lesson cannot be changed this way now',
  LESSON_CHANGE_TOO_LATE: 'A lesson can be changed or cancelled until {{minutes}} minutes before it starts',
  LESSON_NOT_ENDED: 'You can say whether the lesson happened once it has ended',
  LESSON_OUTCOME_RECORDED: 'You have already said whether this lesson happened',
  AVAILABILITY_RANGES_OVERLAP: 'Two time ranges on the same day overlap. Join them or change one.',
  AVAILABILITY_EXCEPTION_REPEATED: 'Each day off can be listed only once',
  AVAILABILITY_MODES_REQUIRED: 'Choose at least one way to teach in this time',
  AVAILABILITY_END_BEFORE_START: 'The end must be after the start',
  LESSON_LENGTH_REQUIRED: 'Choose at least one lesson length',
  MEETING_LINK_INVALID: 'Enter a meeting link starting with https://',

  // Not found
  USER_NOT_FOUND: 'User not found',
  TEACHER_NOT_FOUND: 'Teacher not found',
  REQUIREMENT_NOT_FOUND: 'Requirement not found',
  REQUEST_NOT_FOUND: 'Request not found',
  MESSAGE_NOT_FOUND: 'Message not found',
  NOTIFICATION_NOT_FOUND: 'Notification not found',
  PUSH_ENDPOINT_NOT_ALLOWED: "This browser's push service is not supported",
  PUSH_SUBSCRIBED: "Notifications are on for this browser.",
  PUSH_UNSUBSCRIBED: "Notifications are off for this browser.",

  // Email notifications
  UNSUBSCRIBE_LINK_INVALID: 'This unsubscribe link is not valid. You can choose which emails you get in Settings → Notifications.',
  EMAIL_UNSUBSCRIBED: 'Done: you will no longer get these emails.',

  // General
  NOT_ALLOWED: 'You are not allowed to do this',
  CROSS_SITE_REQUEST: 'This request came from another website, so it was refused. Open Tutorhood itself and try again.',
  NOT_FOR_ACCOUNT_TYPE: 'This action is not available for your account type',
  TEXT_HAS_NUL: 'Text cannot contain the NUL character (U+0000)',
  INVALID_PAGE_CURSOR: 'Invalid page cursor',
  INVALID_REQUEST: 'Invalid request',
  INVALID_VALUE: 'Invalid value',
  BODY_TOO_LARGE: 'Request body is too large',
  BODY_NOT_JSON: 'Request body is not valid JSON',
  BODY_EMPTY: 'Request body is empty',
  CONTENT_LENGTH_INVALID: 'Invalid content length',
  CONTENT_TYPE_UNSUPPORTED: 'Unsupported content type',
  SERVER_ERROR: 'Something went wrong on our side',
  SERVER_SHUTTING_DOWN: 'This server is shutting down. Try again in a moment.',
} as const;

export type MessageCode = keyof typeof MESSAGES;
export type MessageParams = Record<string, string | number>;

/** The placeholder names of a template: 'a {{x}} b {{y}}' → 'x' | 'y'. */
type PlaceholdersOf<T extends string> = T extends `${string}{{${infer Name}}}${infer Rest}` ? Name | PlaceholdersOf<Rest> : never;
/** `formatMessage`'s arguments after the code: the template's variables when it has any, else nothing. */
type ParamsArgument<C extends MessageCode> = [PlaceholdersOf<(typeof MESSAGES)[C]>] extends [never]
  ? []
  : [params: Record<PlaceholdersOf<(typeof MESSAGES)[C]>, string | number>];

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Fills a template's `{{name}}` placeholders (a missing variable stays as written). */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A message's English text: `formatMessage('TITLE_TOO_LONG', { max: 120 })` → 'Title can be at most 120 characters'. */
export function formatMessage<C extends MessageCode>(code: C, ...[params]: ParamsArgument<C>): string {
  return interpolate(MESSAGES[code], params as MessageParams | undefined);
}

export const isMessageCode = (value: unknown): value is MessageCode => typeof value === 'string' && Object.hasOwn(MESSAGES, value);

const codeByText = new Map<string, MessageCode>();
const templates: { code: MessageCode; pattern: RegExp; names: string[] }[] = [];
const patternByCode = new Map<MessageCode, { pattern: RegExp; names: string[] }>();
for (const [code, text] of Object.entries(MESSAGES) as [MessageCode, string][]) {
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  if (names.length === 0) {
    codeByText.set(text, code);
    continue;
  }
  const source = text
    .split(PLACEHOLDER)
    .map((piece, index) => (index % 2 === 1 ? '([\\s\\S]*?)' : piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  const entry = { code, pattern: new RegExp(`^${source}$`), names };
  templates.push(entry);
  patternByCode.set(code, entry);
}

/**
 * The variables of `message` read back against the template of `code`: {} for a message without variables, undefined
 * when the text does not fit the template.
 */
export function messageParamsOf(code: MessageCode, message: string): MessageParams | undefined {
  const entry = patternByCode.get(code);
  if (!entry) return {};
  const match = entry.pattern.exec(message);
  return match ? Object.fromEntries(entry.names.map((name, index) => [name, match[index + 1]!])) : undefined;
}

/** The code and variables of an English message from this table, or undefined for any other text. */
export function parseMessage(message: string): { code: MessageCode; params: MessageParams } | undefined {
  const exact = codeByText.get(message);
  if (exact) return { code: exact, params: {} };
  for (const { code } of templates) {
    const params = messageParamsOf(code, message);
    if (params) return { code, params };
  }
  return undefined;
}

/** The code of an English message from this table (reverse lookup), or undefined. */
export const messageCodeOf = (message: string): MessageCode | undefined => parseMessage(message)?.code;
