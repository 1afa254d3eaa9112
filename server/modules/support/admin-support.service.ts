import { z } from 'zod';
import type { Notification } from '../../../contract/notifications.ts';
import type {
  AdminSupportMessagesQuery,
  SupportConversation,
  SupportConversationsQuery,
  SupportMessage,
  SupportThreadMessage,
} from '../../../contract/support.ts';
import type { Database, Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { decodeCursor, encodeCursor } from '../../lib/pagination.ts';
import type { Realtime } from '../../lib/realtime.ts';
import { auditLabel, type AuditActor, type AuditLog } from '../audit/audit-log.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { presentSupportConversation, presentSupportMessage, presentThreadMessage } from './support.presenter.ts';
import { createSupportRepository, type SupportMessageRecord } from './support.repository.ts';

/** An admin's view of one thread shows at most this many of its newest rows. */
export const ADMIN_THREAD_LIMIT = 200;

const CursorSchema = z.object({ t: z.iso.datetime({ precision: 6 }), id: z.uuid() });

/** What the user's bell says when support answers them (the demo data writes the same). */
export const supportReplyNotice = (reply: string) => ({
  kind: 'support_reply' as const,
  title: 'Reply from Tutorhood support',
  body: reply,
  params: {},
});

interface Deps {
  db: Database;
  realtime?: Realtime;
  notifications: NotificationsService;
  audit: AuditLog;
}

/** Admins answer support: list messages and threads, reply, close. Replies reach the user at once. */
export function createAdminSupportService({ db, realtime, notifications, audit }: Deps) {
  const repository = createSupportRepository(db);

  /** The student or teacher, as the audit log names them; 404 for anyone else. */
  async function findAuthor(userId: string, tx: Executor = db) {
    const author = await repository.findAuthor(userId, tx);
    if (!author) throw notFound('User');
    return { id: author.id, label: auditLabel(author) };
  }

  /**
   * Inside the reply's transaction: the audit entry and the stored notification; returns what to deliver after
   * the commit.
   */
  async function recordReply(actor: AuditActor, target: { id: string; label: string }, messageId: string, reply: string, tx: Executor) {
    await audit.record(actor, { action: 'reply_support', target, subjectId: messageId }, tx);
    const notice = await notifications.notify(target.id, supportReplyNotice(reply), tx);
    const record = (await repository.findRecord(messageId, tx))!;
    return { record, notice };
  }

  /** After the commit: the bell's notification and the `supportReply` event, to that user's sockets only. */
  function deliver({ record, notice }: { record: SupportMessageRecord; notice: Notification }) {
    const message = presentSupportMessage(record);
    notifications.push(record.userId, notice);
    realtime?.emitTo([record.userId], 'supportReply', message);
    return message;
  }

  return {
    /** Newest first, keyset-paginated on (created_at, id). */
    async list(query: AdminSupportMessagesQuery): Promise<{ messages: SupportMessage[]; nextCursor?: string }> {
      const after = decodeCursor(query.cursor, CursorSchema);
      const rows = await repository.list({
        status: query.status === 'all' ? undefined : query.status,
        limit: query.limit + 1,
        after: after && { time: after.t, id: after.id },
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const nextCursor = rows.length > query.limit && last ? encodeCursor({ t: last.cursorTime, id: last.id }) : undefined;
      return { messages: page.map(presentSupportMessage), nextCursor };
    },

    /** Sets (or replaces) the reply: the message is replied, whatever its status was. */
    async replyToMessage(actor: AuditActor, id: string, adminReply: string): Promise<SupportMessage> {
      const outcome = await db.transaction(async (tx) => {
        const message = await repository.lockMessage(id, tx);
        if (!message) throw notFound('Support message');
        const target = await findAuthor(message.userId, tx);
        await repository.setReply([id], { adminReply, status: 'replied', repliedAt: new Date(), repliedBy: actor.id }, tx);
        return recordReply(actor, target, id, adminReply, tx);
      });
      return deliver(outcome);
    },

    /** One row per user who wrote to support, latest first, keyset-paginated on (last time, user id). */
    async listConversations(query: SupportConversationsQuery): Promise<{ conversations: SupportConversation[]; nextCursor?: string }> {
      const after = decodeCursor(query.cursor, CursorSchema);
      const rows = await repository.listConversations({
        status: query.status,
        limit: query.limit + 1,
        after: after && { time: after.t, id: after.id },
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const nextCursor = rows.length > query.limit && last ? encodeCursor({ t: last.cursorTime, id: last.userId }) : undefined;
      return { conversations: page.map(presentSupportConversation), nextCursor };
    },

    /** The user's thread, oldest first; [] for a user who never wrote. */
    async threadMessages(userId: string): Promise<SupportThreadMessage[]> {
      await findAuthor(userId);
      return (await repository.threadForUser(userId, ADMIN_THREAD_LIMIT)).map(presentThreadMessage);
    },

    /**
     * Answers the newest unanswered message and, with it, every earlier open one (they are answered together:
     * replied, without a reply text of their own). When every message has its answer, adds a follow-up row with
     * an empty message and the reply.
     */
    async replyToConversation(actor: AuditActor, userId: string, reply: string): Promise<SupportThreadMessage> {
      const outcome = await db.transaction(async (tx) => {
        const target = await findAuthor(userId, tx);
        const rows = await repository.lockThread(userId, tx);
        const answered = { status: 'replied' as const, repliedAt: new Date(), repliedBy: actor.id };
        const newestIndex = rows.findIndex((row) => row.repliedAt === null);
        let messageId: string;
        if (newestIndex >= 0) {
          messageId = rows[newestIndex]!.id;
          const earlierOpen = rows.slice(newestIndex + 1).filter((row) => row.status === 'open');
          await repository.setReply([messageId], { ...answered, adminReply: reply }, tx);
          await repository.setReply(earlierOpen.map((row) => row.id), answered, tx);
        } else {
          const followUp = await repository.insert({ userId, subject: null, message: '', adminReply: reply, ...answered }, tx);
          messageId = followUp.id;
        }
        return recordReply(actor, target, messageId, reply, tx);
      });
      deliver(outcome);
      return presentThreadMessage(outcome.record);
    },

    /** Every open or replied message of the user becomes closed. */
    async closeConversation(actor: AuditActor, userId: string) {
      await db.transaction(async (tx) => {
        const target = await findAuthor(userId, tx);
        await repository.lockAuthor(userId, tx);
        await repository.closeThread(userId, tx);
        await audit.record(actor, { action: 'close_support', target }, tx);
      });
      return { message: 'Conversation closed' };
    },
  };
}
export type AdminSupportService = ReturnType<typeof createAdminSupportService>;
