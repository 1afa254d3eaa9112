import { z } from 'zod';

/** POST /api/upload/image (field `image`): a re-encoded, metadata-free image this server now serves. */
export const UploadImageResponseSchema = z.object({ imagePath: z.string(), message: z.string() });
export type UploadImageResponse = z.infer<typeof UploadImageResponseSchema>;

/** POST /api/auth/upload-profile (field `profileImage`). */
export const UploadProfileResponseSchema = z.object({ profileImage: z.string(), message: z.string() });
export type UploadProfileResponse = z.infer<typeof UploadProfileResponseSchema>;

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif';
