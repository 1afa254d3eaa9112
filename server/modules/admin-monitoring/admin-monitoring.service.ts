import { z } from 'zod';
import type { AdminConversation, AdminConversationsQuery, AdminConversationStats, PlatformMessage } from '../../../contract/admin-monitoring.ts';
import type { PageQuery } from '../../../contract/common.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { decodeCursor, encodeCursor } from '../../lib/pagination.ts';
import { auditLabel, type AuditActor, type AuditLog } from '../audit/audit-log.ts';
import { presentConversation, presentPlatformMessage } from './admin-monitoring.presenter.ts';
import { createMonitoringRepository } from './admin-monitoring.repository.ts';
import { createPlatformMessagesRepository } from './platform-messages.repository.ts';

const ConversationCursorSchema = z.object({ t: z.iso.datetime({ precision: 6 }), a: z.uuid(), b: z.uuid() });
const ThreadCursorSchema = z.object({ t: z.iso.datetime({ precision: 6 }), id: z.uuid() });

/** Read-only monitoring of platform conversations. Opening a thread is audited; paging within it is not. */
export function createMonitoringService({ db, audit }: { db: Database; audit: AuditLog }) {
  const repository = createMonitoringRepository(db);
  const platformMessages = createPlatformMessagesRepository(db);

  return {
    async listConversations(query: AdminConversationsQuery): Promise<{ conversations: AdminConversation[]; nextCursor?: string }> {
      const after = decodeCursor(query.cursor, ConversationCursorSchema);
      const pairs = await repository.listPairs({
        search: query.search || undefined,
        limit: query.limit + 1,
        after: after && { time: after.t, userA: after.a, userB: after.b },
      });
      const page = pairs.slice(0, query.limit);
      const lastMessages = new Map((await platformMessages.findByIds(page.map((p) => p.lastMessageId))).map((m) => [m.id, m]));
      const conversations = page.flatMap((pair) => {
        const lastMessage = lastMessages.get(pair.lastMessageId);
        return lastMessage ? [presentConversation(pair, lastMessage)] : []; // deleted in between: skipped
      });
      const last = page.at(-1);
      const nextCursor = pairs.length > query.limit && last ? encodeCursor({ t: last.cursorTime, a: last.userA, b: last.userB }) : undefined;
      return { conversations, nextCursor };
    },

    async stats(): Promise<AdminConversationStats> {
      const { figures, estimated } = await repository.stats();
      return { ...figures, estimated };
    },

    /** The pair's messages oldest first; the first page writes a 'view_conversation' audit entry. */
    async thread(
      actor: AuditActor,
      userA: string,
      userB: string,
      query: PageQuery,
    ): Promise<{ messages: PlatformMessage[]; nextCursor?: string }> {
      if (userA === userB) throw new AppError('VALIDATION_FAILED', 'A conversation needs two different users');
      const after = decodeCursor(query.cursor, ThreadCursorSchema);
      const found = await repository.findUsers([userA, userB]);
      const target = found.find((u) => u.id === userA);
      if (!target || !found.some((u) => u.id === userB)) throw notFound('User');

      const rows = await platformMessages.thread(userA, userB, { limit: query.limit + 1, after: after && { time: after.t, id: after.id } });
      if (!after) {
        await audit.record(actor, { action: 'view_conversation', target: { id: userA, label: auditLabel(target) }, subjectId: userB });
      }
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const nextCursor = rows.length > query.limit && last ? encodeCursor({ t: last.cursorTime, id: last.id }) : undefined;
      return { messages: page.map(presentPlatformMessage), nextCursor };
    },
  };
}
export type MonitoringService = ReturnType<typeof createMonitoringService>;
