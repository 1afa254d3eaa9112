// Built by web/build/prerender-plugin.ts as a server-side bundle (vite build --ssr) and run in Node at build time:
// the landing page as static HTML, once per language, so it paints before any JavaScript runs.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance, type Resource } from 'i18next';
import { Pause, Play } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import LoginRoute from '../app/routes/login.tsx';
import RegisterStudentRoute from '../app/routes/register-student.tsx';
import RegisterTeacherRoute from '../app/routes/register-teacher.tsx';
import { LandingPage } from '../features/landing/components/landing-page.tsx';
import { IMPACT_SCRIPT_KEYS, NO_FIGURE } from '../features/landing/lib/impact-figures.ts';
import { TESTIMONIALS } from '../features/landing/testimonials.ts';
import { INTL_LOCALES, LANGUAGES, type Language } from '../i18n/languages.ts';
import { FIRST_NAME_MARK, LAST_NAME_MARK, renderHomePreview } from './home-preview.tsx';

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
  /** The Intl locale and the texts the script fills "Our Impact in Numbers" with (web/features/landing/lib/impact-figures.ts). */
  figures: { locale: string; none: string } & Record<(typeof IMPACT_SCRIPT_KEYS)[number], string>;
}

export interface PrerenderedPage {
  language: Language;
  /** null: the page keeps index.html's title. */
  title: string | null;
  /** The markup that goes inside <div id="root">. */
  html: string;
  texts: LandingScriptTexts;
  /** The signed-in home before its data, by user type, for a returning user (web/build/home-preview.tsx). */
  homePreview: { student: string; teacher: string; firstNameMark: string; lastNameMark: string };
}

async function i18nFor(language: Language) {
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
  return i18n;
}

export async function renderLanding(language: Language): Promise<PrerenderedPage> {
  const i18n = await i18nFor(language);
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
    homePreview: {
      student: renderHomePreview(i18n, 'student'),
      teacher: renderHomePreview(i18n, 'teacher'),
      firstNameMark: FIRST_NAME_MARK,
      lastNameMark: LAST_NAME_MARK,
    },
    title: i18n.exists('common:documentTitle.default') ? i18n.t('common:documentTitle.default') : null,
    html,
    texts: {
      play: i18n.t('landing:testimonials.play'),
      pause: i18n.t('landing:testimonials.pause'),
      showing: raw('testimonials.showing'),
      names: TESTIMONIALS.map((item) => item.name),
      playIcon: renderToStaticMarkup(<Play aria-hidden="true" />),
      pauseIcon: renderToStaticMarkup(<Pause aria-hidden="true" />),
      figures: {
        locale: INTL_LOCALES[language],
        none: NO_FIGURE,
        ...(Object.fromEntries(IMPACT_SCRIPT_KEYS.map((key) => [key, raw(`impact.${key}`)])) as Record<(typeof IMPACT_SCRIPT_KEYS)[number], string>),
      },
    },
  };
}

/** The sign-in and registration pages, by path; the titles are the ones their routes set (useDocumentTitle). */
const AUTH_ROUTES = {
  login: { Route: LoginRoute, titleKey: 'auth:login.documentTitle' },
  'register-student': { Route: RegisterStudentRoute, titleKey: 'auth:register.student.title' },
  'register-teacher': { Route: RegisterTeacherRoute, titleKey: 'auth:register.teacher.title' },
} as const;
export type AuthPage = keyof typeof AUTH_ROUTES;

/**
 * A sign-in or registration page as static HTML, painted before the app's JavaScript arrives; the app then takes the
 * page over (web/app/prerendered-page.ts carries what was typed across). Until then nothing can be sent: the form is
 * a plain group (a <form> without the app would send the fields in the address); a press of Enter or of the submit
 * button meanwhile is remembered by web/build/auth-boot.js and sent once the app has the page.
 */
export async function renderAuthPage(language: Language, page: AuthPage): Promise<{ title: string; html: string }> {
  const i18n = await i18nFor(language);
  const { Route, titleKey } = AUTH_ROUTES[page];
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <StaticRouter location={`/${page}`}>
          <Route />
        </StaticRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { title: `${i18n.t(titleKey)} | Tutorhood`, html: withoutSubmit(html) };
}

function withoutSubmit(html: string): string {
  return html.replace(/<form\b[^>]*>/g, '<div data-prerendered-form="">').replace(/<\/form>/g, '</div>');
}

export const languages = LANGUAGES;
