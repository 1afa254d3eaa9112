import type { Counters, ConnectionRequest, RequestResponse } from '../../../contract/requests.ts';
import type { Database } from '../../db/client.ts';
import { AppError, isUniqueViolation, notFound } from '../../lib/app-error.ts';
import { MESSAGES } from '../../../contract/messages.ts';
import type { NotificationDelivery } from '../notification-delivery/notification-delivery.ts';
import type { Realtime } from '../../lib/realtime.ts';
import type { SessionUser } from '../auth/sessions.service.ts';
import { assertEmailVerified } from '../email-verification/email-verified.policy.ts';
import { childActedFor } from '../families/acting-for.ts';
import { assertMayContact } from '../families/contact-gate.ts';
import { refreshStudentCount } from '../profiles/student-count.repository.ts';
import { canContact, isHiddenFromTeachers } from '../families/minor.policy.ts';
import { presentMessage } from '../chat/chat.presenter.ts';
import { createMessagesRepository, type MessageRecord } from '../chat/messages.repository.ts';
import { BLOCKED_BY_ME, BLOCKED_BY_THEM, decidePairing } from '../relationships/messaging.policy.ts';
import { createRelationshipsRepository } from '../relationships/relationships.repository.ts';
import { createTeacherVerificationGate } from '../relationships/teacher-verification.policy.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { presentRequest } from './requests.presenter.ts';
import { createRequestsRepository } from './requests.repository.ts';

/** A student's request is a learning interest, a teacher's a teaching offer (spec §6). */
export const DEFAULT_REQUEST_MESSAGE = {
  student: 'I would like to learn with you.',
  teacher: 'I would like to teach you. Let me know if you are interested.',
} as const;

/** What the sender of a request reads in their bell when it is answered. */
export const requestAnswerNotice = (answeredBy: string, status: 'accepted' | 'rejected', answererId: string) =>
  status === 'accepted'
    ? {
        kind: 'request_accepted' as const,
        title: 'Request Accepted',
        body: `${answeredBy} accepted your connection request. You can start chatting now.`,
        params: { name: answeredBy, answererId },
      }
    : {
        kind: 'request_rejected' as const,
        title: 'Request Declined',
        body: `${answeredBy} declined your connection request.`,
        params: { name: answeredBy, answererId },
      };

