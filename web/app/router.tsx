import type { ComponentType } from 'react';
import { lazyWithRetry } from '../lib/lazy-with-retry.ts';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AdminArea } from './layouts/admin-area.tsx';
import { RouteError } from './layouts/route-error.tsx';
import { SignedInArea } from './layouts/signed-in-area.tsx';
import { SignedOutOnly } from './layouts/signed-out-only.tsx';
import { i18n } from '../i18n/index.ts';
import { SIGNED_IN_SCREENS, SIGNED_OUT_SCREENS, signedInScreenOf } from './first-screen-namespaces.ts';

/**
 * A screen's code together with every catalogue it can show (first-screen-namespaces.ts): a catalogue asked for only
 * when a part of the screen appears would suspend the whole screen, which blinks away for a spinner.
 */
function screen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, namespaces: readonly string[] | undefined) {
  return lazyWithRetry<P>(() => Promise.all([load(), i18n.loadNamespaces([...(namespaces ?? [])])]).then(([module]) => module));
}

// Every page is its own chunk (the landing page loads none of the forms, the app shell or the admin panel), fetched
// with retries; a screen that still cannot load shows its error inside the shell (lazy-with-retry.ts).
const Login = screen(() => import('./routes/login.tsx'), SIGNED_OUT_SCREENS['/login']);
const RegisterStudent = screen(() => import('./routes/register-student.tsx'), SIGNED_OUT_SCREENS['/register-student']);
const RegisterTeacher = screen(() => import('./routes/register-teacher.tsx'), SIGNED_OUT_SCREENS['/register-teacher']);
const RegisterParent = screen(() => import('./routes/register-parent.tsx'), SIGNED_OUT_SCREENS['/register-parent']);
const ForgotPassword = screen(() => import('./routes/forgot-password.tsx'), SIGNED_OUT_SCREENS['/forgot-password']);
const ResetPassword = screen(() => import('./routes/reset-password.tsx'), SIGNED_OUT_SCREENS['/reset-password']);
const VerifyEmail = screen(() => import('./routes/verify-email.tsx'), SIGNED_OUT_SCREENS['/verify-email']);
const Unsubscribe = screen(() => import('./routes/unsubscribe.tsx'), SIGNED_OUT_SCREENS['/unsubscribe']);
const GuardianConfirm = screen(() => import('./routes/guardian-confirm.tsx'), ['families']);
const AdminLogin = lazyWithRetry(() => import('./routes/admin-login.tsx'));
const AdminDashboard = lazyWithRetry(() => import('./routes/admin-dashboard.tsx'));
const AdminPanel = lazyWithRetry(() => import('./routes/admin-panel.tsx'));
const AdminUserDetail = lazyWithRetry(() => import('./routes/admin-user-detail.tsx'));
const AdminChangePassword = lazyWithRetry(() => import('./routes/admin-change-password.tsx'));
const AdminKyc = lazyWithRetry(() => import('./routes/admin-kyc.tsx'));
const AdminReports = lazyWithRetry(() => import('./routes/admin-reports.tsx'));
const AdminAuditLog = lazyWithRetry(() => import('./routes/admin-audit-log.tsx'));
const AdminChatMonitoring = lazyWithRetry(() => import('./routes/admin-chat-monitoring.tsx'));
const AdminSupport = lazyWithRetry(() => import('./routes/admin-support.tsx'));
const AdminSupportConversations = lazyWithRetry(() => import('./routes/admin-support-conversations.tsx'));
const Home = screen(() => import('./routes/home.tsx'), SIGNED_IN_SCREENS['']);
const Settings = screen(() => import('./routes/settings.tsx'), SIGNED_IN_SCREENS['settings']);
const NotFound = lazyWithRetry(() => import('./routes/not-found.tsx'));
const NearbyMap = screen(() => import('./routes/nearby-map.tsx'), SIGNED_IN_SCREENS['nearby-map']);
const Dashboard = screen(() => import('./routes/dashboard.tsx'), SIGNED_IN_SCREENS['dashboard']);
const ProfileEdit = screen(() => import('./routes/profile-edit.tsx'), SIGNED_IN_SCREENS['profile']);
const Find = screen(() => import('./routes/find.tsx'), SIGNED_IN_SCREENS['find']);
const Messages = screen(() => import('./routes/messages.tsx'), SIGNED_IN_SCREENS['messages']);
const Requests = screen(() => import('./routes/requests.tsx'), SIGNED_IN_SCREENS['request']);
const Requirements = screen(() => import('./routes/requirements.tsx'), SIGNED_IN_SCREENS['requirements']);
const Lessons = screen(() => import('./routes/lessons.tsx'), SIGNED_IN_SCREENS['lessons']);
const ChildActivity = screen(() => import('./routes/child-activity.tsx'), SIGNED_IN_SCREENS['children']);
const TutorProfile = screen(() => import('./routes/tutor-profile.tsx'), SIGNED_IN_SCREENS['tutors']);

