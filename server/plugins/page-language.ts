/** The UI languages the web build prerenders pages in (web/i18n/languages.ts LANGUAGES). */
export const PAGE_LANGUAGES = ['en', 'hi'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** The cookie web/i18n (and the prerendered landing page's script) keep in step with the language chosen on a browser. */
export const LANGUAGE_COOKIE = 'tutorhood_lang';

const isPageLanguage = (value: string | undefined): value is PageLanguage => PAGE_LANGUAGES.includes(value as PageLanguage);

/**
 * The language to send a prerendered page in, as the web app would choose it (web/i18n/languages.ts initialLanguage):
 * the choice made on this browser (its cookie mirror), else the first of the browser's languages that the UI has
 * (Accept-Language by preference), else English.
 */
export function pageLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): PageLanguage {
  const chosen = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookieHeader ?? '')?.[1]?.trim();
  if (isPageLanguage(chosen)) return chosen;
  const preferences = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { primary: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), order };
    })
    .filter((p) => p.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return preferences.map((p) => p.primary).find(isPageLanguage) ?? 'en';
}
