import { z } from 'zod';
import { ConversationSchema } from './chat.ts';
import { ConnectionRequestSchema } from './requests.ts';

/**
 * GET /api/children/{id}/activity: a guardian's read-only view of a linked child's own requests and conversations
 * (GET /api/children/{id}/messages/{userId} gives one conversation's messages, never marking them read).
 */
export const ChildActivitySchema = z
  .object({ requests: z.array(ConnectionRequestSchema), conversations: z.array(ConversationSchema) })
  .meta({ id: 'ChildActivity' });
export type ChildActivity = z.infer<typeof ChildActivitySchema>;
