import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../../contract/common.ts';
import { ErrorBodySchema } from '../../../contract/errors.ts';
import {
  ConnectionRequestSchema,
  CountersSchema,
  RequestResponseSchema,
  SendRequestBodySchema,
  SendRequestLegacyBodySchema,
  UpdateRequestBodySchema,
} from '../../../contract/requests.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import { cappedListNote } from '../../lib/pagination.ts';
import { REQUEST_LIST_LIMIT } from './requests.repository.ts';
import type { RequestsService } from './requests.service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };
const membersOnly = requireRole('student', 'teacher', 'parent');

/** Registered at the root: the spec puts requests under /api/user and the badges under /api/me. */
export async function requestRoutes(fastify: FastifyInstance, { requests }: { requests: RequestsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/user/request',
    {
      preHandler: membersOnly,
      schema: {
        tags: ['requests'],
        summary: 'Send a connection request (student to teacher or teacher to student)',
        body: SendRequestBodySchema,
        response: { 201: RequestResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { receiverId, message, childId } = request.body;
      return reply.code(201).send(await requests.send(currentUser(request), { targetId: receiverId, message, childId }));
    },
  );

  app.post(
    '/api/user/send-request',
    {
      preHandler: membersOnly,
      schema: {
        tags: ['requests'],
        summary: 'The same as POST /api/user/request; teacherId is the target user for both roles',
        body: SendRequestLegacyBodySchema,
        response: { 201: RequestResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { teacherId, message, childId } = request.body;
      return reply.code(201).send(await requests.send(currentUser(request), { targetId: teacherId, message, childId }));
    },
  );

  app.get(
    '/api/user/requests/received',
    {
      preHandler: membersOnly,
      schema: {
        tags: ['requests'],
        summary: 'Requests received, newest first',
        description: cappedListNote(REQUEST_LIST_LIMIT, 'newest'),
        response: { 200: z.array(ConnectionRequestSchema), ...errors },
      },
    },
    async (request) => requests.listReceived(currentUser(request)),
  );

  app.get(
    '/api/user/requests/sent',
    {
      preHandler: membersOnly,
      schema: {
        tags: ['requests'],
        summary: 'Requests sent, newest first',
        description: cappedListNote(REQUEST_LIST_LIMIT, 'newest'),
        response: { 200: z.array(ConnectionRequestSchema), ...errors },
      },
    },
    async (request) => requests.listSent(currentUser(request)),
  );

  app.patch(
    '/api/user/request/:id',
    {
      preHandler: membersOnly,
      schema: {
        tags: ['requests'],
        summary: 'Accept or reject a pending request (receiver only)',
        params: IdParamsSchema,
        body: UpdateRequestBodySchema,
        response: { 200: RequestResponseSchema, ...errors },
      },
    },
    async (request) => requests.answer(currentUser(request), request.params.id, request.body.status),
  );

  app.get(
    '/api/me/counters',
    {
      preHandler: membersOnly,
      schema: { tags: ['requests'], summary: 'Badges: unread messages and pending requests received', response: { 200: CountersSchema, ...errors } },
    },
    async (request) => requests.counters(currentUser(request)),
  );
}
