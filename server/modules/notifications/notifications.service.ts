import type { Database } from '../../db/client.ts';
import type { Realtime } from '../../lib/realtime.ts';

export function createNotificationsService(_deps: { db: Database; realtime?: Realtime }) {
  return {};
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
