import type { User } from '../../contract/users.ts';
import { isUsableToken } from './auth-token.ts';
import { readItem, removeItem, writeItem } from './storage.ts';

/** The admin panel keeps its own session (spec §3): 'adminToken' and 'adminUser' in localStorage. */
export const ADMIN_TOKEN_KEY = 'adminToken';
export const ADMIN_USER_KEY = 'adminUser';

export interface AdminSession {
  token: string;
  user: User;
}

function readAdminUser(): User | null {
  const raw = readItem(ADMIN_USER_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && 'userType' in parsed ? (parsed as User) : null;
  } catch {
    return null;
  }
}

export function getAdminToken(): string | null {
  const token = readItem(ADMIN_TOKEN_KEY);
  return isUsableToken(token) ? token : null;
}

/** A usable admin token plus a stored user whose userType is admin; anything else is no session. */
export function getAdminSession(): AdminSession | null {
  const token = getAdminToken();
  const user = readAdminUser();
  if (!token || !user || user.userType !== 'admin') return null;
  return { token, user };
}

export function saveAdminSession(session: AdminSession): void {
  writeItem(ADMIN_TOKEN_KEY, session.token);
  writeItem(ADMIN_USER_KEY, JSON.stringify(session.user));
}

export function clearAdminSession(): void {
  removeItem(ADMIN_TOKEN_KEY);
  removeItem(ADMIN_USER_KEY);
}
