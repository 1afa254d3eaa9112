import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, MessageResponseSchema } from '../../../contract/common.ts';
import { ErrorBodySchema } from '../../../contract/errors.ts';
import { KycDocumentParamsSchema, KycListQuerySchema, KycSubmissionSchema, RejectKycBodySchema } from '../../../contract/kyc.ts';
import { setNextLink } from '../../lib/pagination.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import type { KycReviewService } from './kyc-review.service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

/** KYC review for admins; register with `{ prefix: '/api/admin/kyc' }`. Every route here is admin-only. */
export async function kycAdminRoutes(fastify: FastifyInstance, { review }: { review: KycReviewService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireRole('admin'));

  app.get(
    '/',
    {
      schema: {
        tags: ['admin', 'kyc'],
        summary: 'KYC submissions by status: the queue (under_review) oldest first, decided ones newest first; next page in the Link header',
        querystring: KycListQuerySchema,
        response: { 200: z.array(KycSubmissionSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { submissions, nextCursor } = await review.list(request.query);
      setNextLink(request, reply, nextCursor);
      return submissions;
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['admin', 'kyc'],
        summary: 'One submission with its teacher and document URLs',
        params: IdParamsSchema,
        response: { 200: KycSubmissionSchema, ...errors },
      },
    },
    async (request) => review.get(request.params.id),
  );

  app.get(
    '/:id/documents/:document',
    {
      schema: {
        tags: ['admin', 'kyc'],
        summary: 'Stream one private KYC document, never cached: an image (image/webp, inline) or a PDF (application/pdf, as an attachment)',
        params: KycDocumentParamsSchema,
        produces: ['image/webp', 'application/pdf'],
        response: { 200: z.any().describe('The document: image/webp shown inline, or application/pdf as an attachment'), ...errors },
      },
    },
    async (request, reply) => {
      const { id, document } = request.params;
      const stored = await review.openDocument(currentUser(request), id, document);
      // A PDF is kept as the teacher sent it: never rendered by the browser inside this origin, only downloaded.
      const pdf = stored.contentType === 'application/pdf';
      if (pdf) reply.header('Content-Security-Policy', "sandbox; default-src 'none'");
      return reply
        .type(stored.contentType)
        .header('Content-Length', stored.size)
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', pdf ? `attachment; filename="kyc-${document}-${id}.pdf"` : 'inline')
        .header('X-Content-Type-Options', 'nosniff')
        .send(stored.body);
    },
  );

  app.post(
    '/:id/approve',
    {
      schema: {
        tags: ['admin', 'kyc'],
        summary: 'Approve a submission: the teacher becomes Verified',
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, 409: ErrorBodySchema, ...errors },
      },
    },
    async (request) => review.approve(currentUser(request), request.params.id),
  );

  app.post(
    '/:id/reject',
    {
      schema: {
        tags: ['admin', 'kyc'],
        summary: 'Reject a submission with a reason the teacher sees',
        params: IdParamsSchema,
        body: RejectKycBodySchema,
        response: { 200: MessageResponseSchema, 409: ErrorBodySchema, ...errors },
      },
    },
    async (request) => review.reject(currentUser(request), request.params.id, request.body.reason),
  );
}
