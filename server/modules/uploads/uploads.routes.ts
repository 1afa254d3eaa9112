import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '../../../contract/errors.ts';
import { UploadImageResponseSchema, UploadProfileResponseSchema } from '../../../contract/uploads.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import { readImageField, registerImageMultipart } from './multipart-images.ts';
import type { UploadsService } from './uploads.service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 413: ErrorBodySchema };

/**
 * Image uploads. The role guard runs in onRequest, before the body is touched: an unauthorised caller
 * never gets a byte parsed, let alone written. Multipart is registered here only, not app-wide.
 */
export async function uploadsRoutes(fastify: FastifyInstance, { uploads }: { uploads: UploadsService }) {
  await registerImageMultipart(fastify);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireRole('student', 'teacher', 'parent');

  app.post(
    '/api/auth/upload-profile',
    {
      onRequest,
      schema: {
        tags: ['uploads'],
        summary: 'Set the profile photo (multipart field `profileImage`, JPEG/PNG/WebP/GIF/AVIF ≤ 5 MB); stored as a 512 px WebP',
        consumes: ['multipart/form-data'],
        response: { 200: UploadProfileResponseSchema, ...errors },
      },
    },
    async (request) => uploads.uploadProfilePhoto(currentUser(request), await readImageField(request, 'profileImage')),
  );

  app.post(
    '/api/upload/image',
    {
      onRequest,
      schema: {
        tags: ['uploads'],
        summary: 'Upload a chat image (multipart field `image`, ≤ 5 MB); stored as WebP ≤ 2048 px without metadata',
        consumes: ['multipart/form-data'],
        response: { 200: UploadImageResponseSchema, ...errors },
      },
    },
    async (request) => uploads.uploadChatImage(currentUser(request), await readImageField(request, 'image')),
  );
}
