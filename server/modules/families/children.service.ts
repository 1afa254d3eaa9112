import { CHILDREN_MAX, type Child, type ChildBodySchema } from '../../../contract/families.ts';
import type { ChildActivity } from '../../../contract/family-activity.ts';
import type { Message } from '../../../contract/chat.ts';
import { formatMessage, MESSAGES } from '../../../contract/messages.ts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionService, SessionUser } from '../auth/sessions.service.ts';
import { presentConversation, presentMessage } from '../chat/chat.presenter.ts';
import { createConversationsRepository } from '../chat/conversations.repository.ts';
import { createMessagesRepository } from '../chat/messages.repository.ts';
import { presentRequest } from '../requests/requests.presenter.ts';
import { createRequestsRepository } from '../requests/requests.repository.ts';
import { createFamiliesRepository } from './families.repository.ts';
import { presentChild } from './families.presenter.ts';
import { consentEvidence, type ClientEvidence } from './guardian-consent.service.ts';

type ChildInput = z.output<typeof ChildBodySchema>;
/** How many messages of one conversation the guardian's read-only view shows (the newest). */
export const GUARDIAN_VIEW_MESSAGES = 200;

const childNotFound = () => new AppError('NOT_FOUND', MESSAGES.CHILD_NOT_FOUND);

/** A parent's children: add (the act of consent), edit, remove, withdraw consent, and read a linked child's activity. */
export function createChildrenService({ db, sessions }: { db: Database; sessions: SessionService }) {
  const repository = createFamiliesRepository(db);
  const requests = createRequestsRepository(db);
  const conversations = createConversationsRepository(db);
  const messages = createMessagesRepository(db);

  function parentOnly(user: SessionUser) {
    if (user.userType !== 'parent') throw new AppError('FORBIDDEN', MESSAGES.ONLY_PARENTS_HAVE_CHILDREN);
  }

  async function load(user: SessionUser, childId: string) {
    parentOnly(user);
    const record = await repository.findChild(user.id, childId);
    if (!record) throw childNotFound();
    return record;
  }

  async function linkedStudent(user: SessionUser, childId: string): Promise<string> {
    const { child } = await load(user, childId);
    if (!child.studentUserId) return Promise.reject(childNotFound());
    return child.studentUserId;
  }

  const fields = (body: ChildInput) => ({
    firstName: body.firstName,
    class: body.class,
    schoolName: body.schoolName,
    birthDate: body.birthDate,
    ageBand: body.birthDate ? null : body.ageBand,
  });

  return {
    async list(user: SessionUser): Promise<Child[]> {
      parentOnly(user);
      return (await repository.listChildren(user.id)).map((record) => presentChild(record));
    },

    /** POST /api/children: adding a child is the guardian's consent, recorded with its evidence. */
    async create(user: SessionUser, body: ChildInput, client: ClientEvidence): Promise<Child> {
      parentOnly(user);
      const guardian = (await repository.parentFacts(user.id))!;
      const childId = await db.transaction(async (tx) => {
        if ((await repository.countChildren(user.id, tx)) >= CHILDREN_MAX) {
          throw new AppError('CONFLICT', formatMessage('TOO_MANY_CHILDREN', { max: CHILDREN_MAX }));
        }
        const child = await repository.insertChild({ guardianId: user.id, ...fields(body) }, tx);
        await repository.insertConsent(
          {
            childId: child.id,
            guardianEmail: guardian.email,
            guardianUserId: user.id,
            status: 'granted',
            verificationMethod: 'guardian_added_child',
            evidence: consentEvidence(guardian, client),
            grantedAt: new Date(),
          },
          tx,
        );
        return child.id;
      });
      return presentChild((await repository.findChild(user.id, childId))!);
    },

    async update(user: SessionUser, childId: string, body: ChildInput): Promise<{ message: string; child: Child }> {
      await load(user, childId);
      await repository.updateChild(childId, fields(body));
      return { message: 'Child updated', child: presentChild((await repository.findChild(user.id, childId))!) };
    },

    /** DELETE /api/children/{id}: a child without a login goes with their requests and requirements. */
    async remove(user: SessionUser, childId: string): Promise<{ message: string }> {
      const { child } = await load(user, childId);
      if (child.studentUserId) throw new AppError('CONFLICT', MESSAGES.CHILD_HAS_OWN_LOGIN);
      await repository.deleteChild(childId);
      return { message: 'Child removed' };
    },

    /**
     * POST /api/children/{id}/revoke-consent: the consent is withdrawn (when, by whom); a child's own login is hidden
     * again, cannot contact anyone, and every one of its sessions ends.
     */
    async revoke(user: SessionUser, childId: string): Promise<{ message: string; child: Child }> {
      const { child, consent } = await load(user, childId);
      await db.transaction(async (tx) => {
        if (consent && consent.status !== 'withdrawn') {
          await repository.updateConsent(consent.id, { status: 'withdrawn', withdrawnAt: new Date(), withdrawnBy: user.id }, tx);
        }
        if (child.studentUserId) {
          await repository.setGuardianConsent(child.studentUserId, 'withdrawn', tx);
          await repository.hideFromMap(child.studentUserId, tx);
          await sessions.revokeAllForUser(child.studentUserId, tx);
        }
      });
      return { message: 'Consent withdrawn', child: presentChild((await repository.findChild(user.id, childId))!) };
    },

    /** GET /api/children/{id}/activity: a linked child's own requests and conversations, read-only. */
    async activity(user: SessionUser, childId: string): Promise<ChildActivity> {
      const studentId = await linkedStudent(user, childId);
      const [received, sent, talks] = await Promise.all([
        requests.listReceived(studentId),
        requests.listSent(studentId),
        conversations.list(studentId),
      ]);
      const all = [...received, ...sent].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      return {
        requests: all.map((row) => presentRequest(row, studentId)),
        conversations: talks.filter((r) => r.userType !== 'admin').map((r) => presentConversation(r, studentId)),
      };
    },

    /** GET /api/children/{id}/messages/{userId}: one conversation of the child, oldest first; never marks anything read. */
    async messages(user: SessionUser, childId: string, partnerId: string): Promise<Message[]> {
      const studentId = await linkedStudent(user, childId);
      const rows = await messages.history(studentId, partnerId, GUARDIAN_VIEW_MESSAGES);
      return rows.reverse().map(presentMessage);
    },
  };
}
export type ChildrenService = ReturnType<typeof createChildrenService>;
