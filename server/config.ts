import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LESSON_CHANGE_CUTOFF_MINUTES } from '../contract/lessons.ts';
import { DEFAULT_QUIET_HOURS, type QuietHours } from '../contract/notification-delivery.ts';
import { SEARCH_COUNT_CAP } from '../contract/search.ts';

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
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/[^\s]+$/, 'must be a redis:// or rediss:// URL')
      .optional(),
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
    RATE_LIMIT_MESSAGES_PER_USER: positiveInt.default(30),
    RATE_LIMIT_MESSAGES_WINDOW_SECONDS: positiveInt.max(3600).default(10),
    RATE_LIMIT_RESET_PER_EMAIL: positiveInt.default(3),
    RATE_LIMIT_RESET_PER_IP: positiveInt.default(20),
    RATE_LIMIT_PUBLIC_READS_PER_IP: positiveInt.default(120),
    RATE_LIMIT_PUBLIC_READS_WINDOW_SECONDS: positiveInt.max(3600).default(60),
    /** 0 turns the review reminder off on this instance. */
    REVIEW_REMINDER_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(7 * 24 * 60).default(60),
    /** Until how long before a lesson starts either side may reschedule or cancel it (up to a week). */
    LESSON_CHANGE_CUTOFF_MINUTES: z.coerce.number().int().min(0).max(7 * 24 * 60).default(DEFAULT_LESSON_CHANGE_CUTOFF_MINUTES),
    /** How often an instance looks for lessons to remind both sides of (0 turns it off on this instance). */
    LESSON_REMINDER_POLL_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    ACCOUNT_RETENTION_DAYS: z.coerce.number().int().min(30).max(36_500).default(1095),
    ACCOUNT_RETENTION_NOTICE_HOURS: z.coerce.number().int().min(1).max(30 * 24).default(48),
    ACCOUNT_RETENTION_POLL_MINUTES: z.coerce.number().int().min(0).max(7 * 24 * 60).default(60),
    /** Unread chat messages wait this long before their email (one per conversation). */
    MESSAGE_EMAIL_DELAY_SECONDS: z.coerce.number().int().min(0).max(24 * 60 * 60).default(600),
    /** The quiet hours (IST) of users who have not set their own: 'HH:MM-HH:MM', or 'off'. */
    NOTIFICATION_QUIET_HOURS: z
      .string()
      .regex(/^(off|([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d)$/, "must be 'HH:MM-HH:MM' (IST) or 'off'")
      .default(`${DEFAULT_QUIET_HOURS.start}-${DEFAULT_QUIET_HOURS.end}`),
    /** How often an instance looks for emails and pushes to send (0: only right after something is queued). */
    NOTIFICATION_POLL_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
    /** Web Push (VAPID) key pair, base64url, set together; unset: made on first start and kept in the database. */
    VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)').optional(),
    VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)').optional(),
    /** Who the push services can contact about this server's pushes; unset: from MAIL_FROM, else PUBLIC_URL. */
    VAPID_SUBJECT: z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: URL').optional(),
    /** Push services a browser's subscription may point at (SSRF guard): host names, `*.` for any subdomain. */
    PUSH_SERVICE_HOSTS: z
      .string()
      .regex(/^\s*(\*\.)?[a-z0-9.-]+(\s*,\s*(\*\.)?[a-z0-9.-]+)*\s*$/i, 'must be a comma-separated list of host names (*.example.com for subdomains)')
      .optional(),
    SMTP_URL: z.string().regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL').optional(),
    MAIL_FROM: z.string().max(320).default('Tutorhood <no-reply@localhost>'),
    TRUST_PROXY: booleanFlag.default(false),
    /** Server processes on one port (node:cluster), PostgreSQL only; unset: one per core. */
    WORKERS: positiveInt.max(256).optional(),
    GEOCODER_URL: z.url('must be an http(s) URL of a Nominatim-compatible service').optional(),
    GEOCODER_TIMEOUT_MS: positiveInt.max(30_000).default(2_000),
    MAP_TILE_URL: z
      .string()
      .regex(/^https?:\/\/.+\{z\}.*\{x\}.*\{y\}/, 'must be an http(s) tile URL template with {z}, {x} and {y}')
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    MAP_ATTRIBUTION: z.string().max(500).default('&copy; OpenStreetMap contributors'),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3-63 lowercase letters, digits, dots and hyphens')
      .optional(),
    S3_ENDPOINT: z.url('must be an http(s) URL of an S3-compatible service').optional(),
    S3_REGION: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    /** GET /metrics answers a scraper sending `Authorization: Bearer <this>`; unset: metrics are off (404). */
    METRICS_TOKEN: z.string().regex(/^\S{16,}$/, 'must be at least 16 characters without spaces').optional(),
    /** An OTLP/HTTP collector (traces go to <this>/v1/traces); unset: tracing is off and no OpenTelemetry code loads. */
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL of an OTLP/HTTP collector' }).optional(),
    /** Headers sent with every export (a collector's API key): 'name=value,name2=value2'. */
    OTEL_EXPORTER_OTLP_HEADERS: z
      .string()
      .regex(/^\s*[^=,\s]+\s*=[^,]*(,\s*[^=,\s]+\s*=[^,]*)*$/, "must be 'name=value' pairs separated by commas")
      .optional(),
    /** The share of traces kept, 0 to 1: each request or socket event decides for its whole trace. */
    OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(1),
  });

