// Server-side only (web/build/prerender-entry.tsx): the signed-in home as static markup, before any data, for the
// landing page to show a returning user while the app's code downloads (web/build/landing-boot.js). The user's names
// are placeholders the boot script fills in.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Outlet, Route, Routes, StaticRouter } from 'react-router';
import type { User } from '../../contract/users.ts';
import HomeRoute from '../app/routes/home.tsx';
import type { SignedInContext } from '../app/session-context.ts';
import { AppHeader } from '../components/layout/app-header.tsx';
import { ShellMain, SkipToContent } from '../components/layout/shell-frame.tsx';
import { useSupportMainPadding } from '../features/support/hooks/use-support-main-padding.ts';
import { ME_QUERY_KEY } from '../lib/me-query.ts';

/**
 * Stand-ins for the first and last name: characters no name module uses, each one UTF-16 unit, so the avatar's
 * initials come out as FIRST_NAME_MARK + LAST_NAME_MARK. The boot script replaces the initials first, then the names.
 */
export const FIRST_NAME_MARK = '\ua668';
export const LAST_NAME_MARK = '\ua66a';

export type PreviewUserType = 'student' | 'teacher';

function placeholderUser(userType: PreviewUserType): User {
  return {
    id: '00000000-0000-4000-8000-000000000000',
    firstName: FIRST_NAME_MARK,
    lastName: LAST_NAME_MARK,
    email: '',
    // The static copy has no verification banner: the app adds it, for an unverified account, once it starts.
    emailVerified: true,
    mobile: null,
    userType,
    profileImage: null,
    isLocationVerified: true,
    isVerified: true,
    isOnline: true,
    birthDate: null,
    ageStatus: 'adult',
    guardianConsent: null,
    guardianEmail: null,
    city: null,
    state: null,
    pinCode: null,
    fullAddress: null,
    latitude: null,
    longitude: null,
    locality: null,
    street: null,
    locationAccuracy: null,
    locationUpdatedAt: null,
    isLiveSharing: false,
    locationMode: null,
    showExactLocation: false,
    language: null,
    createdAt: new Date(0).toISOString(),
  };
}

/** The app shell's frame (web/app/routes/app-shell.tsx) without its live parts: header, skip link, <main>. */
function PreviewFrame({ user }: { user: User }) {
  const context: SignedInContext = { user, profile: null };
  return (
    <>
      <SkipToContent />
      <AppHeader user={user} onLogout={() => undefined} />
      <ShellMain padding={useSupportMainPadding(true)}>
        <Outlet context={context} />
      </ShellMain>
    </>
  );
}

/**
 * The copy stands still: no spinner turns and no dot pulses in it. An animation on screen has the browser draw a new
 * frame every ~16 ms for as long as the copy shows, which is while the app starts: in Lighthouse's trace of the home,
 * a frame (the spinning SVG's style on the main thread each time) and a screenshot every ~15 ms until the app's first
 * commit, competing with the app's start for the CPU. The live home animates as usual.
 */
export function withoutAnimations(html: string): string {
  return html.replace(/(?<=[\s"])(?:motion-safe:)?animate-(?:spin|pulse)(?=[\s"])/g, '');
}

/** The located student's or teacher's home with its loading states (counters "–", the nearby list's placeholders). */
export function renderHomePreview(i18n: I18n, userType: PreviewUserType): string {
  const user = placeholderUser(userType);
  const queryClient = new QueryClient();
  queryClient.setQueryData(ME_QUERY_KEY, { user, profile: null });
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location="/">
          <Routes>
            <Route element={<PreviewFrame user={user} />}>
              <Route index element={<HomeRoute />} />
            </Route>
          </Routes>
        </StaticRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return withoutAnimations(html);
}
