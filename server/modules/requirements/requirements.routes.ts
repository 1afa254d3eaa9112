import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema, MessageResponseSchema } from '../../../contract/common.ts';
import { ErrorBodySchema } from '../../../contract/errors.ts';
import {
  ContactRequirementResponseSchema,
  CreateRequirementBodySchema,
  FeaturedRequirementSchema,
  FeaturedRequirementsParamsSchema,
  FeaturedRequirementsQuerySchema,
  OwnRequirementQuerySchema,
  PostRequirementResponseSchema,
  RequirementSchema,
  RequirementsQuerySchema,
} from '../../../contract/requirements.ts';
import { setNextLink } from '../../lib/pagination.ts';
import { markWithheld } from '../relationships/teacher-verification.policy.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import type { RequirementsService } from './requirements.service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };
const membersOnly = requireRole('student', 'teacher', 'parent');
const tags = ['requirements'];

/** Registered under /api/requirements. */
export async function requirementRoutes(fastify: FastifyInstance, { requirements }: { requirements: RequirementsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/',
    {
      preHandler: membersOnly,
      schema: {
        tags,
        summary: 'Post the requirement; one per user, so posting again replaces it (contacts start again)',
        body: CreateRequirementBodySchema,
        response: { 201: PostRequirementResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await requirements.post(currentUser(request), request.body)),
  );

  app.get(
    '/',
    {
      preHandler: membersOnly,
      schema: {
        tags,
        summary: "The other type's requirements: filters and sorts (recent, popular, nearby, budget, best); next page in the Link header",
        querystring: RequirementsQuerySchema,
        response: { 200: z.array(RequirementSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { requirements: list, nextCursor, withheld } = await requirements.list(currentUser(request), request.query);
      setNextLink(request, reply, nextCursor);
      markWithheld(reply, withheld);
      return list;
    },
  );

  const featuredSummary =
    'Up to 3 requirements of the other type: near the viewer (within 50 km, by distance and recency), else the most contacted in the last 30 days, then the newest (never paid placement)';
  const featured = async (request: FastifyRequest, reply: FastifyReply) => {
    const { requirements: list, withheld } = await requirements.featured(currentUser(request));
    markWithheld(reply, withheld);
    return list;
  };

  app.get(
    '/featured',
    {
      preHandler: membersOnly,
      schema: {
        tags,
        summary: featuredSummary,
        description: '`userType` is accepted as the spec\'s clients send it; the block is always of the other type than the viewer\'s.',
        querystring: FeaturedRequirementsQuerySchema,
        response: { 200: z.array(FeaturedRequirementSchema), ...errors },
      },
    },
    featured,
  );

  app.get(
    '/featured/:userType',
    {
      preHandler: membersOnly,
      schema: {
        tags,
        summary: 'Alias of GET /api/requirements/featured?userType={userType}: the same answer and the same validation errors',
        description:
          'For clients whose default data loader builds the path from its query key (`/api/requirements/featured/teacher`). ' +
          'Prefer the query form.',
        params: FeaturedRequirementsParamsSchema,
        response: { 200: z.array(FeaturedRequirementSchema), ...errors },
      },
    },
    featured,
  );

  app.get(
    '/my',
    {
      preHandler: membersOnly,
      schema: { tags, summary: "The user's own requirement (a parent's: for childId), or null", querystring: OwnRequirementQuerySchema, response: { 200: RequirementSchema.nullable(), ...errors } },
    },
    async (request) => requirements.my(currentUser(request), request.query.childId),
  );

  app.delete(
    '/',
    {
      preHandler: membersOnly,
      schema: { tags, summary: "Delete the user's own requirement (a parent's: for childId)", querystring: OwnRequirementQuerySchema, response: { 200: MessageResponseSchema, ...errors } },
    },
    async (request) => requirements.remove(currentUser(request), request.query.childId),
  );

  app.post(
    '/:id/contact',
    {
      preHandler: membersOnly,
      schema: {
        tags,
        summary: "Contact a requirement of the other type: counted once per user; the poster is told in real time",
        params: IdParamsSchema,
        body: z.object({}).optional(),
        response: { 200: ContactRequirementResponseSchema, ...errors },
      },
    },
    async (request) => requirements.contact(currentUser(request), request.params.id),
  );
}
