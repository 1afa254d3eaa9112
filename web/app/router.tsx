import { lazyWithRetry } from '../lib/lazy-with-retry.ts';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AdminArea } from './layouts/admin-area.tsx';
import { RouteError } from './layouts/route-error.tsx';
import { SignedInArea } from './layouts/signed-in-area.tsx';
import { SignedOutOnly } from './layouts/signed-out-only.tsx';

// Every page is its own chunk (the landing page loads none of the forms, the app shell or the admin panel), fetched
// with retries; a screen that still cannot load shows its error inside the shell (lazy-with-retry.ts).
const Login = lazyWithRetry(() => import('./routes/login.tsx'));
const RegisterStudent = lazyWithRetry(() => import('./routes/register-student.tsx'));
const RegisterTeacher = lazyWithRetry(() => import('./routes/register-teacher.tsx'));
const ForgotPassword = lazyWithRetry(() => import('./routes/forgot-password.tsx'));
const ResetPassword = lazyWithRetry(() => import('./routes/reset-password.tsx'));
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
const Home = lazyWithRetry(() => import('./routes/home.tsx'));
const Settings = lazyWithRetry(() => import('./routes/settings.tsx'));
const NotFound = lazyWithRetry(() => import('./routes/not-found.tsx'));
const NearbyMap = lazyWithRetry(() => import('./routes/nearby-map.tsx'));
const Dashboard = lazyWithRetry(() => import('./routes/dashboard.tsx'));
const ProfileEdit = lazyWithRetry(() => import('./routes/profile-edit.tsx'));
const Find = lazyWithRetry(() => import('./routes/find.tsx'));
const Messages = lazyWithRetry(() => import('./routes/messages.tsx'));
const Requests = lazyWithRetry(() => import('./routes/requests.tsx'));
const Requirements = lazyWithRetry(() => import('./routes/requirements.tsx'));

const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: '/admin/login', element: <AdminLogin /> },
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
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
