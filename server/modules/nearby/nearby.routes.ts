import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NEARBY_HOME_RADIUS_KM } from '../../../contract/constants.ts';
import { ErrorBodySchema } from '../../../contract/errors.ts';
import {
  HomeNearbyPageQuerySchema,
  HomeNearbyParamsSchema,
  HomeNearbyQuerySchema,
  NearbyQuerySchema,
  NearbyUsersResponseSchema,
  type NearbyQuery,
} from '../../../contract/nearby.ts';
import { setNextLink } from '../../lib/pagination.ts';
import { markWithheld } from '../relationships/teacher-verification.policy.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import type { NearbyService } from './nearby.service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 409: ErrorBodySchema };

export async function nearbyRoutes(fastify: FastifyInstance, { nearby }: { nearby: NearbyService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireRole('student', 'teacher', 'parent');

  app.get(
    '/api/nearby/users',
    {
      preHandler,
      schema: {
        tags: ['nearby'],
        summary: 'Users of the opposite type near the viewer, nearest first; next page in the Link header',
        querystring: NearbyQuerySchema,
        response: { 200: NearbyUsersResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { users, nextCursor, withheld } = await nearby.listNearby(currentUser(request), request.query);
      setNextLink(request, reply, nextCursor);
      markWithheld(reply, withheld);
      return users;
    },
  );

  const homePanel = async (request: FastifyRequest, reply: FastifyReply, query: NearbyQuery) => {
    const { users, nextCursor, withheld } = await nearby.listNearby(currentUser(request), query);
    setNextLink(request, reply, nextCursor);
    markWithheld(reply, withheld);
    return users;
  };

  app.get(
    '/api/nearby-users',
    {
      preHandler,
      schema: {
        tags: ['nearby'],
        summary: `The home panel: the same, within ${NEARBY_HOME_RADIUS_KM} km unless \`radius\` says otherwise`,
        querystring: HomeNearbyQuerySchema,
        response: { 200: NearbyUsersResponseSchema, ...errors },
      },
    },
    async (request, reply) => homePanel(request, reply, request.query),
  );

  app.get(
    '/api/nearby-users/:radius',
    {
      preHandler,
      schema: {
        tags: ['nearby'],
        summary: 'Alias of GET /api/nearby-users?radius={radius}: the same answer and the same validation errors',
        description:
          'For clients whose default data loader builds the path from its query key (`/api/nearby-users/50`). ' +
          'Prefer the query form.',
        params: HomeNearbyParamsSchema,
        querystring: HomeNearbyPageQuerySchema,
        response: { 200: NearbyUsersResponseSchema, ...errors },
      },
    },
    async (request, reply) => homePanel(request, reply, { ...request.query, radius: request.params.radius }),
  );
}
