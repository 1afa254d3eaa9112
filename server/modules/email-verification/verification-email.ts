import { EMAIL_VERIFICATION_TTL_HOURS } from '../../../contract/email-verification.ts';
import type { Language } from '../../../contract/users.ts';
import { renderEmail } from '../../lib/email-layout.ts';
import type { MailMessage } from '../account/mailer.ts';

interface Texts {
  subject: string;
  hello: (name: string) => string;
  intro: (email: string) => string;
  open: string;
  button: string;
  paste: string;
  notYou: string;
  signature: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: 'Verify your email address for Tutorhood',
    hello: (name) => `Hello ${name},`,
    intro: (email) => `Please confirm that ${email} is your email address for Tutorhood.`,
    open: `Open this link within ${EMAIL_VERIFICATION_TTL_HOURS} hours to verify it; until then you can look around but not contact anyone:`,
    button: 'Verify my email address',
    paste: 'Or paste this address into your browser:',
    notYou: 'If you did not create a Tutorhood account, ignore this email: nothing happens without the link.',
    signature: 'Tutorhood',
  },
  hi: {
    subject: 'Tutorhood के लिए अपना ईमेल पता सत्यापित करें',
    hello: (name) => `नमस्ते ${name},`,
    intro: (email) => `कृपया पुष्टि करें कि ${email} Tutorhood के लिए आपका ईमेल पता है।`,
    open: `इसे सत्यापित करने के लिए यह लिंक ${EMAIL_VERIFICATION_TTL_HOURS} घंटों के भीतर खोलें; तब तक आप सब देख सकते हैं, पर किसी से संपर्क नहीं कर सकते:`,
    button: 'मेरा ईमेल पता सत्यापित करें',
    paste: 'या यह पता अपने ब्राउज़र में चिपकाएँ:',
    notYou: 'अगर आपने Tutorhood खाता नहीं बनाया है, तो इस ईमेल को अनदेखा करें: लिंक के बिना कुछ नहीं होगा।',
    signature: 'Tutorhood',
  },
};

/** The email-verification email: plain text and simple HTML, in the user's language (English when none is saved). */
export function verificationEmail({
  to,
  firstName,
  link,
  language,
}: {
  to: string;
  firstName: string;
  link: string;
  language: Language | null;
}): MailMessage {
  const t = TEXTS[language ?? 'en'];
  const { text, html } = renderEmail(language ?? 'en', [
    { kind: 'paragraph', text: t.hello(firstName) },
    { kind: 'paragraph', text: `${t.intro(to)} ${t.open}` },
    { kind: 'button', label: t.button, href: link, paste: t.paste },
    { kind: 'paragraph', text: t.notYou },
    { kind: 'paragraph', text: t.signature },
  ]);
  return { to, subject: t.subject, text, html };
}
