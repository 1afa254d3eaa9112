// Built by web/build/prerender-plugin.ts as a server-side bundle (vite build --ssr) and run in Node at build time:
// the landing page as static HTML, once per language, so it paints before any JavaScript runs.
import { createInstance, type Resource } from 'i18next';
import { Pause, Play } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { LandingPage } from '../features/landing/components/landing-page.tsx';
import { TESTIMONIALS } from '../features/landing/testimonials.ts';
import { LANGUAGES, type Language } from '../i18n/languages.ts';

const catalogues = import.meta.glob<Record<string, unknown>>('../i18n/locales/*/*.json', { eager: true, import: 'default' });

/** Every namespace of one language, as i18next resources (a build renders with all of them at hand). */
function resourcesOf(language: Language): Resource {
  const namespaces: Record<string, Record<string, unknown>> = {};
  for (const [file, catalogue] of Object.entries(catalogues)) {
    const match = /\/locales\/([\w-]+)\/([\w-]+)\.json$/.exec(file);
    if (match?.[1] === language) namespaces[match[2]!] = catalogue;
  }
  return { [language]: namespaces };
}

/** What the landing page's small script (web/build/landing-boot.js) needs in this language. */
export interface LandingScriptTexts {
  play: string;
  pause: string;
  /** "Showing {{position}} of {{total}}: {{names}}" in this language, filled in by the script. */
  showing: string;
  names: string[];
  playIcon: string;
  pauseIcon: string;
}

export interface PrerenderedPage {
  language: Language;
  /** null: the page keeps index.html's title. */
  title: string | null;
  /** The markup that goes inside <div id="root">. */
  html: string;
  texts: LandingScriptTexts;
}

export async function renderLanding(language: Language): Promise<PrerenderedPage> {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: resourcesOf(language),
    supportedLngs: [...LANGUAGES],
    fallbackLng: false,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <StaticRouter location="/">
        <LandingPage />
      </StaticRouter>
    </I18nextProvider>,
  );
  const raw = (key: string) => String(i18n.getResource(language, 'landing', key) ?? '');
  return {
    language,
    title: i18n.exists('common:documentTitle.default') ? i18n.t('common:documentTitle.default') : null,
    html,
    texts: {
      play: i18n.t('landing:testimonials.play'),
      pause: i18n.t('landing:testimonials.pause'),
      showing: raw('testimonials.showing'),
      names: TESTIMONIALS.map((item) => item.name),
      playIcon: renderToStaticMarkup(<Play aria-hidden="true" />),
      pauseIcon: renderToStaticMarkup(<Pause aria-hidden="true" />),
    },
  };
}

export const languages = LANGUAGES;
