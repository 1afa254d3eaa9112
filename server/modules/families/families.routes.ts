import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageSchema } from '../../../contract/chat.ts';
import { MessageResponseSchema } from '../../../contract/common.ts';
import { ErrorBodySchema } from '../../../contract/errors.ts';
import { ChildActivitySchema } from '../../../contract/family-activity.ts';
import {
  ChildBodySchema,
  ChildMessagesParamsSchema,
  ChildParamsSchema,
  ChildResponseSchema,
  ChildrenResponseSchema,
  ChildSchema,
  ConfirmConsentBodySchema,
  ConsentInviteSchema,
  ConsentTokenQuerySchema,
  ResendConsentBodySchema,
  ResendConsentResponseSchema,
  StateAgeBodySchema,
  StateAgeResponseSchema,
} from '../../../contract/families.ts';
import { currentUser, requireRole, requireUser } from '../../plugins/auth.ts';
import { clientInfo } from '../auth/auth.routes.ts';
import type { ChildrenService } from './children.service.ts';
import type { GuardianConsentService } from './guardian-consent.service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 429: ErrorBodySchema };
const parentsOnly = requireRole('parent');
const studentsOnly = requireRole('student');

/** Parents, children and guardian consent: full paths, registered without a prefix. */
export async function familiesRoutes(
  fastify: FastifyInstance,
  { children, consents }: { children: ChildrenService; consents: GuardianConsentService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['families'];

  app.get(
    '/api/children',
    { onRequest: parentsOnly, schema: { tags, summary: "The parent's children", response: { 200: ChildrenResponseSchema, ...errors } } },
    async (request) => ({ children: await children.list(currentUser(request)) }),
  );

  app.post(
    '/api/children',
    {
      onRequest: parentsOnly,
      schema: { tags, summary: 'Add a child (this records the guardian’s consent)', body: ChildBodySchema, response: { 201: ChildSchema, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await children.create(currentUser(request), request.body, clientInfo(request))),
  );

  app.put(
    '/api/children/:id',
    {
      onRequest: parentsOnly,
      schema: { tags, summary: 'Edit a child', params: ChildParamsSchema, body: ChildBodySchema, response: { 200: ChildResponseSchema, ...errors } },
    },
    async (request) => children.update(currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/children/:id',
    {
      onRequest: parentsOnly,
      schema: { tags, summary: 'Remove a child without a login of their own, with their requests and requirements', params: ChildParamsSchema, response: { 200: MessageResponseSchema, ...errors } },
    },
    async (request) => children.remove(currentUser(request), request.params.id),
  );

  app.post(
    '/api/children/:id/revoke-consent',
    {
      onRequest: parentsOnly,
      schema: { tags, summary: 'Withdraw consent: the child is hidden again and their sessions end', params: ChildParamsSchema, response: { 200: ChildResponseSchema, ...errors } },
    },
    async (request) => children.revoke(currentUser(request), request.params.id),
  );

  app.get(
    '/api/children/:id/activity',
    {
      onRequest: parentsOnly,
      schema: { tags, summary: "A linked child's requests and conversations (read-only)", params: ChildParamsSchema, response: { 200: ChildActivitySchema, ...errors } },
    },
    async (request) => children.activity(currentUser(request), request.params.id),
  );

  app.get(
    '/api/children/:id/messages/:userId',
    {
      onRequest: parentsOnly,
      schema: { tags, summary: "One of a linked child's conversations (read-only; marks nothing read)", params: ChildMessagesParamsSchema, response: { 200: z.array(MessageSchema), ...errors } },
    },
    async (request) => children.messages(currentUser(request), request.params.id, request.params.userId),
  );

  app.post(
    '/api/account/age',
    {
      onRequest: studentsOnly,
      schema: { tags, summary: 'State your age once: a date of birth or "I am 18 or older"', body: StateAgeBodySchema, response: { 200: StateAgeResponseSchema, ...errors } },
    },
    async (request) => consents.stateAge(currentUser(request), request.body),
  );

  app.get(
    '/api/guardian/consent',
    { schema: { tags, summary: 'What a guardian-consent link asks to confirm', querystring: ConsentTokenQuerySchema, response: { 200: ConsentInviteSchema, ...errors } } },
    async (request) => consents.invite(request.query.token),
  );

  app.post(
    '/api/guardian/consent/confirm',
    {
      onRequest: requireUser,
      schema: { tags, summary: 'Confirm consent for a child (signed in to a parent account with a verified email)', body: ConfirmConsentBodySchema, response: { 200: ChildResponseSchema, ...errors } },
    },
    async (request) => consents.confirm(currentUser(request), request.body.token, clientInfo(request)),
  );

  app.post(
    '/api/guardian/consent/resend',
    {
      onRequest: studentsOnly,
      schema: { tags, summary: 'Email the guardian a new consent link, maybe to a corrected address', body: ResendConsentBodySchema, response: { 200: ResendConsentResponseSchema, ...errors } },
    },
    async (request) => consents.resend(currentUser(request), request.body),
  );
}
