import {
  ANONYMOUS_NAME,
  type CreateRequirementBodySchema,
  type FeaturedReason,
  type FeaturedRequirement,
  type Requirement,
  type RequirementsQuery,
} from '../../../contract/requirements.ts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { MESSAGES } from '../../../contract/messages.ts';
import { fromEarthdistanceMetres } from '../../lib/geo.ts';
import type { Realtime } from '../../lib/realtime.ts';
import type { WithheldReason } from '../../../contract/teacher-verification.ts';
import type { SessionUser } from '../auth/sessions.service.ts';
import { assertEmailVerified } from '../email-verification/email-verified.policy.ts';
import { childActedFor } from '../families/acting-for.ts';
import { assertMayContact } from '../families/contact-gate.ts';
import { createLocationRepository } from '../location/location.repository.ts';
import { BLOCKED_BY_ME, BLOCKED_BY_THEM, sideOf } from '../relationships/messaging.policy.ts';
import { createRelationshipsRepository } from '../relationships/relationships.repository.ts';
import { createTeacherVerificationGate } from '../relationships/teacher-verification.policy.ts';
import { FEATURED_NEAR_CANDIDATES, FEATURED_NEAR_KM, rankNearby } from './featured-ranking.ts';
import { createRequirementsBrowse, type BrowseViewer, type Page } from './requirements-browse.ts';
import { createRequirementsQueryRepository, type RequirementFilters } from './requirements-query.repository.ts';
import { presentRequirement } from './requirements.presenter.ts';
import { createRequirementsRepository } from './requirements.repository.ts';

export type CreateRequirement = z.output<typeof CreateRequirementBodySchema>;
/** A parent posts and browses on the student side, for a child. */
type Member = SessionUser & { userType: 'student' | 'teacher' };

/**
 * Featured block (never payment): for a located viewer the best posts near them (featured-ranking.ts); when nothing
 * is near, or the viewer has no location, the most contacted lately anywhere, then the newest.
 */
export const FEATURED_LIMIT = 3;
export const FEATURED_WINDOW_DAYS = 30;

const isForeignKeyViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23503' || e?.cause?.code === '23503';
};

/** Admins have no requirements (the routes refuse them too). */
function member(user: SessionUser): Member {
  if (user.userType === 'admin') throw new AppError('FORBIDDEN', MESSAGES.REQUIREMENTS_FOR_STUDENTS_AND_TEACHERS);
  return { ...user, userType: sideOf(user.userType) } as Member;
}

