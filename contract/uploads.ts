import { z } from 'zod';

/** POST /api/upload/image (field `image`): a re-encoded, metadata-free image this server now serves. */
export const UploadImageResponseSchema = z.object({ imagePath: z.string(), message: z.string() });
export type UploadImageResponse = z.infer<typeof UploadImageResponseSchema>;

/** POST /api/auth/upload-profile (field `profileImage`). */
export const UploadProfileResponseSchema = z.object({ profileImage: z.string(), message: z.string() });
export type UploadProfileResponse = z.infer<typeof UploadProfileResponseSchema>;

/**
 * What the server accepts, decided from the file's bytes. No HEIC/HEIF: the server cannot decode it, and leaving it
 * out of `accept` makes iOS convert camera photos to JPEG before upload.
 */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const IMAGE_ACCEPT = IMAGE_MIME_TYPES.join(',');
