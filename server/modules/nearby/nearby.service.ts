import { z } from 'zod';
import type { NearbyQuery, NearbyUser } from '../../../contract/nearby.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeCursor, encodeCursor } from '../../lib/pagination.ts';
import type { SessionUser } from '../auth/sessions.service.ts';
import { createNearbyRepository } from './nearby.repository.ts';
import { presentNearbyUser } from './nearby.presenter.ts';

/** d: the last row's chord in metres (before 2026-11 its great-circle metres: under 0.2 m apart within 50 km). */
const CursorSchema = z.object({ d: z.number().nonnegative(), id: z.uuid() });

export function createNearbyService({ db }: { db: Database }) {
  const repository = createNearbyRepository(db);

  return {
    /** Users of the opposite type around the viewer's verified point, nearest first; students see KYC-verified teachers only. */
    async listNearby(viewer: SessionUser, query: NearbyQuery): Promise<{ users: NearbyUser[]; nextCursor?: string }> {
      if (viewer.userType === 'admin') throw new AppError('FORBIDDEN', 'Nearby search is for students and teachers');
      const targetType = viewer.userType === 'student' ? 'teacher' : 'student';
      if (query.userType && query.userType !== targetType) {
        throw new AppError('VALIDATION_FAILED', `${viewer.userType === 'student' ? 'Students' : 'Teachers'} can find nearby ${targetType}s only`, {
          errors: { userType: `Must be ${targetType}` },
        });
      }
      const after = decodeCursor(query.cursor, CursorSchema);
      const rows = await repository.findNearby({
        viewerId: viewer.id,
        targetType,
        radiusKm: query.radius,
        limit: query.limit + 1,
        after: after && { chordMetres: after.d, id: after.id },
      });
      if (!rows) throw new AppError('LOCATION_REQUIRED', 'Verify your location to see users near you');
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const nextCursor = rows.length > query.limit && last ? encodeCursor({ d: last.chordMetres, id: last.id }) : undefined;
      // Rows come nearest first by exact distance; shown distances are coarse for some users and exact for others,
      // so order the page by what is shown (stable: ties keep the exact order) and the list reads nearest first.
      const users = page.map(presentNearbyUser).sort((a, b) => a.distance - b.distance);
      return { users, nextCursor };
    },
  };
}
export type NearbyService = ReturnType<typeof createNearbyService>;
