import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { WEB_DIST_DIR } from './lib/paths.ts';
import { publicReadLimit } from './lib/public-read-limit.ts';
import { createRateLimiter } from './lib/rate-limiter.ts';
import { createMetrics } from './lib/metrics.ts';
import { APP_VERSION } from './lib/paths.ts';
import { createRealtime } from './lib/realtime.ts';
import type { Tracing } from './lib/tracing/start-tracing.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { createAccountService } from './modules/account/account.service.ts';
import { createMailer } from './modules/account/mailer.ts';
import { createPasswordResetService } from './modules/account/password-reset.service.ts';
import { emailVerificationRoutes } from './modules/email-verification/email-verification.routes.ts';
import { createEmailVerificationService } from './modules/email-verification/email-verification.service.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { adminMonitoringRoutes } from './modules/admin-monitoring/admin-monitoring.routes.ts';
import { createMonitoringService } from './modules/admin-monitoring/admin-monitoring.service.ts';
import { adminReportsRoutes } from './modules/admin-reports/admin-reports.routes.ts';
import { createAdminReportsService } from './modules/admin-reports/admin-reports.service.ts';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes.ts';
import { createAdminUsersService } from './modules/admin-users/admin-users.service.ts';
import { adminUserDetailRoutes } from './modules/admin-users/user-detail.routes.ts';
import { createAuditLog } from './modules/audit/audit-log.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { adminSupportRoutes } from './modules/support/admin-support.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { createSupportService } from './modules/support/support.service.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createLoginThrottle } from './modules/auth/login-throttle.ts';
import { createSessionService } from './modules/auth/sessions.service.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { createChatService } from './modules/chat/chat.service.ts';
import { registerChatSockets } from './modules/chat/chat.socket.ts';
import { createPresence, PRESENCE_REFRESH_MS } from './modules/chat/presence.ts';
import { publicConfigRoutes } from './modules/config/config.routes.ts';
import { createChildrenService } from './modules/families/children.service.ts';
import { familiesRoutes } from './modules/families/families.routes.ts';
import { createGuardianConsentService } from './modules/families/guardian-consent.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { kycAdminRoutes } from './modules/kyc/kyc-admin.routes.ts';
import { createKycReviewService } from './modules/kyc/kyc-review.service.ts';
import { kycRoutes } from './modules/kyc/kyc.routes.ts';
import { createKycService } from './modules/kyc/kyc.service.ts';
import { loadReverseGeocoder } from './modules/location/geocoding/reverse-geocoder.ts';
import { locationRoutes } from './modules/location/location.routes.ts';
import { createLocationService } from './modules/location/location.service.ts';
import { createNominatimGeocoder } from './modules/location/nominatim-geocoder.ts';
import { lessonRoutes } from './modules/lessons/lessons.routes.ts';
import { createLessonsService } from './modules/lessons/lessons.service.ts';
import { nearbyRoutes } from './modules/nearby/nearby.routes.ts';
import { profileRoutes } from './modules/profiles/profiles.routes.ts';
import { createProfilesService } from './modules/profiles/profiles.service.ts';
import { requestRoutes } from './modules/requests/requests.routes.ts';
import { createRequestsService } from './modules/requests/requests.service.ts';
import { relationshipsRoutes } from './modules/relationships/relationships.routes.ts';
import { requirementRoutes } from './modules/requirements/requirements.routes.ts';
import { createPublicRequirements } from './modules/requirements/requirements-public.ts';
import { publicRequirementRoutes } from './modules/requirements/requirements-public.routes.ts';
import { createRequirementsService } from './modules/requirements/requirements.service.ts';
import { reviewRoutes } from './modules/reviews/reviews.routes.ts';
import { createNotificationDelivery, DELIVERY_RETENTION_DAYS, type DeliveryChannel } from './modules/notification-delivery/notification-delivery.ts';
import type { NotificationChannel } from '../contract/notification-delivery.ts';
import { notificationPreferencesRoutes } from './modules/notification-delivery/preferences.routes.ts';
import { createNotificationPreferencesService } from './modules/notification-delivery/preferences.service.ts';
import { createPushChannel } from './modules/notification-delivery/push-channel.ts';
import { loadVapidKeys } from './modules/notification-delivery/push-keys.ts';
import { pushSubscriptionRoutes } from './modules/notification-delivery/push-subscriptions.routes.ts';
import { createPushSubscriptionsService } from './modules/notification-delivery/push-subscriptions.service.ts';
import { createEmailChannel } from './modules/notification-delivery/email-channel.ts';
import { createUnsubscribeTokens } from './modules/notification-delivery/unsubscribe-token.ts';
import { unsubscribeRoutes } from './modules/notification-delivery/unsubscribe.routes.ts';
import { createUnsubscribeService } from './modules/notification-delivery/unsubscribe.service.ts';
import { createReviewReminders } from './modules/reviews/review-reminders.ts';
import { lessonCalendarRoutes } from './modules/lesson-calendar/lesson-calendar.routes.ts';
import { createLessonCalendarService } from './modules/lesson-calendar/lesson-calendar.service.ts';
import { createAccountRetention } from './modules/account-retention/account-retention.ts';
import { createEmbeddedAutovacuum, vacuumLostVisibility } from './db/table-maintenance.ts';
import { createLessonReminders } from './modules/lesson-reminders/lesson-reminders.ts';
import { adminUserLessonsRoutes } from './modules/admin-users/user-lessons.routes.ts';
import { createReviewsService } from './modules/reviews/reviews.service.ts';
import { publicTutorsRoutes } from './modules/search/public-tutors.routes.ts';
import { createPublicTutorsService } from './modules/search/public-tutors.service.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { createSearchService } from './modules/search/search.service.ts';
import { statsRoutes } from './modules/stats/stats.routes.ts';
import { createStatsService } from './modules/stats/stats.service.ts';
import { createNearbyService } from './modules/nearby/nearby.service.ts';
import { profilePageRoutes } from './modules/tutor-profiles/profile-page.routes.ts';
import { createSitemap } from './modules/tutor-profiles/sitemap.ts';
import { sitemapRoutes } from './modules/tutor-profiles/sitemap.routes.ts';
import { tutorProfileRoutes } from './modules/tutor-profiles/tutor-profiles.routes.ts';
import { createTutorProfilesService } from './modules/tutor-profiles/tutor-profiles.service.ts';
import { createFileStore } from './modules/uploads/file-store.ts';
import { uploadsStatic } from './modules/uploads/uploads-static.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { createUploadsService } from './modules/uploads/uploads.service.ts';
import authPlugin from './plugins/auth.ts';
import compressionPlugin from './plugins/compression.ts';
import docsPlugin from './plugins/docs.ts';
import metricsPlugin from './plugins/metrics.ts';
import errorsPlugin from './plugins/errors.ts';
import requestIdPlugin, { requestIdOptions } from './plugins/request-id.ts';
import textInputPlugin from './plugins/text-input.ts';
import securityPlugin from './plugins/security.ts';
import socketsPlugin from './plugins/sockets.ts';
import drainPlugin from './lifecycle/drain.ts';
import staticWebPlugin, { readProfileTemplates, readWebIndex } from './plugins/static-web.ts';

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Where the built web app lives; tests point it at a missing folder. */
  webDir?: string;
  /** A node:cluster worker behind @socket.io/sticky (server/lifecycle/run-worker.ts). */
  clusterWorker?: boolean;
  /** Told of every route as it is registered (the public-exposure test walks the whole route table). */
  onRoute?: (route: RouteOptions) => void;
  /** Ways out for email and push in place of the configured ones (tests record what would be sent). */
  notificationChannels?: Partial<Record<NotificationChannel, DeliveryChannel>>;
  /** false: this instance queues notifications but never takes any to send (a test whose own worker takes them). */
  notificationWorker?: boolean;
  /** OpenTelemetry, when OTEL_EXPORTER_OTLP_ENDPOINT is set (server/lib/tracing/): names HTTP spans by route. */
  tracing?: Tracing;
}

