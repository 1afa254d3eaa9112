import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies defaults: embedded database under ./data with demo data on', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', databaseUrl: undefined, demoData: true, sessionTtlDays: 30 });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.admin).toBeUndefined();
  });

  it('turns demo data off by default on a PostgreSQL server, and lets DEMO_DATA override', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/db' }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/db', DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'off' }).demoData).toBe(false);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('lists every bad key at once', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SESSION_TTL_DAYS: '-1', LOG_LEVEL: 'loud', ADMIN_EMAIL: 'a@b.in' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const keys = (error as ConfigError).problems.map((p) => p.split(':')[0]);
      expect(keys).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'SESSION_TTL_DAYS', 'LOG_LEVEL', 'ADMIN_PASSWORD']));
    }
  });

  it('reads the admin account and rate limits', () => {
    const config = loadConfig({ ADMIN_EMAIL: 'root@tutorhood.in', ADMIN_PASSWORD: 'change-me-now', RATE_LIMIT_LOGIN_PER_EMAIL: '5' });
    expect(config.admin).toEqual({ email: 'root@tutorhood.in', password: 'change-me-now' });
    expect(config.rateLimits.loginPerEmail).toBe(5);
  });
});
