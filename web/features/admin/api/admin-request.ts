import { apiRequest, type HttpMethod, type RequestOptions } from '../../../lib/api-client.ts';
import { getAdminToken } from '../../../lib/admin-session.ts';

/** Calls of the admin panel carry the admin's own token (adminToken), never the user token. */
export function adminRequest<T>(method: HttpMethod, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  return apiRequest<T>(method, path, body, { ...options, token: getAdminToken() });
}

/** Admin query keys start with this, so Refresh can refetch all of them. */
export const ADMIN_QUERY_PREFIX = '/api/admin';
