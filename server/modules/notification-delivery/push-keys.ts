import webPush from 'web-push';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { appSecrets } from '../../db/schema/index.ts';
import { eq } from 'drizzle-orm';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const VAPID_SECRET_NAME = 'vapid_keys';
const StoredKeysSchema = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

/**
 * The server's Web Push (VAPID) key pair: from env when set, else the one in app_secrets, made on first start. Every
 * instance offers browsers the same public key: the first to start inserts a fresh pair (insert … on conflict do
 * nothing), and all of them read back whichever pair won.
 */
export async function loadVapidKeys(db: Database, configured: VapidKeys | undefined): Promise<VapidKeys> {
  if (configured) return configured;
  const fresh = webPush.generateVAPIDKeys();
  await db.insert(appSecrets).values({ name: VAPID_SECRET_NAME, value: JSON.stringify(fresh) }).onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, VAPID_SECRET_NAME));
  if (!row) throw new Error('the VAPID key pair could not be stored');
  return StoredKeysSchema.parse(JSON.parse(row.value));
}
