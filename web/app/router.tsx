import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AdminArea } from './layouts/admin-area.tsx';
import { RouteError } from './layouts/route-error.tsx';
import { SignedInArea } from './layouts/signed-in-area.tsx';
import { SignedOutOnly } from './layouts/signed-out-only.tsx';

// Every page is its own chunk: the landing page loads none of the forms, the app shell or the admin panel.
const Login = lazy(() => import('./routes/login.tsx'));
const RegisterStudent = lazy(() => import('./routes/register-student.tsx'));
const RegisterTeacher = lazy(() => import('./routes/register-teacher.tsx'));
const AdminLogin = lazy(() => import('./routes/admin-login.tsx'));
const AdminDashboard = lazy(() => import('./routes/admin-dashboard.tsx'));
const AdminPanel = lazy(() => import('./routes/admin-panel.tsx'));
const AdminUserDetail = lazy(() => import('./routes/admin-user-detail.tsx'));
const AdminChangePassword = lazy(() => import('./routes/admin-change-password.tsx'));
const AdminKyc = lazy(() => import('./routes/admin-kyc.tsx'));
const AdminReports = lazy(() => import('./routes/admin-reports.tsx'));
const AdminAuditLog = lazy(() => import('./routes/admin-audit-log.tsx'));
const AdminChatMonitoring = lazy(() => import('./routes/admin-chat-monitoring.tsx'));
const AdminSupport = lazy(() => import('./routes/admin-support.tsx'));
const AdminSupportConversations = lazy(() => import('./routes/admin-support-conversations.tsx'));
const Home = lazy(() => import('./routes/home.tsx'));
const Settings = lazy(() => import('./routes/settings.tsx'));
const NotFound = lazy(() => import('./routes/not-found.tsx'));
const NearbyMap = lazy(() => import('./routes/nearby-map.tsx'));
const Dashboard = lazy(() => import('./routes/dashboard.tsx'));
const ProfileEdit = lazy(() => import('./routes/profile-edit.tsx'));
const Find = lazy(() => import('./routes/find.tsx'));
const Messages = lazy(() => import('./routes/messages.tsx'));
const Requests = lazy(() => import('./routes/requests.tsx'));
const Requirements = lazy(() => import('./routes/requirements.tsx'));

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
