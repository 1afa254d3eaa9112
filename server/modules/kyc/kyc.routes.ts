import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '../../../contract/errors.ts';
import { KYC_DOCUMENTS, KycSubmitResponseSchema } from '../../../contract/kyc.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import { readFileFields, registerImageMultipart } from '../uploads/multipart-images.ts';
import type { KycService } from './kyc.service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 409: ErrorBodySchema, 413: ErrorBodySchema };

/** Teachers only; the guard runs in onRequest, before any byte of the body is parsed. */
export async function kycRoutes(fastify: FastifyInstance, { kyc }: { kyc: KycService }) {
  await registerImageMultipart(fastify);
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/kyc/submit',
    {
      onRequest: requireRole('teacher'),
      schema: {
        tags: ['kyc'],
        summary: 'Submit identity documents (multipart images `aadhaar`, `pan`, `selfie`, each ≤ 5 MB); kept private for admin review',
        consumes: ['multipart/form-data'],
        response: { 200: KycSubmitResponseSchema, ...errors },
      },
    },
    async (request) => kyc.submit(currentUser(request), () => readFileFields(request, KYC_DOCUMENTS)),
  );
}
