import { Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import type { Profile, User } from '../../../contract/users.ts';
import { AppHeader } from '../../components/layout/app-header.tsx';
import { DelayedSpinner } from '../../components/layout/delayed-spinner.tsx';
import { OfflineBanner } from '../../components/layout/offline-banner.tsx';
import { ShellMain, SkipToContent } from '../../components/layout/shell-frame.tsx';
import { ScreenErrorBoundary } from '../../components/layout/screen-error-boundary.tsx';
import { useOutboxRunner } from '../../features/chat/hooks/use-chat-sender.ts';
import { useSaveLanguage } from '../../features/account/api/save-language.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { FamilyContactGate } from '../../features/families/components/family-contact-gate.tsx';
import { i18n } from '../../i18n/index.ts';
import { ModeratorWarningBanner } from '../../features/notifications/components/moderator-warning-banner.tsx';
import { useCounters } from '../../features/requests/api/get-counters.ts';
import { RequestEvents } from '../../features/requests/hooks/use-request-events.ts';
import { RequirementEvents } from '../../features/requirements/hooks/use-requirement-events.ts';
import { useSupportMainPadding } from '../../features/support/hooks/use-support-main-padding.ts';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';
import { dropSignedInPreview, rememberHomePreview } from '../../lib/signed-in-preview.ts';
import { useSocket } from '../../lib/socket.ts';
// In the shell's own bundle, never fetched at the moment of an error: a toast works offline on any screen.
import '../../lib/toast-view.tsx';
import type { SignedInContext } from '../session-context.ts';
import { OptionalPart, useIdle } from '../deferred.tsx';
import { SocketProvider } from '../socket-provider.tsx';
import { useRouteFocus } from '../use-route-focus.ts';

// Only for an account whose address is unverified: its code (and its form's) is fetched only then.
const VerifyEmailBanner = lazyWithRetry<{ user: User }>(() =>
  import('../../features/email-verification/components/verify-email-banner.tsx').then((m) => ({ default: m.VerifyEmailBanner })),
);

// Not needed for the first paint: its code (and the support thread's request) waits until the page is idle.
const SupportChat = lazyWithRetry<object>(() =>
  import('../../features/support/components/support-chat.tsx').then((m) => ({ default: m.SupportChat })),
);
// Only for a parent (the header's "For: Anaya") and a student under 18 waiting for their guardian (the banner).
const ChildSwitcher = lazyWithRetry<object>(() =>
  Promise.all([import('../../features/families/components/child-switcher.tsx'), i18n.loadNamespaces(['families', 'requirements'])]).then(([m]) => ({
    default: m.ChildSwitcher,
  })),
);
const ConsentBanner = lazyWithRetry<{ user: User }>(() =>
  Promise.all([import('../../features/families/components/consent-banner.tsx'), i18n.loadNamespaces('families')]).then(([m]) => ({
    default: m.ConsentBanner,
  })),
);

interface AppShellProps {
  user: User;
  profile: Profile | null;
  token: string;
}

/** Sends the chat outbox from any screen (a message written offline goes out on reconnect). */
function OutboxRunner({ me }: { me: string }) {
  useOutboxRunner({ me, socket: useSocket() });
  return null;
}

/** The support chat, from the first idle moment on (only this part renders again then, not the whole frame). */
function IdleSupportChat() {
  if (!useIdle(undefined, SupportChat.preload)) return null;
  return (
    <OptionalPart>
      <SupportChat />
    </OptionalPart>
  );
}

/**
 * The signed-in frame: fixed top navigation, the socket connection and the current screen. A screen that fails (or
 * whose code cannot be downloaded) shows its error inside the frame; the navigation stays.
 */
export default function AppShell({ user, profile, token }: AppShellProps) {
  const logout = useLogout();
  const saveLanguage = useSaveLanguage(user);
  const counters = useCounters().data;
  const context: SignedInContext = { user, profile };
  const supportShown = user.userType !== 'admin';
  const mainPadding = useSupportMainPadding(supportShown);
  const location = useLocation();
  useRouteFocus();
  // The home's static copy is for the home (which removes it itself); any other screen takes its place at once.
  const onHome = location.pathname === '/';
  useLayoutEffect(() => {
    if (!onHome) dropSignedInPreview();
  }, [onHome]);
  // What the next visit's static copy of the home shows (web/lib/signed-in-preview.ts).
  useEffect(() => rememberHomePreview(user), [user]);
  return (
    <SocketProvider token={token}>
      <OutboxRunner me={user.id} />
      <SkipToContent />
      <RequestEvents viewerId={user.id} />
      <RequirementEvents />
      <AppHeader
        user={user}
        onLogout={() => logout.mutate()}
        onLanguageChange={(language) => saveLanguage.mutate(language)}
        counts={{ messages: counters?.unreadMessages, requests: counters?.pendingRequests }}
        extra={
          user.userType === 'parent' ? (
            <Suspense fallback={null}>
              <ChildSwitcher />
            </Suspense>
          ) : null
        }
      />
      <ShellMain padding={mainPadding}>
        {user.userType !== 'admin' && !user.emailVerified ? (
          <OptionalPart>
            <VerifyEmailBanner user={user} />
          </OptionalPart>
        ) : null}
        {user.userType !== 'admin' ? <ModeratorWarningBanner /> : null}
        {user.guardianConsent === 'pending' || user.guardianConsent === 'withdrawn' ? (
          <Suspense fallback={null}>
            <ConsentBanner user={user} />
          </Suspense>
        ) : null}
        <FamilyContactGate user={user}>
          <ScreenErrorBoundary resetKey={location.key}>
            <Suspense fallback={<DelayedSpinner />}>
              <Outlet context={context} />
            </Suspense>
          </ScreenErrorBoundary>
        </FamilyContactGate>
      </ShellMain>
      {supportShown ? <IdleSupportChat /> : null}
      <OfflineBanner />
    </SocketProvider>
  );
}