export function createRequestsService({
  db,
  realtime,
  notifications,
  delivery,
}: {
  db: Database;
  realtime: Realtime;
  notifications: NotificationsService;
  /** Tells the receiver of a request by email and push. */
  delivery?: Pick<NotificationDelivery, 'enqueue'>;
}) {
  const repository = createRequestsRepository(db);
  const relationships = createRelationshipsRepository(db);
  const teacherGate = createTeacherVerificationGate(db);

  /**
   * Accepting starts a conversation, so the child rules of messages apply (minor.policy.ts): a child's login accepts
   * only with a guardian's confirmation, and a child's request whose consent was withdrawn since cannot be accepted.
   */
  async function assertMayOpenConversation(accepter: SessionUser, requesterId: string) {
    await assertMayContact(db, accepter);
    const requester = await repository.findUser(requesterId);
    if (!requester || requester.bannedAt || !canContact(requester)) throw new AppError('FORBIDDEN', MESSAGES.USER_UNAVAILABLE);
  }

  async function load(id: string) {
    const row = await repository.findById(id);
    if (!row) throw notFound('Request');
    return row;
  }

  return {
    /** POST /api/user/request and /api/user/send-request: the target may be a teacher or a student. */
    async send(user: SessionUser, body: { targetId: string; message?: string; childId?: string }): Promise<RequestResponse> {
      await assertEmailVerified(db, user);
      await assertMayContact(db, user);
      if (body.targetId === user.id) throw new AppError('VALIDATION_FAILED', MESSAGES.CANNOT_REQUEST_YOURSELF);
      const target = await repository.findUser(body.targetId);
      if (!target) throw notFound('User');
      if (target.bannedAt || isHiddenFromTeachers(target)) throw new AppError('VALIDATION_FAILED', MESSAGES.USER_UNAVAILABLE);
      await teacherGate.assertMayContact(user, target);
      const block = await relationships.blockBetween(user.id, target.id);
      const pairing = decidePairing(user, target, block);
      if (!pairing.allowed) throw new AppError('FORBIDDEN', pairing.reason);
      const forChild = await childActedFor(db, user, body.childId);
      // A parent connected with a teacher for one child may still ask for another child.
      const connected = forChild ? await repository.connectedForChild(user.id, target.id, forChild.id) : await relationships.areConnected(user.id, target.id);
      if (connected) throw new AppError('CONFLICT', MESSAGES.ALREADY_CONNECTED);

      const message = body.message ?? DEFAULT_REQUEST_MESSAGE[user.userType === 'teacher' ? 'teacher' : 'student'];
      let id: string;
      try {
        ({ id } = await repository.insert({ fromUserId: user.id, toUserId: target.id, message, childId: forChild?.id ?? null }));
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', MESSAGES.REQUEST_ALREADY_PENDING);
        throw error;
      }
      await delivery?.enqueue({ userId: target.id, event: 'request_received', groupKey: id, payload: { name: user.firstName } });
      const row = await load(id);
      realtime.emitTo([target.id], 'request_received', presentRequest(row, target.id));
      return { message: 'Request Sent', request: presentRequest(row, user.id) };
    },

    async listReceived(user: SessionUser): Promise<ConnectionRequest[]> {
      return (await repository.listReceived(user.id)).map((row) => presentRequest(row, user.id));
    },

    async listSent(user: SessionUser): Promise<ConnectionRequest[]> {
      return (await repository.listSent(user.id)).map((row) => presentRequest(row, user.id));
    },

    /**
     * PATCH /api/user/request/:id: only the receiver, only while pending; a double click answers once. An acceptance
     * opens the pair's conversation with the request's message and the acceptance (chat messages of kind 'request'
     * and 'request_accepted'), committed with it and then delivered to both sides like any message.
     */
    async answer(user: SessionUser, id: string, status: 'accepted' | 'rejected'): Promise<RequestResponse> {
      const parties = await repository.findParties(id);
      if (!parties || (parties.fromUserId !== user.id && parties.toUserId !== user.id)) throw notFound('Request');
      if (parties.toUserId !== user.id) throw new AppError('FORBIDDEN', MESSAGES.ONLY_RECEIVER_RESPONDS);
      // A block hides the request; it cannot be accepted (that would unlock exact locations) until unblocked.
      const block = await relationships.blockBetween(user.id, parties.fromUserId);
      if (block) throw new AppError('FORBIDDEN', block === 'me' ? BLOCKED_BY_ME : BLOCKED_BY_THEM);
      if (status === 'accepted') await assertMayOpenConversation(user, parties.fromUserId);
      // An acceptance, the teacher's derived student count and the conversation's opening commit together.
      // The sender's notification commits with the answer too, and is pushed once it has.
      const answered = await db.transaction(async (tx) => {
        const changed = await repository.answer(id, user.id, status, tx);
        if (!changed) return undefined;
        let opening: MessageRecord[] = [];
        if (status === 'accepted') {
          await refreshStudentCount(tx, [parties.fromUserId, parties.toUserId]);
          opening = await createMessagesRepository(tx).insertOpening({ requesterId: parties.fromUserId, accepterId: user.id, message: parties.message });
        }
        return { notice: await notifications.notify(parties.fromUserId, requestAnswerNotice(user.firstName, status, user.id), tx), opening };
      });
      if (!answered) throw new AppError('CONFLICT', MESSAGES.REQUEST_ALREADY_ANSWERED);
      notifications.push(parties.fromUserId, answered.notice);
      for (const row of answered.opening) {
        const message = presentMessage(row);
        realtime.emitTo([row.toUserId], 'message_received', message);
        realtime.emitTo([row.fromUserId], 'message_sent', message);
      }
      const row = await load(id);
      // Each side gets the request as they may see it (the sender's point is exact to the sender).
      realtime.emitTo([parties.fromUserId], 'request_updated', presentRequest(row, parties.fromUserId));
      realtime.emitTo([user.id], 'request_updated', presentRequest(row, user.id));
      return { message: status === 'accepted' ? 'Request Accepted' : 'Request Rejected', request: presentRequest(row, user.id) };
    },

    /** GET /api/me/counters: pending requests received and unread messages. */
    counters: (user: SessionUser): Promise<Counters> => repository.counters(user.id),
  };
}
export type RequestsService = ReturnType<typeof createRequestsService>;
