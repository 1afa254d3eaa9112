import type { Resource } from 'i18next';
import { i18n } from '../../../i18n/index.ts';

/**
 * For unit tests (node environment) of code that reads the catalogues: starts the app's i18n instance with every
 * catalogue loaded at once, in the given language. The instance sets `<html lang>`, so a bare `document` stands in.
 */
const catalogues = import.meta.glob<Record<string, unknown>>('../../../i18n/locales/*/*.json', { eager: true, import: 'default' });

export async function startTestI18n(language: 'en' | 'hi' = 'en') {
  if (typeof document === 'undefined') {
    Object.assign(globalThis, { document: { documentElement: { lang: '' } } });
  }
  const resources: Resource = {};
  for (const [path, catalogue] of Object.entries(catalogues)) {
    const [, lng, ns] = /\/locales\/(\w+)\/(\w[\w-]*)\.json$/.exec(path) ?? [];
    if (lng && ns) (resources[lng] ??= {})[ns] = catalogue;
  }
  if (i18n.isInitialized) {
    // Started before (by this helper or by the app's own start, whose catalogues load lazily): every catalogue is
    // put in place again, so a test never meets a namespace still loading.
    for (const [lng, namespaces] of Object.entries(resources)) {
      for (const [ns, catalogue] of Object.entries(namespaces)) i18n.addResourceBundle(lng, ns, catalogue, true, true);
    }
    await i18n.changeLanguage(language);
    return i18n;
  }
  await i18n.init({ lng: language, resources, supportedLngs: ['en', 'hi'], fallbackLng: false, interpolation: { escapeValue: false } });
  return i18n;
}