/** Every environment variable the server reads (a deployment's settings can be checked against it). */
export const CONFIG_ENV_KEYS: readonly string[] = Object.keys(EnvSchema.shape);

/** Rules across keys, checked even when single keys are bad, so every problem is listed at once. */
function pairProblems(env: Record<string, string | undefined>): string[] {
  return [...adminPairProblems(env), ...vapidPairProblems(env), ...s3Problems(env), ...publicUrlProblems(env)];
}

/**
 * Links in emails (password reset, email verification, guardian consent) are built from PUBLIC_URL only, never from a
 * request's Origin or Host. Without it they point at http://localhost:PORT, which is right for one machine but would
 * send real recipients nowhere: production with real email must say where the site lives.
 */
function publicUrlProblems(env: Record<string, string | undefined>): string[] {
  const production = (env.NODE_ENV ?? 'production') === 'production';
  if (production && env.SMTP_URL && !env.PUBLIC_URL) {
    return ['PUBLIC_URL: required in production when SMTP_URL is set (links in emails are built from it)'];
  }
  return [];
}

function adminPairProblems(env: Record<string, string | undefined>): string[] {
  if (Boolean(env.ADMIN_EMAIL) === Boolean(env.ADMIN_PASSWORD)) return [];
  const missing = env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
  return [`${missing}: ADMIN_EMAIL and ADMIN_PASSWORD must be set together`];
}

function vapidPairProblems(env: Record<string, string | undefined>): string[] {
  if (Boolean(env.VAPID_PUBLIC_KEY) === Boolean(env.VAPID_PRIVATE_KEY)) return [];
  const missing = env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
  return [`${missing}: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together`];
}

/**
 * The push services of Chrome/Edge/Android (FCM), Firefox (Mozilla autopush), Windows (WNS) and Safari (Apple). A
 * subscription pointing anywhere else is refused: the server would POST to whatever URL a browser gave it.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
] as const;

/** The VAPID subject: MAIL_FROM's address as mailto:, else the site's https address, else a placeholder address. */
function vapidSubjectOf(mailFrom: string, publicUrl: string): string {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? (/^[^<>\s]+@[^<>\s]+$/.test(mailFrom.trim()) ? mailFrom.trim() : undefined);
  if (address && !address.endsWith('@localhost')) return `mailto:${address}`;
  if (publicUrl.startsWith('https://')) return publicUrl;
  return 'mailto:no-reply@tutorhood.invalid';
}

const S3_REQUIRED = ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_OPTIONAL = ['S3_ENDPOINT', 'S3_FORCE_PATH_STYLE'] as const;

