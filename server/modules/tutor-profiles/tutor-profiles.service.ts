import { z } from 'zod';
import { MESSAGES } from '../../../contract/messages.ts';
import {
  PUBLIC_REVIEWS_PAGE_SIZE,
  publicIdOfSlug,
  type PublicReviewsPage,
  type PublicTutorProfile,
} from '../../../contract/tutor-profiles.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor, encodeCursor } from '../../lib/pagination.ts';
import type { SessionUser } from '../auth/sessions.service.ts';
import { isPublicTutor, MIN_ANSWERS_FOR_RESPONSE_TIME } from './tutor-profiles.policy.ts';
import { presentPublicReview, presentPublicTutorProfile, publicDistanceKm, type Point } from './tutor-profiles.presenter.ts';
import { createTutorProfilesRepository } from './tutor-profiles.repository.ts';

const CursorSchema = z.object({ t: z.iso.datetime({ precision: 6 }), id: z.uuid() });

/** The viewer's point from the query: both coordinates or none. */
export interface ViewerPointQuery {
  lat?: number;
  lng?: number;
}

const notFound = () => new AppError('NOT_FOUND', MESSAGES.TEACHER_NOT_FOUND);

export function createTutorProfilesService({ db }: { db: Database }) {
  const repository = createTutorProfilesRepository(db);

  /** The public tutor a slug names (by its short id; the name part may be stale), else NOT_FOUND. */
  async function findPublicTutor(slug: string) {
    const publicId = publicIdOfSlug(slug);
    const row = publicId ? await repository.findByPublicId(publicId, MIN_ANSWERS_FOR_RESPONSE_TIME) : undefined;
    if (!row || !isPublicTutor(row)) throw notFound();
    return row;
  }

  async function viewerPoint(viewer: SessionUser | null, query: ViewerPointQuery): Promise<Point | undefined> {
    if (query.lat !== undefined && query.lng !== undefined) return { latitude: query.lat, longitude: query.lng };
    if (query.lat !== undefined || query.lng !== undefined || !viewer) return undefined;
    return repository.savedPoint(viewer.id);
  }

  /** The typical response time to 1 decimal; null: too few answers to say. */
  const responseTimeHours = (row: { responseHours: number | string | null }) =>
    row.responseHours === null ? null : Math.round(Number(row.responseHours) * 10) / 10;

  async function reviewsPage(teacher: { id: string; rating: number | null; reviewCount: number }, cursor: string | undefined): Promise<PublicReviewsPage> {
    const after = decodeCursor(cursor, CursorSchema);
    const rows = await repository.reviewsPage(teacher.id, after, PUBLIC_REVIEWS_PAGE_SIZE);
    const page = rows.slice(0, PUBLIC_REVIEWS_PAGE_SIZE);
    const last = page.at(-1);
    return {
      reviews: page.map(presentPublicReview),
      rating: teacher.rating,
      reviewCount: teacher.reviewCount,
      nextCursor: rows.length > PUBLIC_REVIEWS_PAGE_SIZE && last ? encodeCursor({ t: last.cursorTime, id: last.id }) : null,
    };
  }

  return {
    /**
     * GET /api/tutors/{slug}: signed in or out. The distance is from the viewer's point (the query's, else a
     * signed-in viewer's saved one) to the tutor's privacy cell.
     */
    async getProfile(slug: string, viewer: SessionUser | null, query: ViewerPointQuery): Promise<PublicTutorProfile> {
      const row = await findPublicTutor(slug);
      const point = await viewerPoint(viewer, query);
      return presentPublicTutorProfile(row, { distanceKm: publicDistanceKm(point, row), responseTimeHours: responseTimeHours(row) });
    },

    /** GET /api/tutors/{slug}/reviews: newest first, PUBLIC_REVIEWS_PAGE_SIZE a page. */
    async listReviews(slug: string, cursor: string | undefined): Promise<PublicReviewsPage> {
      return reviewsPage(await findPublicTutor(slug), cursor);
    },

    /** The server-rendered page: the profile (no viewer point) and the first page of reviews. */
    async profilePage(slug: string): Promise<{ profile: PublicTutorProfile; reviews: PublicReviewsPage; updatedAt: Date }> {
      const row = await findPublicTutor(slug);
      const profile = presentPublicTutorProfile(row, { distanceKm: null, responseTimeHours: responseTimeHours(row) });
      return { profile, reviews: await reviewsPage(row, undefined), updatedAt: row.profileUpdatedAt };
    },
  };
}
export type TutorProfilesService = ReturnType<typeof createTutorProfilesService>;
