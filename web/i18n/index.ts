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

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/** Starts with the remembered (or the browser's) language and its common catalogue. */
export function startI18n(language: Language = initialLanguage()) {
  document.documentElement.lang = language;
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
  await i18n.changeLanguage(language);
}

export const currentLanguage = (): Language => (i18n.language === 'hi' ? 'hi' : 'en');
export const currentLocale = () => INTL_LOCALES[currentLanguage()];
