import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChangeEmailBodySchema,
  VerificationSentSchema,
  VerifyEmailBodySchema,
  VerifyEmailResponseSchema,
} from '../../../contract/email-verification.ts';
import { ErrorBodySchema } from '../../../contract/errors.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import type { EmailVerificationService } from './email-verification.service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };
const member = requireRole('student', 'teacher', 'parent');

/** Email verification: full paths, register without a prefix. */
export async function emailVerificationRoutes(fastify: FastifyInstance, { verification }: { verification: EmailVerificationService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onClose', () => verification.close());

  app.post(
    '/api/auth/verify-email',
    {
      schema: {
        tags: ['account'],
        summary: "Verify an email address with the emailed link's token (single use, 72 hours); signed in or not",
        body: VerifyEmailBodySchema,
        response: { 200: VerifyEmailResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => verification.verify(request.body),
  );

  app.post(
    '/api/auth/resend-verification',
    {
      onRequest: member,
      schema: {
        tags: ['account'],
        summary: 'Email a new verification link to your address (older links stop working); rate-limited',
        response: { 200: VerificationSentSchema, ...errors, 409: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request) => verification.resend(currentUser(request)),
  );

  app.put(
    '/api/account/email',
    {
      onRequest: member,
      schema: {
        tags: ['account'],
        summary: 'Correct your email address, confirmed by your password; the new address is unverified and gets a link',
        body: ChangeEmailBodySchema,
        response: { 200: VerificationSentSchema, ...errors, 409: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request) => verification.changeEmail(currentUser(request), request.body),
  );
}
