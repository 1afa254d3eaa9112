import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const positiveInt = z.coerce.number().int().positive();

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    PUBLIC_URL: z.url().optional(),
    DEMO_DATA: booleanFlag.optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
    SESSION_TTL_DAYS: positiveInt.max(365).default(30),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    BODY_LIMIT_BYTES: positiveInt.default(1024 * 1024),
    RATE_LIMIT_WINDOW_MINUTES: positiveInt.default(15),
    RATE_LIMIT_LOGIN_PER_EMAIL: positiveInt.default(10),
    RATE_LIMIT_LOGIN_PER_IP: positiveInt.default(100),
    RATE_LIMIT_REGISTER_PER_IP: positiveInt.default(30),
    RATE_LIMIT_SUPPORT_PER_USER: positiveInt.default(10),
    TRUST_PROXY: booleanFlag.default(false),
    GEOCODER_URL: z.url('must be an http(s) URL of a Nominatim-compatible service').optional(),
    GEOCODER_TIMEOUT_MS: positiveInt.max(30_000).default(2_000),
    MAP_TILE_URL: z
      .string()
      .regex(/^https?:\/\/.+\{z\}.*\{x\}.*\{y\}/, 'must be an http(s) tile URL template with {z}, {x} and {y}')
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    MAP_ATTRIBUTION: z.string().max(500).default('&copy; OpenStreetMap contributors'),
  });

/** Rules across keys, checked even when single keys are bad, so every problem is listed at once. */
function pairProblems(env: Record<string, string | undefined>): string[] {
  if (Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD)) return [];
  const missing = env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
  return [`${missing}: ADMIN_EMAIL and ADMIN_PASSWORD must be set together`];
}

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  demoData: boolean;
  admin: { email: string; password: string } | undefined;
  sessionTtlDays: number;
  logLevel: string;
  bodyLimitBytes: number;
  trustProxy: boolean;
  geocoder: { url: string | undefined; timeoutMs: number };
  map: { tileUrl: string; attribution: string };
  rateLimits: {
    windowMinutes: number;
    loginPerEmail: number;
    loginPerIp: number;
    registerPerIp: number;
    /** Support messages one user may send per 10 minutes. */
    supportPerUser: number;
  };
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** The only reader of process.env. Empty strings count as unset; every bad key is listed at once. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`)),
    ...pairProblems(cleaned),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    publicUrl: env.PUBLIC_URL,
    demoData: env.DEMO_DATA ?? !env.DATABASE_URL,
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    sessionTtlDays: env.SESSION_TTL_DAYS,
    logLevel: env.LOG_LEVEL,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    geocoder: { url: env.GEOCODER_URL, timeoutMs: env.GEOCODER_TIMEOUT_MS },
    map: { tileUrl: env.MAP_TILE_URL, attribution: env.MAP_ATTRIBUTION },
    rateLimits: {
      windowMinutes: env.RATE_LIMIT_WINDOW_MINUTES,
      loginPerEmail: env.RATE_LIMIT_LOGIN_PER_EMAIL,
      loginPerIp: env.RATE_LIMIT_LOGIN_PER_IP,
      registerPerIp: env.RATE_LIMIT_REGISTER_PER_IP,
      supportPerUser: env.RATE_LIMIT_SUPPORT_PER_USER,
    },
  };
}
