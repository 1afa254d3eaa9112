import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { getAdminSession } from '../../../lib/admin-session.ts';

/** Admin routes need an admin token and a stored adminUser whose userType is admin; otherwise /admin/login. */
export function AdminGuard({ children }: { children: ReactNode }) {
  if (!getAdminSession()) return <Navigate to="/admin/login" replace />;
  return children;
}
