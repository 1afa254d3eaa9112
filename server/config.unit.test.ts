import os from 'node:os';
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

  it('quiets notifications 22:00–07:00 IST for users who chose nothing, unless NOTIFICATION_QUIET_HOURS says otherwise', () => {
    expect(loadConfig({}).notifications.defaultQuietHours).toEqual({ enabled: true, start: '22:00', end: '07:00' });
    expect(loadConfig({ NOTIFICATION_QUIET_HOURS: '23:30-06:00' }).notifications.defaultQuietHours).toEqual({ enabled: true, start: '23:30', end: '06:00' });
    expect(loadConfig({ NOTIFICATION_QUIET_HOURS: 'off' }).notifications.defaultQuietHours).toEqual({ enabled: false, start: '22:00', end: '07:00' });
    expect(() => loadConfig({ NOTIFICATION_QUIET_HOURS: '25:00-07:00' })).toThrow(/NOTIFICATION_QUIET_HOURS/);
  });

  it('turns metrics on with METRICS_TOKEN only (unset: off), refusing a short token', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined });
    expect(loadConfig({ METRICS_TOKEN: 'a-scraper-token-0123456789' }).metrics).toEqual({ token: 'a-scraper-token-0123456789' });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(() => loadConfig({ METRICS_TOKEN: 'has a space in the middle' })).toThrow(/METRICS_TOKEN/);
  });

  it('turns tracing on with OTEL_EXPORTER_OTLP_ENDPOINT only, with its headers and the share of traces kept', () => {
    expect(loadConfig({}).tracing).toBeUndefined();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_HEADERS: 'x-api-key=abc' }).tracing).toBeUndefined();
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).tracing).toEqual({ endpoint: 'http://collector:4318', headers: {}, sampleRatio: 1 });
    const withHeaders = loadConfig({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otlp.example.in',
      OTEL_EXPORTER_OTLP_HEADERS: 'x-api-key=abc123, authorization=Basic%20dXNlcjpwdw==',
      OTEL_TRACES_SAMPLER_ARG: '0.25',
    });
    expect(withHeaders.tracing).toEqual({
      endpoint: 'https://otlp.example.in',
      headers: { 'x-api-key': 'abc123', authorization: 'Basic dXNlcjpwdw==' },
      sampleRatio: 0.25,
    });
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_HEADERS: 'just-a-token' })).toThrow(/OTEL_EXPORTER_OTLP_HEADERS/);
    expect(() => loadConfig({ OTEL_TRACES_SAMPLER_ARG: '1.5' })).toThrow(/OTEL_TRACES_SAMPLER_ARG/);
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

  it('runs one worker per core by default, WORKERS when set (a positive whole number)', () => {
    expect(loadConfig({}).workers).toBe(os.availableParallelism());
    expect(loadConfig({ WORKERS: '3' }).workers).toBe(3);
    expect(() => loadConfig({ WORKERS: '0' })).toThrow(/WORKERS/);
  });

  it('reads the admin account and rate limits', () => {
    const config = loadConfig({ ADMIN_EMAIL: 'root@tutorhood.in', ADMIN_PASSWORD: 'change-me-now', RATE_LIMIT_LOGIN_PER_EMAIL: '5' });
    expect(config.admin).toEqual({ email: 'root@tutorhood.in', password: 'change-me-now' });
    expect(config.rateLimits.loginPerEmail).toBe(5);
  });

  it('reads the chat send limit per user (30 per 10 s by default)', () => {
    expect(loadConfig({}).rateLimits).toMatchObject({ messagesPerUser: 30, messagesWindowSeconds: 10 });
    const config = loadConfig({ RATE_LIMIT_MESSAGES_PER_USER: '60', RATE_LIMIT_MESSAGES_WINDOW_SECONDS: '30' });
    expect(config.rateLimits).toMatchObject({ messagesPerUser: 60, messagesWindowSeconds: 30 });
    expect(() => loadConfig({ RATE_LIMIT_MESSAGES_WINDOW_SECONDS: '0' })).toThrow(/RATE_LIMIT_MESSAGES_WINDOW_SECONDS/);
  });

  it('reads the account retention: 3 years inactive, a 48-hour notice, looked for hourly (0 off)', () => {
    expect(loadConfig({}).accountRetention).toEqual({ inactiveDays: 1095, noticeHours: 48, pollMinutes: 60 });
    const config = loadConfig({ ACCOUNT_RETENTION_DAYS: '730', ACCOUNT_RETENTION_NOTICE_HOURS: '72', ACCOUNT_RETENTION_POLL_MINUTES: '0' });
    expect(config.accountRetention).toEqual({ inactiveDays: 730, noticeHours: 72, pollMinutes: 0 });
    expect(() => loadConfig({ ACCOUNT_RETENTION_DAYS: '7' })).toThrow(/ACCOUNT_RETENTION_DAYS/);
    expect(() => loadConfig({ ACCOUNT_RETENTION_NOTICE_HOURS: '0' })).toThrow(/ACCOUNT_RETENTION_NOTICE_HOURS/);
  });

  it('reads the lesson change cut-off (120 minutes by default, at most a week) and the reminder poll (30 s; 0 off)', () => {
    expect(loadConfig({}).lessons).toEqual({ changeCutoffMinutes: 120 });
    expect(loadConfig({}).lessonReminderPollSeconds).toBe(30);
    expect(loadConfig({ LESSON_REMINDER_POLL_SECONDS: '0' }).lessonReminderPollSeconds).toBe(0);
    expect(() => loadConfig({ LESSON_REMINDER_POLL_SECONDS: '-1' })).toThrow(/LESSON_REMINDER_POLL_SECONDS/);
    expect(loadConfig({ LESSON_CHANGE_CUTOFF_MINUTES: '0' }).lessons.changeCutoffMinutes).toBe(0);
    expect(loadConfig({ LESSON_CHANGE_CUTOFF_MINUTES: '360' }).lessons.changeCutoffMinutes).toBe(360);
    expect(() => loadConfig({ LESSON_CHANGE_CUTOFF_MINUTES: '20000' })).toThrow(/LESSON_CHANGE_CUTOFF_MINUTES/);
  });

  it('reads the limit of public reads (120 a minute by default)', () => {
    expect(loadConfig({}).rateLimits).toMatchObject({ publicReadsPerIp: 120, publicReadsWindowSeconds: 60 });
    const config = loadConfig({ RATE_LIMIT_PUBLIC_READS_PER_IP: '600', RATE_LIMIT_PUBLIC_READS_WINDOW_SECONDS: '300' });
    expect(config.rateLimits).toMatchObject({ publicReadsPerIp: 600, publicReadsWindowSeconds: 300 });
    expect(() => loadConfig({ RATE_LIMIT_PUBLIC_READS_WINDOW_SECONDS: '7200' })).toThrow(/RATE_LIMIT_PUBLIC_READS_WINDOW_SECONDS/);
  });

  it('reads the mail settings and the password-reset limits (log instead of SMTP by default)', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: 'Tutorhood <no-reply@localhost>' });
    expect(loadConfig({}).rateLimits).toMatchObject({ resetPerEmail: 3, resetPerIp: 20 });
    const config = loadConfig({ SMTP_URL: 'smtp://mail.example.in:587', PUBLIC_URL: 'https://example.in', MAIL_FROM: 'Tutorhood <help@example.in>', RATE_LIMIT_RESET_PER_IP: '5' });
    expect(config.mail).toEqual({ smtpUrl: 'smtp://mail.example.in:587', from: 'Tutorhood <help@example.in>' });
    expect(config.rateLimits.resetPerIp).toBe(5);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.in' })).toThrow(/SMTP_URL/);
  });

  it('fans sockets out through PostgreSQL unless REDIS_URL names a Redis', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://redis.internal:6379' }).redisUrl).toBe('redis://redis.internal:6379');
    expect(loadConfig({ REDIS_URL: 'rediss://user:pw@redis.example.in:6380/0' }).redisUrl).toBe('rediss://user:pw@redis.example.in:6380/0');
    expect(() => loadConfig({ REDIS_URL: 'redis.internal:6379' })).toThrow(/REDIS_URL/);
  });

  it('keeps files on the local disk unless S3_BUCKET is set', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
  });

  it('reads the S3 store when S3_BUCKET is set with its companions', () => {
    const config = loadConfig({
      S3_BUCKET: 'tutorhood-files',
      S3_REGION: 'ap-south-1',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'tutorhood-files',
      region: 'ap-south-1',
      endpoint: 'http://minio:9000',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'b-1', S3_REGION: 'r', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).storage).toMatchObject({
      endpoint: undefined,
      forcePathStyle: false,
    });
  });

  it('lists every missing S3 companion at once, and refuses S3 keys without a bucket', () => {
    const problemKeys = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).problems.map((p) => p.split(':')[0]);
      }
    };
    expect(problemKeys({ S3_BUCKET: 'tutorhood-files' })).toEqual(['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']);
    expect(problemKeys({ S3_BUCKET: 'tutorhood-files', S3_REGION: 'r', S3_ACCESS_KEY_ID: 'k' })).toEqual(['S3_SECRET_ACCESS_KEY']);
    expect(problemKeys({ S3_ENDPOINT: 'http://minio:9000' })).toEqual(['S3_BUCKET']);
    expect(problemKeys({ S3_BUCKET: 'Not_A_Bucket', S3_REGION: 'r', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toEqual([
      'S3_BUCKET',
    ]);
  });

  it('builds email links from PUBLIC_URL only, defaulting to http://localhost:PORT', () => {
    expect(loadConfig({ PORT: '4100' })).toMatchObject({ publicUrl: 'http://localhost:4100', publicUrlConfigured: false });
    expect(loadConfig({ PUBLIC_URL: 'https://tutorhood.in/' })).toMatchObject({ publicUrl: 'https://tutorhood.in', publicUrlConfigured: true });
  });

  it('refuses to start in production with SMTP configured but no PUBLIC_URL', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.local:25' })).toThrow(/PUBLIC_URL: required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.local:25', PUBLIC_URL: 'https://tutorhood.in' })).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'development', SMTP_URL: 'smtp://mail.local:25' })).not.toThrow();
  });

  it('reads the VAPID key pair (set together), the subject and the allowed push services', () => {
    const publicKey = `B${'a'.repeat(86)}`;
    const privateKey = 'p'.repeat(43);
    expect(loadConfig({}).push).toEqual({
      vapidKeys: undefined,
      subject: 'mailto:no-reply@tutorhood.invalid',
      serviceHosts: ['fcm.googleapis.com', 'android.googleapis.com', 'updates.push.services.mozilla.com', '*.notify.windows.com', 'web.push.apple.com', '*.push.apple.com'],
      allowInsecureLoopback: false,
    });
    expect(loadConfig({ MAIL_FROM: 'Tutorhood <hello@tutorhood.in>' }).push.subject).toBe('mailto:hello@tutorhood.in');
    expect(loadConfig({ PUBLIC_URL: 'https://tutorhood.in/' }).push.subject).toBe('https://tutorhood.in');
    const configured = loadConfig({
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
      VAPID_SUBJECT: 'https://tutorhood.in/contact',
      PUSH_SERVICE_HOSTS: 'push.example.in, *.Push.Example.NET',
    }).push;
    expect(configured).toMatchObject({ vapidKeys: { publicKey, privateKey }, subject: 'https://tutorhood.in/contact', serviceHosts: ['push.example.in', '*.push.example.net'] });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://tutorhood.in' })).toThrow(/VAPID_SUBJECT: must be a mailto: or https: URL/);
    expect(() => loadConfig({ PUSH_SERVICE_HOSTS: 'https://push.example.in/' })).toThrow(/PUSH_SERVICE_HOSTS/);
  });
});
