import { PAGE_LANGUAGE_PARAM } from '../../contract/constants.ts';
import { readItem, writeItem } from '../lib/storage.ts';

/** The UI's languages: English and Hindi (the admin panel stays English). */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Names shown in the language switch, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** BCP 47 locales for Intl: Indian English and Hindi (both group money as ₹1,00,000). */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

const STORAGE_KEY = 'tutorhood.language';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The browser's choice when the user has made none: Hindi for any hi-* preference that comes before English. */
export function browserLanguage(preferences: readonly string[] = navigator.languages ?? [navigator.language]): Language {
  for (const preference of preferences) {
    const primary = preference.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

/**
 * The language the page's address names (`?lang=hi`: a public profile's language version, which search results link
 * to); null when it names none.
 */
export function addressLanguage(search: string = globalThis.window?.location?.search ?? ''): Language | null {
  const named = new URLSearchParams(search).get(PAGE_LANGUAGE_PARAM);
  return isLanguage(named) ? named : null;
}

/**
 * The language the address names (the server rendered the page in it; the choice stored on this browser stays as it
 * was), else the one chosen on this browser, else the browser's own.
 */
export function initialLanguage(): Language {
  const named = addressLanguage();
  if (named) return named;
  const stored = readItem(STORAGE_KEY);
  return isLanguage(stored) ? stored : browserLanguage();
}

export const rememberLanguage = (language: Language) => writeItem(STORAGE_KEY, language);
