import { createHash, randomBytes } from 'node:crypto';
import { BOOKING_HORIZON_DAYS, type CalendarFeed } from '../../../contract/lessons.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { feedIcs, lessonFileName, lessonIcs } from './lesson-calendar.ics.ts';
import { createLessonCalendarRepository } from './lesson-calendar.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The feed reaches this far back, and to the booking horizon (plus a day) ahead. */
export const FEED_PAST_DAYS = 30;
const FEED_MAX_LESSONS = 1000;

/** Only the SHA-256 of a feed token is stored: the URL is shown once, when the feed is made. */
export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** 32 random bytes, as 64 hex digits (safe in a path, no dot to confuse the `.ics` suffix). */
export const FEED_TOKEN_PATTERN = /^[0-9a-f]{64}$/;

/**
 * Lessons in calendars: one lesson's .ics for whoever may see it, and each user's private feed URL, whose
 * token is the credential (revocable; replacing it ends the old URL).
 */
export function createLessonCalendarService({ db, publicUrl }: { db: Database; publicUrl: string }) {
  const repository = createLessonCalendarRepository(db);
  const languageOf = async (userId: string) => (await repository.languageOf(userId)) ?? 'en';

  return {
    /** One lesson's file; 404 unless the viewer may see the lesson. */
    async lessonFile(viewerId: string, lessonId: string): Promise<{ fileName: string; ics: string }> {
      const row = await repository.findVisible(viewerId, lessonId);
      if (!row) throw notFound('Lesson');
      return { fileName: lessonFileName(row), ics: lessonIcs(row, { id: viewerId, language: await languageOf(viewerId) }, publicUrl) };
    },

    async feedStatus(userId: string): Promise<CalendarFeed> {
      const feed = await repository.findFeed(userId);
      return { active: Boolean(feed), createdAt: feed?.createdAt.toISOString() ?? null, url: null };
    },

    /** A new token (the previous one, if any, stops working); its URL is returned this once. */
    async createFeed(userId: string): Promise<CalendarFeed> {
      const token = randomBytes(32).toString('hex');
      const { createdAt } = await repository.saveFeed(userId, hashFeedToken(token));
      return { active: true, createdAt: createdAt.toISOString(), url: `${publicUrl}/api/calendar/${token}.ics` };
    },

    revokeFeed: (userId: string) => repository.deleteFeed(userId),

    /** The feed behind a token; 404 for an unknown, replaced or revoked one (or a banned owner). */
    async feed(token: string, now = new Date()): Promise<string> {
      const ownerId = FEED_TOKEN_PATTERN.test(token) ? await repository.feedOwner(hashFeedToken(token)) : undefined;
      if (!ownerId) throw notFound('Calendar feed');
      const from = new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS);
      const to = new Date(now.getTime() + (BOOKING_HORIZON_DAYS + 1) * DAY_MS);
      const rows = await repository.listVisible(ownerId, from, to, FEED_MAX_LESSONS);
      return feedIcs(rows, { id: ownerId, language: await languageOf(ownerId) }, publicUrl, now);
    },
  };
}
export type LessonCalendarService = ReturnType<typeof createLessonCalendarService>;
