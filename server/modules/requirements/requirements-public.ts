import { z } from 'zod';
import type { PublicRequirement, PublicRequirementsQuery } from '../../../contract/requirements.ts';
import { tutorSlug } from '../../../contract/tutor-profiles.ts';
import type { Database } from '../../db/client.ts';
import { decodeCursor, encodeCursor } from '../../lib/pagination.ts';
import { FeeCursorSchema, PopularCursorSchema, TimeCursorSchema } from './requirements-browse.ts';
import { createRequirementsQueryRepository, type RequirementFilters, type RequirementRecord } from './requirements-query.repository.ts';

/**
 * The allowlist of a requirement for anyone, signed in or not: only teachers' requirements reach here;
 * the place is what the teacher typed as their area (never a street, village, PIN code, point or distance), and the
 * poster is named only as a public tutor (verified: KYC approved), with their profile's address.
 */
export function presentPublicRequirement(row: RequirementRecord): PublicRequirement {
  const isPublicTutor = row.isVerified && row.publicId !== null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    subjects: row.subjects,
    classes: row.classes,
    locality: row.location,
    city: row.city,
    state: row.state,
    type: row.type,
    fee: row.fee,
    feeType: row.feeType,
    contactCount: row.contactCount,
    createdAt: row.createdAt.toISOString(),
    tutor: isPublicTutor
      ? {
          name: [row.firstName, row.lastName].filter(Boolean).join(' '),
          slug: tutorSlug(row.firstName, row.lastName, row.publicId!),
          profileImage: row.profileImage,
          rating: row.rating,
        }
      : null,
  };
}

/** GET /api/public/requirements: teachers' requirements for a signed-out visitor, newest, most contacted or cheapest first. */
export function createPublicRequirements({ db }: { db: Database }) {
  const query = createRequirementsQueryRepository(db);

  function page(rows: RequirementRecord[], size: number, cursorOf: (last: RequirementRecord) => object) {
    const shown = rows.slice(0, size);
    const last = shown.at(-1);
    return { requirements: shown.map(presentPublicRequirement), nextCursor: rows.length > size && last ? encodeCursor(cursorOf(last)) : undefined };
  }
  const timeKey = (row: RequirementRecord) => ({ t: row.createdAtKey, id: row.id });

  const sorts = {
    async recent(f: RequirementFilters, size: number, cursor?: string) {
      const rows = await query.recent(f, null, size + 1, decodeCursor(cursor, TimeCursorSchema));
      return page(rows, size, (last) => ({ k: 't', ...timeKey(last) }));
    },
    async popular(f: RequirementFilters, size: number, cursor?: string) {
      const rows = await query.popular(f, null, size + 1, decodeCursor(cursor, PopularCursorSchema));
      return page(rows, size, (last) => ({ k: 'p', c: last.contactCount, ...timeKey(last) }));
    },
    /** A visitor looks for a tutor: the lowest fees first, then those without a fee, newest first. */
    async budget(f: RequirementFilters, size: number, cursor?: string) {
      const after = decodeCursor(cursor, z.union([FeeCursorSchema, TimeCursorSchema]));
      const rows: RequirementRecord[] = [];
      if (after?.k !== 't') rows.push(...(await query.withFee(f, null, 'asc', size + 1, after)));
      if (rows.length <= size) rows.push(...(await query.recent(f, null, size + 1 - rows.length, after?.k === 't' ? after : undefined, 'without-fee')));
      return page(rows, size, (last) => (last.fee !== null ? { k: 'f', fee: last.fee, ...timeKey(last) } : { k: 't', ...timeKey(last) }));
    },
  };

  return {
    async list(q: PublicRequirementsQuery): Promise<{ requirements: PublicRequirement[]; nextCursor?: string }> {
      // Students' (and parents') requirements are never public: only signed-in teachers who passed KYC see them.
      const filters: RequirementFilters = {
        viewerId: null,
        posterType: 'teacher',
        search: q.search,
        location: q.location,
        subjects: q.subjects,
        verified: q.verified,
        priceRange: q.priceRange,
      };
      return sorts[q.sort](filters, q.limit, q.cursor);
    },
  };
}
export type PublicRequirements = ReturnType<typeof createPublicRequirements>;