/** The signed-in screens by their first path segment (as in first-screen-namespaces.ts). */
const SIGNED_IN_SCREEN_CODE: Record<string, { preload: () => Promise<unknown> }> = {
  '': Home,
  settings: Settings,
  'nearby-map': NearbyMap,
  dashboard: Dashboard,
  profile: ProfileEdit,
  find: Find,
  messages: Messages,
  request: Requests,
  requirements: Requirements,
  lessons: Lessons,
  children: ChildActivity,
  tutors: TutorProfile,
};

/**
 * Signed in: the first screen's code (and catalogues) download with the shell's, not after the shell has rendered and
 * the session is confirmed (a waterfall of three steps on a page opened at, say, /requirements).
 */
export function preloadFirstSignedInScreen(path: string): void {
  void SIGNED_IN_SCREEN_CODE[signedInScreenOf(path)]?.preload();
}

export const appRoutes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: '/admin/login', element: <AdminLogin /> },
      // The emailed verification link: signed in or out alike.
      { path: '/verify-email', element: <VerifyEmail /> },
      // An email's unsubscribe link: signed in or out alike (the token says whose emails).
      { path: '/unsubscribe', element: <Unsubscribe /> },
      // A guardian's emailed link: signed in (as a parent, to confirm) or not (asked to sign in, then back here).
      { path: '/guardian/confirm', element: <GuardianConfirm /> },
      {
        path: '/admin',
        element: <AdminArea />,
        children: [
          { index: true, element: <Navigate to="/admin/dashboard" replace /> },
          { path: 'dashboard', element: <AdminDashboard /> },
          // One element for the three control-panel paths: switching between them keeps the search.
          ...(['panel', 'users', 'teachers'] as const).map((path) => ({ path, element: <AdminPanel /> })),
          { path: 'user/:id', element: <AdminUserDetail /> },
          { path: 'change-password', element: <AdminChangePassword /> },
          { path: 'kyc', element: <AdminKyc /> },
          { path: 'kyc/:id', element: <AdminKyc /> },
          { path: 'reports', element: <AdminReports /> },
          { path: 'reports/:id', element: <AdminReports /> },
          { path: 'audit-log', element: <AdminAuditLog /> },
          ...['chat-monitoring', 'conversations', 'conversations/:userA/:userB'].map((path) => ({ path, element: <AdminChatMonitoring /> })),
          { path: 'support', element: <AdminSupport /> },
          // One element for both paths: opening a thread keeps the list (and its filter) mounted.
          ...['support-conversations', 'support-conversations/:userId'].map((path) => ({ path, element: <AdminSupportConversations /> })),
          { path: '*', element: <Navigate to="/admin/dashboard" replace /> },
        ],
      },
      {
        element: <SignedOutOnly />,
        children: [
          { path: '/login', element: <Login /> },
          { path: '/register-student', element: <RegisterStudent /> },
          { path: '/register-teacher', element: <RegisterTeacher /> },
          { path: '/register-parent', element: <RegisterParent /> },
          { path: '/forgot-password', element: <ForgotPassword /> },
          { path: '/reset-password', element: <ResetPassword /> },
        ],
      },
      {
        element: <SignedInArea />,
        children: [
          { index: true, element: <Home /> },
          { path: 'settings', element: <Settings /> },
          { path: 'nearby-map', element: <NearbyMap /> },
          { path: 'dashboard', element: <Dashboard /> },
          { path: 'profile/edit', element: <ProfileEdit /> },
          { path: 'find', element: <Find /> },
          { path: 'old/find', element: <Find /> },
          // One element for all four paths: opening a chat keeps the list (and its search) mounted.
          ...['messages', 'messages/:userId', 'old/messages', 'old/messages/:userId'].map((path) => ({ path, element: <Messages /> })),
          { path: 'requirements', element: <Requirements /> },
          { path: 'old/requirements', element: <Requirements /> },
          { path: 'request', element: <Requests /> },
          { path: 'old/request', element: <Requests /> },
          { path: 'lessons', element: <Lessons /> },
          { path: 'children/:id', element: <ChildActivity /> },
          // A public tutor profile: signed in here, signed out in the public shell (open-paths.ts).
          { path: 'tutors/:slug', element: <TutorProfile /> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

/** The app's router; created by the app's start (web/app/start.tsx), in a task of its own. */
export const createAppRouter = () => createBrowserRouter(appRoutes);