/** S3_BUCKET turns the object store on and needs its companions; any other S3_ key without it is a mistake, not a no-op. */
function s3Problems(env: Record<string, string | undefined>): string[] {
  if (env.S3_BUCKET) return S3_REQUIRED.filter((key) => !env[key]).map((key) => `${key}: required when S3_BUCKET is set`);
  return [...S3_REQUIRED, ...S3_OPTIONAL]
    .filter((key) => env[key])
    .map((key) => `S3_BUCKET: must be set when ${key} is set (without it files stay on the local disk)`);
}

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** socket.io fans out between instances through this Redis instead of PostgreSQL. */
  redisUrl?: string;
  /** The site's address for links in emails: PUBLIC_URL (no trailing slash), else http://localhost:PORT. */
  publicUrl: string;
  /** PUBLIC_URL was set (not the localhost default). */
  publicUrlConfigured: boolean;
  demoData: boolean;
  admin: { email: string; password: string } | undefined;
  sessionTtlDays: number;
  logLevel: string;
  bodyLimitBytes: number;
  trustProxy: boolean;
  /** Server processes on one port (PostgreSQL only: the embedded database is one process). */
  workers: number;
  geocoder: { url: string | undefined; timeoutMs: number };
  map: { tileUrl: string; attribution: string };
  /** Outgoing email (password resets): SMTP when set, else the message is written to the server log. */
  mail: { smtpUrl: string | undefined; from: string };
  /** Where uploads and KYC documents live: DATA_DIR (one instance) or an S3-compatible bucket (any number). */
  storage: StorageConfig;
  /** Email and push outside the app. */
  notifications: { messageEmailDelaySeconds: number; pollSeconds: number; defaultQuietHours: QuietHours };
  /**
   * Web Push: the VAPID key pair from env (unset: made on first start, kept in app_secrets), the subject push services
   * see, and the push-service hosts a subscription may point at. `allowInsecureLoopback` lets tests run a push service
   * on http://127.0.0.1 (never settable from env; only loopback hosts).
   */
  push: {
    vapidKeys: { publicKey: string; privateKey: string } | undefined;
    subject: string;
    serviceHosts: string[];
    allowInsecureLoopback: boolean;
  };
  /** How often this instance looks for students and parents to remind to review a teacher (0: never). */
  reviewReminderIntervalMinutes: number;
  lessons: { changeCutoffMinutes: number };
  /** How often this instance looks for lessons due a reminder (0: never). */
  lessonReminderPollSeconds: number;
  /**
   * Accounts nobody has used for `inactiveDays` are erased `noticeHours` after an email saying so (DPDP Rules, rule 8);
   * this instance looks every `pollMinutes` (0: never).
   */
  accountRetention: { inactiveDays: number; noticeHours: number; pollMinutes: number };
  rateLimits: {
    windowMinutes: number;
    loginPerEmail: number;
    loginPerIp: number;
    registerPerIp: number;
    /** Support messages one user may send per 10 minutes. */
    supportPerUser: number;
    /** Chat messages one user may send per window, over every socket, the REST route and every instance. */
    messagesPerUser: number;
    messagesWindowSeconds: number;
    /** Forgot-password requests per email and per IP address, per window. */
    resetPerEmail: number;
    resetPerIp: number;
    /**
     * Reads of public pages and their APIs (tutor profiles, their reviews, the sitemap) per window: per IP address
     * signed out, per account signed in.
     */
    publicReadsPerIp: number;
    publicReadsWindowSeconds: number;
  };
  /** Search counts are exact up to this many, then "more than" (SEARCH_COUNT_CAP; tests lower it). */
  search: { countCap: number };
  /** Prometheus metrics at GET /metrics for this bearer token; unset: off (nothing collected, 404). */
  metrics: { token: string | undefined };
  /** OpenTelemetry tracing to an OTLP/HTTP collector; undefined: off (server/lib/tracing.ts). */
  tracing: TracingConfig | undefined;
};

export type TracingConfig = {
  /** The collector's base URL (no trailing slash); spans are posted to `${endpoint}/v1/traces`. */
  endpoint: string;
  headers: Record<string, string>;
  sampleRatio: number;
};

