import type { NotificationEvent } from '../../../contract/notification-delivery.ts';
import type { Language } from '../../../contract/users.ts';

/** The frame of a notification email (around the worded DeliveryContent), in English and Hindi. */
export interface EmailFrameTexts {
  hello(firstName: string): string;
  paste: string;
  /** Why this email came: the kind it belongs to is switched on. */
  why(kind: string): string;
  unsubscribe(kind: string): string;
  settings: string;
  /** What each event's emails are called (the footer and the unsubscribe page name them). */
  kinds: Record<NotificationEvent, string>;
}

const english: EmailFrameTexts = {
  hello: (firstName) => `Hello ${firstName},`,
  paste: 'Or paste this address into your browser:',
  why: (kind) => `You get this email because "${kind}" emails are on in your Tutorhood notification settings.`,
  unsubscribe: (kind) => `Stop "${kind}" emails`,
  settings: 'Notification settings',
  kinds: {
    message: 'New messages',
    request_received: 'Connection requests',
    request_answered: 'Answers to your requests',
    kyc_decision: 'Verification decisions',
    support_reply: 'Support replies',
    review_received: 'New reviews',
    guardian_consent: 'Guardian consent',
    lesson_update: 'Lesson bookings and changes',
    lesson_reminder: 'Lesson reminders',
  },
};

const hindi: EmailFrameTexts = {
  hello: (firstName) => `नमस्ते ${firstName},`,
  paste: 'या यह पता अपने ब्राउज़र में चिपकाएँ:',
  why: (kind) => `आपको यह ईमेल इसलिए मिला क्योंकि आपकी Tutorhood सूचना सेटिंग में "${kind}" ईमेल चालू हैं।`,
  unsubscribe: (kind) => `"${kind}" ईमेल बंद करें`,
  settings: 'सूचना सेटिंग',
  kinds: {
    message: 'नए संदेश',
    request_received: 'संपर्क अनुरोध',
    request_answered: 'आपके अनुरोधों के जवाब',
    kyc_decision: 'सत्यापन के निर्णय',
    support_reply: 'सहायता के जवाब',
    review_received: 'नई समीक्षाएँ',
    guardian_consent: 'अभिभावक की सहमति',
    lesson_update: 'क्लास की बुकिंग और बदलाव',
    lesson_reminder: 'क्लास के रिमाइंडर',
  },
};

export const emailFrameTexts = (language: Language): EmailFrameTexts => (language === 'hi' ? hindi : english);
