import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { uploads, users } from '../../db/schema/index.ts';

export type UploadKind = (typeof uploads.$inferInsert)['kind'];

export function createUploadsRepository(db: Executor) {
  return {
    async insert(row: { ownerId: string; path: string; kind: UploadKind; mimeType: string; sizeBytes: number }, tx: Executor = db) {
      await tx.insert(uploads).values(row);
    },

    /** The current photo, with the user's row locked so concurrent replacements queue up. */
    async lockProfileImage(userId: string, tx: Executor = db): Promise<string | null | undefined> {
      const [row] = await tx
        .select({ profileImage: users.profileImage })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      return row ? row.profileImage : undefined;
    },

    async setProfileImage(userId: string, profileImage: string, tx: Executor = db) {
      await tx.update(users).set({ profileImage, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /** Deletes the owner's upload row for this path; true when there was one (so the file is ours to remove). */
    async deleteOwned(ownerId: string, path: string, tx: Executor = db): Promise<boolean> {
      const deleted = await tx
        .delete(uploads)
        .where(and(eq(uploads.ownerId, ownerId), eq(uploads.path, path)))
        .returning({ id: uploads.id });
      return deleted.length > 0;
    },

    async listPaths(ownerId: string, tx: Executor = db): Promise<string[]> {
      const rows = await tx.select({ path: uploads.path }).from(uploads).where(eq(uploads.ownerId, ownerId));
      return rows.map((r) => r.path);
    },
  };
}