export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** Unset: AWS itself. */
      endpoint: string | undefined;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
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
    redisUrl: env.REDIS_URL,
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : `http://localhost:${env.PORT}`,
    publicUrlConfigured: Boolean(env.PUBLIC_URL),
    demoData: env.DEMO_DATA ?? !env.DATABASE_URL,
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    sessionTtlDays: env.SESSION_TTL_DAYS,
    logLevel: env.LOG_LEVEL,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    workers: env.WORKERS ?? os.availableParallelism(),
    geocoder: { url: env.GEOCODER_URL, timeoutMs: env.GEOCODER_TIMEOUT_MS },
    map: { tileUrl: env.MAP_TILE_URL, attribution: env.MAP_ATTRIBUTION },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    storage:
      env.S3_BUCKET && env.S3_REGION && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            kind: 's3',
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'local' },
    notifications: {
      messageEmailDelaySeconds: env.MESSAGE_EMAIL_DELAY_SECONDS,
      pollSeconds: env.NOTIFICATION_POLL_SECONDS,
      defaultQuietHours: quietHoursSetting(env.NOTIFICATION_QUIET_HOURS),
    },
    push: {
      vapidKeys: env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : undefined,
      subject: env.VAPID_SUBJECT ?? vapidSubjectOf(env.MAIL_FROM, env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : ''),
      serviceHosts: env.PUSH_SERVICE_HOSTS
        ? env.PUSH_SERVICE_HOSTS.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean)
        : [...DEFAULT_PUSH_SERVICE_HOSTS],
      allowInsecureLoopback: false,
    },
    reviewReminderIntervalMinutes: env.REVIEW_REMINDER_INTERVAL_MINUTES,
    lessons: { changeCutoffMinutes: env.LESSON_CHANGE_CUTOFF_MINUTES },
    lessonReminderPollSeconds: env.LESSON_REMINDER_POLL_SECONDS,
    accountRetention: { inactiveDays: env.ACCOUNT_RETENTION_DAYS, noticeHours: env.ACCOUNT_RETENTION_NOTICE_HOURS, pollMinutes: env.ACCOUNT_RETENTION_POLL_MINUTES },
    rateLimits: {
      windowMinutes: env.RATE_LIMIT_WINDOW_MINUTES,
      loginPerEmail: env.RATE_LIMIT_LOGIN_PER_EMAIL,
      loginPerIp: env.RATE_LIMIT_LOGIN_PER_IP,
      registerPerIp: env.RATE_LIMIT_REGISTER_PER_IP,
      supportPerUser: env.RATE_LIMIT_SUPPORT_PER_USER,
      messagesPerUser: env.RATE_LIMIT_MESSAGES_PER_USER,
      messagesWindowSeconds: env.RATE_LIMIT_MESSAGES_WINDOW_SECONDS,
      resetPerEmail: env.RATE_LIMIT_RESET_PER_EMAIL,
      resetPerIp: env.RATE_LIMIT_RESET_PER_IP,
      publicReadsPerIp: env.RATE_LIMIT_PUBLIC_READS_PER_IP,
      publicReadsWindowSeconds: env.RATE_LIMIT_PUBLIC_READS_WINDOW_SECONDS,
    },
    /** Search counts stop past this many ("more than 1,000"); not an environment setting (tests lower it). */
    search: { countCap: SEARCH_COUNT_CAP },
    metrics: { token: env.METRICS_TOKEN },
    tracing: env.OTEL_EXPORTER_OTLP_ENDPOINT
      ? {
          endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, ''),
          headers: otlpHeaders(env.OTEL_EXPORTER_OTLP_HEADERS),
          sampleRatio: env.OTEL_TRACES_SAMPLER_ARG,
        }
      : undefined,
  };
}

/** OTEL_EXPORTER_OTLP_HEADERS ('name=value,…', values may be percent-encoded as the OpenTelemetry spec allows). */
function otlpHeaders(value: string | undefined): Record<string, string> {
  if (!value) return {};
  return Object.fromEntries(
    value.split(',').map((pair) => {
      const at = pair.indexOf('=');
      const raw = pair.slice(at + 1).trim();
      return [pair.slice(0, at).trim(), safeDecode(raw)];
    }),
  );
}

/** NOTIFICATION_QUIET_HOURS as preferences hold it ('off' keeps the default times, switched off). */
function quietHoursSetting(value: string): QuietHours {
  if (value === 'off') return { ...DEFAULT_QUIET_HOURS, enabled: false };
  const [start, end] = value.split('-') as [string, string];
  return { enabled: true, start, end };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