export function createRequirementsService({ db, realtime }: { db: Database; realtime: Realtime }) {
  const repository = createRequirementsRepository(db);
  const query = createRequirementsQueryRepository(db);
  const relationships = createRelationshipsRepository(db);
  const locations = createLocationRepository(db);
  const browse = createRequirementsBrowse(db);
  const teacherGate = createTeacherVerificationGate(db);

  async function viewerOf(user: Member): Promise<BrowseViewer> {
    const own = await locations.find(user.id);
    return { id: user.id, userType: user.userType, origin: own ? { latitude: own.latitude, longitude: own.longitude } : null };
  }

  async function loadOwn(userId: string, childId: string | null = null) {
    const row = await query.own(userId, childId);
    return row ? presentRequirement(row, userId) : null;
  }

  const opposite = (type: 'student' | 'teacher') => (type === 'student' ? 'teacher' : 'student');

  return {
    /**
     * POST /api/requirements: one per user. Posting again replaces the old one with a new requirement (new id, date,
     * no contacts): delete and insert in one transaction, under a lock on the poster so two posts at once end with
     * the later one, both answered 201.
     */
    async post(user: SessionUser, body: CreateRequirement): Promise<{ message: string; requirement: Requirement; replaced: boolean }> {
      await assertEmailVerified(db, user);
      await assertMayContact(db, user);
      const poster = member(user);
      const forChild = await childActedFor(db, user, body.childId);
      const childId = forChild?.id ?? null;
      if (poster.userType === 'student' && body.classes.length) {
        throw new AppError('VALIDATION_FAILED', MESSAGES.ONLY_TEACHERS_LIST_CLASSES, { errors: { classes: MESSAGES.ONLY_TEACHERS_LIST_CLASSES } });
      }
      const replaced = await db.transaction(async (tx) => {
        const writer = createRequirementsRepository(tx);
        await writer.lockPoster(poster.id);
        const hadOne = await writer.deleteOwn(poster.id, childId);
        await writer.insert({ ...body, userId: poster.id, userType: poster.userType, childId, fee: body.fee ?? null });
        return hadOne;
      });
      return { message: 'Requirement posted', requirement: (await loadOwn(poster.id, childId))!, replaced };
    },

    /** GET /api/requirements/my: the user's own requirement, or null. */
    async my(user: SessionUser, childId?: string): Promise<Requirement | null> {
      const forChild = await childActedFor(db, user, childId);
      return loadOwn(member(user).id, forChild?.id ?? null);
    },

    /** DELETE /api/requirements: only one's own (a parent's: the one for the child named, or their only child). */
    async remove(user: SessionUser, childId?: string): Promise<{ message: string }> {
      const forChild = await childActedFor(db, user, childId);
      if (!(await repository.deleteOwn(member(user).id, forChild?.id ?? null))) throw new AppError('NOT_FOUND', MESSAGES.NO_REQUIREMENT_TO_DELETE);
      return { message: 'Requirement deleted' };
    },

    /** GET /api/requirements: the other type's requirements, filtered and sorted; the next page's cursor. */
    async list(user: SessionUser, q: RequirementsQuery): Promise<Page & { withheld?: WithheldReason }> {
      const withheld = await teacherGate.withheldFor(member(user));
      if (withheld) return { requirements: [], withheld };
      return browse.list(await viewerOf(member(user)), q);
    },

    /** GET /api/requirements/featured: near the viewer first; far posts only when nothing is near. */
    async featured(user: SessionUser): Promise<{ requirements: FeaturedRequirement[]; withheld?: WithheldReason }> {
      const withheld = await teacherGate.withheldFor(member(user));
      if (withheld) return { requirements: [], withheld };
      const viewer = await viewerOf(member(user));
      const filters: RequirementFilters = { viewerId: viewer.id, posterType: opposite(viewer.userType), subjects: [], verified: 'all', featured: true };
      let picked: { id: string; reason: FeaturedReason }[] = [];
      if (viewer.origin) {
        const candidates = await query.featuredNearCandidates(filters, viewer.origin, FEATURED_NEAR_KM, FEATURED_WINDOW_DAYS, FEATURED_NEAR_CANDIDATES);
        const near = candidates.map((c) => ({ id: c.id, createdAt: c.createdAt, recentContacts: c.recentContacts, distanceKm: fromEarthdistanceMetres(c.distanceMetres) }));
        picked = rankNearby(near, new Date(), FEATURED_LIMIT).map((c) => ({ id: c.id, reason: 'near' }));
      }
      if (!picked.length) picked = await query.featuredAnywhere(filters, FEATURED_LIMIT, FEATURED_WINDOW_DAYS);
      const rows = await query.byIds(viewer.id, picked.map((p) => p.id), viewer.origin);
      const requirements = picked.flatMap(({ id, reason }) =>
        rows.filter((r) => r.id === id).map((row) => ({ ...presentRequirement(row, viewer.id), featuredReason: reason })),
      );
      return { requirements };
    },

    /**
     * POST /api/requirements/:id/contact: once per viewer (a repeat answers alreadyContacted with the count
     * unchanged); the poster hears of it in real time, named only if the contactor has a verified location (§6).
     */
    async contact(user: SessionUser, id: string) {
      await assertEmailVerified(db, user);
      await assertMayContact(db, user);
      const viewer = member(user);
      const target = await repository.findForContact(id);
      if (!target || target.posterBannedAt) throw notFound('Requirement');
      if (target.userId === viewer.id) throw new AppError('VALIDATION_FAILED', MESSAGES.CANNOT_CONTACT_OWN_REQUIREMENT);
      await teacherGate.assertMayContact(viewer, target);
      if (target.userType !== opposite(viewer.userType)) {
        throw new AppError('FORBIDDEN', viewer.userType === 'student' ? MESSAGES.STUDENTS_CONTACT_TEACHER_REQUIREMENTS : MESSAGES.TEACHERS_CONTACT_STUDENT_REQUIREMENTS);
      }
      const block = await relationships.blockBetween(viewer.id, target.userId);
      if (block) throw new AppError('FORBIDDEN', block === 'me' ? BLOCKED_BY_ME : BLOCKED_BY_THEM);

      let result: { contactCount: number; alreadyContacted: boolean };
      try {
        result = await db.transaction((tx) => createRequirementsRepository(tx).recordContact(id, viewer.id));
      } catch (error) {
        // Deleted or replaced between the check and the insert.
        if (isForeignKeyViolation(error)) throw notFound('Requirement');
        throw error;
      }
      if (!result.alreadyContacted) {
        const by = await repository.contactor(viewer.id);
        const byName = by?.located ? [by.firstName, by.lastName].filter(Boolean).join(' ') : ANONYMOUS_NAME;
        realtime.emitTo([target.userId], 'requirement_contacted', { requirementId: id, contactCount: result.contactCount, byUserId: viewer.id, byName });
      }
      return { message: 'Contact request sent', ...result };
    },
  };
}
export type RequirementsService = ReturnType<typeof createRequirementsService>;