/** The one composition root: plugins, then services, then every module, in this order. */
export async function buildApp({ config, database, webDir = WEB_DIST_DIR, clusterWorker = false, onRoute, notificationChannels, notificationWorker = true, tracing }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, redact: ['req.headers.authorization'] },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // X-Request-Id: a sane incoming id is kept, else a UUID; in every log line of the request and echoed back.
    ...requestIdOptions(),
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  // Services: plain functions over the database, reused by HTTP routes, sockets and scripts.
  const { db } = database;
  const metrics = createMetrics({ enabled: Boolean(config.metrics.token), version: APP_VERSION });
  const realtime = createRealtime();
  const sessions = createSessionService(db, { ttlDays: config.sessionTtlDays });
  const rateLimiter = createRateLimiter(db);
  const throttle = createLoginThrottle(rateLimiter, config.rateLimits);
  const mailer = createMailer(config.mail, app.log);
  const emailVerification = createEmailVerificationService({
    db,
    mailer,
    rateLimiter,
    publicUrl: config.publicUrl,
    log: app.log,
    // `auth` exists by the time any link is opened.
    accountChanged: (userId) => auth.accounts.invalidateUser(userId),
  });
  // Email and push to users outside the app: queued by the services, sent by whichever instance claims them.
  const vapidKeys = await loadVapidKeys(db, config.push.vapidKeys);
  const pushChannel = createPushChannel({ db, vapidKeys, subject: config.push.subject, rules: config.push });
  const unsubscribeTokens = createUnsubscribeTokens(db);
  const emailChannel = createEmailChannel({ mailer, tokens: unsubscribeTokens, publicUrl: config.publicUrl });
  const delivery = createNotificationDelivery({ db, channels: notificationChannels ?? { email: emailChannel, push: pushChannel }, options: config.notifications, log: app.log, metrics });
  const notifications = createNotificationsService({ db, realtime, delivery });
  const consents = createGuardianConsentService({ db, mailer, rateLimiter, publicUrl: config.publicUrl, log: app.log, notifications });
  const children = createChildrenService({ db, sessions });
  const auth = createAuthService({ db, sessions, throttle, emailVerification, consents });
  const audit = createAuditLog(db);
  const externalGeocoder = config.geocoder.url
    ? createNominatimGeocoder(config.geocoder.url, {
        timeoutMs: config.geocoder.timeoutMs,
        userAgent: `Tutorhood/1.0 (${config.publicUrlConfigured ? config.publicUrl : 'self-hosted'})`,
        onError: (err) => app.log.warn({ err }, 'external geocoder failed; saved with offline address'),
      })
    : undefined;
  const location = createLocationService({ db, geocoder: loadReverseGeocoder(), externalGeocoder });
  const nearby = createNearbyService({ db });
  // Files: public images and KYC documents, under DATA_DIR or in an S3 bucket (S3_BUCKET; created when missing).
  const files = await createFileStore(config, app.log);
  app.addHook('onClose', async () => files.close());
  const uploads = createUploadsService({ db, files });
  const kyc = createKycService({ db, files });
  const kycReview = createKycReviewService({ db, files, audit, notifications });
  const adminUsers = createAdminUsersService({ db, sessions, realtime, files, audit });
  const account = createAccountService({ db, auth, files, realtime });
  const passwordResets = createPasswordResetService({ db, sessions, rateLimiter, throttle, mailer, limits: config.rateLimits, log: app.log });
  const adminReports = createAdminReportsService({ db, audit, adminUsers, notifications });
  const monitoring = createMonitoringService({ db, audit });
  const profiles = createProfilesService({ db, auth });
  const reviews = createReviewsService({ db, delivery });
  const reviewReminders = createReviewReminders({ db, notifications });
  const lessonReminders = createLessonReminders({ db, notifications, pollSeconds: config.lessonReminderPollSeconds, log: app.log });
  const accountRetention = createAccountRetention({ db, pool: database.pool, mailer, files, realtime, settings: config.accountRetention, publicUrl: config.publicUrl, log: app.log });
  const lessonCalendar = createLessonCalendarService({ db, publicUrl: config.publicUrl });
  const requests = createRequestsService({ db, realtime, notifications, delivery });
  const requirements = createRequirementsService({ db, realtime });
  const lessons = createLessonsService({ db, realtime, notifications, changeCutoffMinutes: config.lessons.changeCutoffMinutes });
  const publicRequirements = createPublicRequirements({ db });
  const search = createSearchService({ db, countCap: config.search.countCap });
  const publicTutors = createPublicTutorsService({ db, countCap: config.search.countCap });
  const stats = createStatsService({ db });
  const tutorProfiles = createTutorProfilesService({ db });
  const sitemap = createSitemap(db, { publicUrl: config.publicUrl });
  // Reads anyone may make signed out (public profiles, their reviews, the sitemap): generous, per IP address.
  const publicReads = publicReadLimit(rateLimiter, {
    limit: config.rateLimits.publicReadsPerIp,
    windowSeconds: config.rateLimits.publicReadsWindowSeconds,
  });
  const chat = createChatService({
    db,
    realtime,
    delivery,
    metrics,
    sendLimit: { count: config.rateLimits.messagesPerUser, windowMs: config.rateLimits.messagesWindowSeconds * 1000 },
  });
  const support = createSupportService({ db, realtime, notifications, audit, rateLimiter, supportPerUser: config.rateLimits.supportPerUser });
  const presence = createPresence({ db, realtime, instanceId: randomUUID() });
  // One embedded instance: sockets of a previous run are gone. Servers sweep rows of dead instances instead.
  if (database.kind === 'embedded') await presence.resetAll();

  // Plugins. Metrics first: its hook times every route.
  if (tracing) await app.register(tracing.routeNames);
  await app.register(metricsPlugin, { metrics, token: config.metrics.token, database, outboxDepth: () => delivery.depth() });
  await app.register(requestIdPlugin);
  await app.register(errorsPlugin);
  await app.register(drainPlugin);
  await app.register(textInputPlugin);
  await app.register(securityPlugin, { mapTileUrl: config.map.tileUrl });
  await app.register(compressionPlugin);
  await app.register(docsPlugin);
  await app.register(authPlugin, { sessions, accounts: auth.accounts, database, sessionTtlDays: config.sessionTtlDays, publicUrl: config.publicUrl });
  await app.register(socketsPlugin, {
    sessions,
    pool: database.pool,
    redisUrl: config.redisUrl,
    realtime,
    clusterWorker,
    site: { publicUrl: config.publicUrl, trustProxy: config.trustProxy },
  });

  // Modules.
  await app.register(healthRoutes, { prefix: '/api', database });
  await app.register(authRoutes, { prefix: '/api/auth', auth });
  await app.register(emailVerificationRoutes, { verification: emailVerification });
  await app.register(accountRoutes, { account, passwordResets, publicUrl: config.publicUrl });
  await app.register(familiesRoutes, { children, consents });
  await app.register(adminRoutes, { prefix: '/api/admin', auth, audit });
  await app.register(adminUsersRoutes, { prefix: '/api/admin', adminUsers });
  await app.register(adminUserDetailRoutes, { prefix: '/api/admin', db, audit });
  await app.register(adminUserLessonsRoutes, { prefix: '/api/admin', db });
  await app.register(adminReportsRoutes, { prefix: '/api/admin', reports: adminReports });
  await app.register(adminMonitoringRoutes, { prefix: '/api/admin', monitoring });
  await app.register(auditRoutes, { prefix: '/api/admin', audit });
  await app.register(notificationRoutes, { prefix: '/api/notifications', notifications });
  await app.register(notificationPreferencesRoutes, { prefix: '/api/notifications', preferences: createNotificationPreferencesService({ db, defaultQuietHours: config.notifications.defaultQuietHours }) });
  await app.register(pushSubscriptionRoutes, {
    prefix: '/api/notifications',
    push: createPushSubscriptionsService({ db, publicKey: vapidKeys.publicKey, rules: config.push }),
  });
  await app.register(supportRoutes, { prefix: '/api/support', support });
  await app.register(adminSupportRoutes, { prefix: '/api/admin', support });
  await app.register(publicConfigRoutes, { prefix: '/api', config });
  await app.register(locationRoutes, { location });
  await app.register(nearbyRoutes, { nearby });
  await app.register(uploadsRoutes, { uploads });
  await app.register(kycRoutes, { kyc });
  await app.register(kycAdminRoutes, { prefix: '/api/admin/kyc', review: kycReview });
  await app.register(uploadsStatic, { prefix: '/uploads', files });
  await app.register(profileRoutes, { prefix: '/api/profile', profiles });
  await app.register(reviewRoutes, { prefix: '/api/reviews', reviews });
  await app.register(requestRoutes, { requests });
  await app.register(lessonRoutes, { lessons, limit: publicReads });
  await app.register(requirementRoutes, { prefix: '/api/requirements', requirements });
  await app.register(publicRequirementRoutes, { prefix: '/api/public/requirements', requirements: publicRequirements, limit: publicReads });
  await app.register(chatRoutes, { chat });
  await app.register(relationshipsRoutes, { db });
  await app.register(lessonCalendarRoutes, { calendar: lessonCalendar, limit: publicReads });
  registerChatSockets(app.io, { chat, presence, realtime, log: app.log });
  await app.register(searchRoutes, { prefix: '/api/search', search });
  await app.register(publicTutorsRoutes, { tutors: publicTutors, limit: publicReads });
  await app.register(statsRoutes, { prefix: '/api/stats', stats });
  await app.register(tutorProfileRoutes, { tutorProfiles, limit: publicReads });
  await app.register(unsubscribeRoutes, { prefix: '/api/notifications', unsubscribe: createUnsubscribeService({ db, tokens: unsubscribeTokens }), limit: publicReads });

  // Pages for visitors and crawlers, before static-web so these routes answer their paths instead of the app's fallback.
  await app.register(profilePageRoutes, {
    tutorProfiles,
    limit: publicReads,
    indexHtml: readWebIndex(webDir),
    templates: readProfileTemplates(webDir),
    publicUrl: config.publicUrl,
  });
  await app.register(sitemapRoutes, { sitemap, limit: publicReads, publicUrl: config.publicUrl });
  await app.register(staticWebPlugin, { webDir });

  // Housekeeping shared by every instance: expired sessions and rate-limit windows.
  const housekeeping = setInterval(
    () => {
      void sessions.purgeExpired().catch((err) => app.log.warn({ err }, 'session purge failed'));
      void rateLimiter.purgeExpired(throttle.windowMs).catch((err) => app.log.warn({ err }, 'rate-limit purge failed'));
      void delivery.purgeFinished(DELIVERY_RETENTION_DAYS).catch((err) => app.log.warn({ err }, 'notification outbox purge failed'));
    },
    10 * 60 * 1000,
  );
  housekeeping.unref();
  const presenceRefresh = setInterval(
    () => void presence.refresh().catch((err) => app.log.warn({ err }, 'presence refresh failed')),
    PRESENCE_REFRESH_MS,
  );
  presenceRefresh.unref();
  // Every instance may run it: batches take an advisory lock and skip pairs already reminded.
  const reviewReminderTimer =
    config.reviewReminderIntervalMinutes > 0
      ? setInterval(
          () => void reviewReminders.run().catch((err) => app.log.warn({ err }, 'review reminders failed')),
          config.reviewReminderIntervalMinutes * 60 * 1000,
        )
      : undefined;
  reviewReminderTimer?.unref();
  if (notificationWorker) delivery.start();
  // Every instance polls: due lessons are claimed with SKIP LOCKED and marked in the reminder's own transaction.
  lessonReminders.start();
  accountRetention.start();
  // A PostgreSQL server has its own autovacuum; the embedded database has no background worker to run one. On a server,
  // one instance vacuums once, in the background, the tables a migration left without a visibility map.
  const autovacuum = database.kind === 'embedded' ? createEmbeddedAutovacuum({ db, log: app.log }) : undefined;
  autovacuum?.start();
  const visibilityPass =
    database.kind === 'server'
      ? vacuumLostVisibility(db, database.pool, app.log).catch((err: unknown) => app.log.warn({ err }, 'visibility map vacuum failed'))
      : undefined;
  app.addHook('onClose', async () => {
    await autovacuum?.stop();
    await visibilityPass;
    await lessonReminders.stop();
    await accountRetention.stop();
    await delivery.stop();
    clearInterval(housekeeping);
    clearInterval(presenceRefresh);
    clearInterval(reviewReminderTimer);
    // The sockets are closed by now (sockets plugin, preClose); the database closes after this hook.
    await presence.drainAndDrop().catch((err) => app.log.warn({ err }, 'presence settle on shutdown failed'));
  });

  return app;
}
