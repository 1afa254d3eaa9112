import type { Language } from '../../../contract/users.ts';
import { renderEmail } from '../../lib/email-layout.ts';
import type { MailMessage } from '../account/mailer.ts';

interface Texts {
  subject: string;
  hello: (name: string) => string;
  unused: (years: string) => string;
  erase: (hours: number) => string;
  keep: string;
  button: string;
  paste: string;
  signature: string;
}

/** "3 years" for 1095 days; days when they are not whole years. */
const spanOf = (days: number, language: Language) => {
  const years = days / 365;
  if (Number.isInteger(years)) return language === 'hi' ? `${years} साल` : `${years} year${years === 1 ? '' : 's'}`;
  return language === 'hi' ? `${days} दिन` : `${days} days`;
};

const TEXTS: Record<Language, Texts> = {
  en: {
    subject: 'Your Tutorhood account will be deleted',
    hello: (name) => `Hello ${name},`,
    unused: (span) => `Your Tutorhood account has not been used for ${span}. The law asks us not to keep personal data longer than it is needed.`,
    erase: (hours) => `Unless you sign in within ${hours} hours, we will delete the account and everything in it: profile, messages, requests, reviews you wrote and documents.`,
    keep: 'To keep it, simply sign in:',
    button: 'Sign in to keep my account',
    paste: 'Or paste this address into your browser:',
    signature: 'Tutorhood',
  },
  hi: {
    subject: 'आपका Tutorhood खाता हटा दिया जाएगा',
    hello: (name) => `नमस्ते ${name},`,
    unused: (span) => `आपका Tutorhood खाता ${span} से इस्तेमाल नहीं हुआ है। कानून के अनुसार हम निजी जानकारी ज़रूरत से ज़्यादा समय तक नहीं रखते।`,
    erase: (hours) => `अगर आप ${hours} घंटों के भीतर साइन इन नहीं करते, तो हम खाता और उसमें मौजूद सब कुछ हटा देंगे: प्रोफ़ाइल, संदेश, अनुरोध, आपकी लिखी समीक्षाएँ और दस्तावेज़।`,
    keep: 'खाता रखने के लिए बस साइन इन करें:',
    button: 'साइन इन करके खाता रखें',
    paste: 'या यह पता अपने ब्राउज़र में चिपकाएँ:',
    signature: 'Tutorhood',
  },
};

/** The notice before an unused account is erased: plain text and simple HTML, in the user's language. */
export function retentionNoticeEmail({
  to,
  firstName,
  language,
  inactiveDays,
  noticeHours,
  signInUrl,
}: {
  to: string;
  firstName: string;
  language: Language | null;
  inactiveDays: number;
  noticeHours: number;
  signInUrl: string;
}): MailMessage {
  const lang = language ?? 'en';
  const t = TEXTS[lang];
  const { text, html } = renderEmail(lang, [
    { kind: 'paragraph', text: t.hello(firstName) },
    { kind: 'paragraph', text: `${t.unused(spanOf(inactiveDays, lang))} ${t.erase(noticeHours)}` },
    { kind: 'paragraph', text: t.keep },
    { kind: 'button', label: t.button, href: signInUrl, paste: t.paste },
    { kind: 'paragraph', text: t.signature },
  ]);
  return { to, subject: t.subject, text, html };
}
