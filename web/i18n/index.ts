import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { initialLanguage, INTL_LOCALES, type Language, rememberLanguage } from './languages.ts';

/**
 * The UI's message catalogues: one JSON file per language and namespace (web/i18n/locales/<language>/<namespace>.json,
 * a namespace per feature folder plus `common`). Each is its own chunk, loaded when a screen first asks for its
 * namespace in the active language only; `useTranslation(namespace)` suspends until then.
 */
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = catalogues[`./locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`No catalogue ${language}/${namespace}`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

export const i18n = i18next.createInstance();
i18n.use(lazyCatalogues).use(initReactI18next);

/**
 * `<html lang>` follows the UI language (screen readers, hyphenation, fonts). Written only when it differs: setting
 * it, even to the same value, makes the browser recalculate the whole page's style (the prerendered page has it).
 */
const setDocumentLanguage = (language: string) => {
  if (typeof document !== 'undefined' && document.documentElement.lang !== language) document.documentElement.lang = language;
};
i18n.on('languageChanged', setDocumentLanguage);

/**
 * Hindi pages bring their Devanagari web font (a subset of Noto Sans Devanagari), so Hindi never shows as empty
 * boxes on a device without a Devanagari font: its stylesheet is a chunk of its own, fetched the first time the
 * language is Hindi, never for English.
 */
let devanagariFont: Promise<unknown> | null = null;
const loadScriptFont = (language: string) => {
  if (language !== 'hi' || devanagariFont || typeof document === 'undefined') return;
  devanagariFont = import('./devanagari-font.css').catch(() => (devanagariFont = null));
};
i18n.on('languageChanged', loadScriptFont);

/** Starts with the remembered (or the browser's) language and its common catalogue. */
export function startI18n(language: Language = initialLanguage()) {
  setDocumentLanguage(language);
  loadScriptFont(language);
  return i18n.init({
    lng: language,
    supportedLngs: ['en', 'hi'],
    fallbackLng: false,
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

/** Switches the UI language and remembers it on this browser (the account's copy is saved by the caller). */
export async function changeLanguage(language: Language) {
  rememberLanguage(language);
  // Mirrored in a cookie: the server sends the prerendered pages in this language (server/plugins/page-language.ts).
  document.cookie = `tutorhood_lang=${language}; path=/; max-age=31536000; samesite=lax`;
  await i18n.changeLanguage(language);
}

/**
 * Signed in: the account's saved language wins over this browser's (and is remembered here too). An account with no
 * saved language keeps whatever this browser shows.
 */
export async function adoptAccountLanguage(language: Language | null | undefined) {
  if (language && language !== i18n.language) await changeLanguage(language);
}

export const currentLanguage = (): Language => (i18n.language === 'hi' ? 'hi' : 'en');
export const currentLocale = () => INTL_LOCALES[currentLanguage()];
