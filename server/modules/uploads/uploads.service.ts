import type { UploadImageResponse, UploadProfileResponse } from '../../../contract/uploads.ts';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { MESSAGES } from '../../../contract/messages.ts';
import type { SessionUser } from '../auth/sessions.service.ts';
import { publicRef, type FileRef, type FileStore } from './file-store.ts';
import { processImage, type ImageVariant } from './image-processing.ts';
import { createUploadsRepository, type UploadKind } from './uploads.repository.ts';

/** Students, teachers and parents upload; admins have no profile photo or chat. */
export function canUploadImages(user: Pick<SessionUser, 'userType'>) {
  return user.userType !== 'admin';
}

export function createUploadsService({ db, files }: { db: Database; files: FileStore }) {
  const repository = createUploadsRepository(db);

  /**
   * Re-encodes, writes under a random name, then runs `record` in a transaction with the uploads row.
   * If anything after the write fails, the new file is removed again: no orphan in the store.
   */
  async function store(
    user: SessionUser,
    bytes: Buffer,
    options: { variant: ImageVariant; kind: UploadKind; field: string },
    record?: (urlPath: string, tx: Executor) => Promise<void>,
  ): Promise<string> {
    if (!canUploadImages(user)) throw new AppError('FORBIDDEN', MESSAGES.NOT_FOR_ACCOUNT_TYPE);
    const image = await processImage(bytes, options.variant, options.field);
    const saved = await files.savePublic(image.bytes, image.extension);
    try {
      await db.transaction(async (tx) => {
        await repository.insert(
          { ownerId: user.id, path: saved.urlPath, kind: options.kind, mimeType: image.mimeType, sizeBytes: image.bytes.length },
          tx,
        );
        await record?.(saved.urlPath, tx);
      });
    } catch (error) {
      await files.removeAll([saved.ref]);
      throw error;
    }
    return saved.urlPath;
  }

  return {
    /** Sets users.profile_image; the previous photo (if we issued it) loses its row in the same transaction and its file after commit. */
    async uploadProfilePhoto(user: SessionUser, bytes: Buffer): Promise<UploadProfileResponse> {
      let previousFile: FileRef | undefined;
      const profileImage = await store(user, bytes, { variant: 'profile', kind: 'profile', field: 'profileImage' }, async (urlPath, tx) => {
        const current = await repository.lockProfileImage(user.id, tx);
        if (current === undefined) throw new AppError('UNAUTHENTICATED', MESSAGES.SIGN_IN_REQUIRED);
        await repository.setProfileImage(user.id, urlPath, tx);
        if (current && (await repository.deleteOwned(user.id, current, tx))) previousFile = publicRef(current);
      });
      await files.removeAll([previousFile]);
      return { profileImage, message: 'Profile photo updated' };
    },

    /** A chat attachment: stored and recorded, so a message can later be checked against its sender. */
    async uploadChatImage(user: SessionUser, bytes: Buffer): Promise<UploadImageResponse> {
      const imagePath = await store(user, bytes, { variant: 'picture', kind: 'chat', field: 'image' });
      return { imagePath, message: 'Image uploaded' };
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
