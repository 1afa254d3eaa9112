import path from 'node:path';
/** bench:http's options (documented at the top of http.ts). */
import { intOption, numberOption, option } from '../bench-utils.ts';

export const DURATION_S = numberOption('DURATION_S', 10, 1);
export const WARMUP_S = numberOption('WARMUP_S', 2, 0);
export const CONNECTIONS = intOption('CONNECTIONS', 10, 1);
export const ROUNDS = intOption('ROUNDS', 1, 1);
export const ROUTES = option('ROUTES', 'health,me')
  .split(',')
  .map((r) => r.trim())
  .filter(Boolean);
export const PROFILE = ['1', 'true', 'yes'].includes(option('PROFILE', '0').toLowerCase());
export const DATABASE_URL = option('DATABASE_URL', '');
export const LOG_LEVEL = option('LOG_LEVEL', 'info');
/** Server processes (PostgreSQL only; the server's own default is one per core): one, to compare like with like. */
export const WORKERS = intOption('WORKERS', 1, 1);
/** The checkout whose server runs (default: this one), e.g. an unpacked `git archive` of an earlier commit. */
export const APP_DIR = path.resolve(option('APP_DIR', path.resolve(import.meta.dirname, '../../..')));
export const ENGINE = DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';

/** What each route name drives; `auth` routes carry the bench user's bearer token. */
export const ROUTE_PATHS: Record<string, { path: string; auth: boolean }> = {
  health: { path: '/api/health', auth: false },
  config: { path: '/api/config', auth: false },
  me: { path: '/api/auth/me', auth: true },
  conversations: { path: '/api/conversations', auth: true },
  notifications: { path: '/api/notifications', auth: true },
};
for (const route of ROUTES) {
  if (!ROUTE_PATHS[route]) throw new Error(`ROUTES: unknown route ${route} (known: ${Object.keys(ROUTE_PATHS).join(', ')})`);
}
