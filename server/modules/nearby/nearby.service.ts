import { z } from 'zod';
import type { NearbyQuery, NearbyUser } from '../../../contract/nearby.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { MESSAGES } from '../../../contract/messages.ts';
import { decodeCursor, encodeCursor } from '../../lib/pagination.ts';
import type { WithheldReason } from '../../../contract/teacher-verification.ts';
import type { SessionUser } from '../auth/sessions.service.ts';
import { sideOf } from '../relationships/messaging.policy.ts';
import { createTeacherVerificationGate } from '../relationships/teacher-verification.policy.ts';
import { createNearbyRepository } from './nearby.repository.ts';
import { presentNearbyUser } from './nearby.presenter.ts';

/**
 * p: the last row's distance on the Mercator plane (migration 0009), the walk's order. Cursors of the earlier
 * walk (`d`, a distance in metres) no longer match and are refused as invalid; the web app does not page nearby.
 */
const CursorSchema = z.object({ p: z.number().nonnegative(), id: z.uuid() });

export function createNearbyService({ db }: { db: Database }) {
  const repository = createNearbyRepository(db);
  const teacherGate = createTeacherVerificationGate(db);

  return {
    /** Users of the opposite type around the viewer's verified point, nearest first; students see KYC-verified teachers only, and only KYC-verified teachers see students. */
    async listNearby(viewer: SessionUser, query: NearbyQuery): Promise<{ users: NearbyUser[]; nextCursor?: string; withheld?: WithheldReason }> {
      if (viewer.userType === 'admin') throw new AppError('FORBIDDEN', MESSAGES.NEARBY_FOR_STUDENTS_AND_TEACHERS);
      const targetType = sideOf(viewer.userType) === 'student' ? 'teacher' : 'student';
      if (query.userType && query.userType !== targetType) {
        const student = targetType === 'teacher';
        throw new AppError('VALIDATION_FAILED', student ? MESSAGES.STUDENTS_FIND_NEARBY_TEACHERS : MESSAGES.TEACHERS_FIND_NEARBY_STUDENTS, {
          errors: { userType: student ? MESSAGES.MUST_BE_TEACHER : MESSAGES.MUST_BE_STUDENT },
        });
      }
      const withheld = await teacherGate.withheldFor(viewer);
      if (withheld) return { users: [], withheld };
      const after = decodeCursor(query.cursor, CursorSchema);
      const rows = await repository.findNearby({
        viewerId: viewer.id,
        targetType,
        radiusKm: query.radius,
        limit: query.limit + 1,
        after: after && { planeDistance: after.p, id: after.id },
      });
      if (!rows) throw new AppError('LOCATION_REQUIRED', MESSAGES.VERIFY_LOCATION_FOR_NEARBY);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const nextCursor = rows.length > query.limit && last ? encodeCursor({ p: last.planeDistance, id: last.id }) : undefined;
      // Rows come in the walk's order (the Mercator plane: nearest first to within a fraction of a percent). Shown
      // distances are coarse for some users and exact for others, so order the page by what is shown, ties by the
      // exact distance, and the list reads nearest first.
      // Teachers link to their public profiles: one primary-key lookup for the page (the card has no public id).
      const publicIds = targetType === 'teacher' ? await repository.publicIdsOf(page.map((row) => row.id)) : new Map<string, string>();
      const users = page
        .toSorted((a, b) => a.distanceKm - b.distanceKm)
        .map((row) => presentNearbyUser(row, publicIds.get(row.id) ?? null))
        .sort((a, b) => a.distance - b.distance);
      return { users, nextCursor };
    },
  };
}
export type NearbyService = ReturnType<typeof createNearbyService>;
