import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '../../../contract/errors.ts';
import { SearchResultsSchema, SearchStudentsQuerySchema, SearchTeachersQuerySchema } from '../../../contract/search.ts';
import { setNextLink } from '../../lib/pagination.ts';
import { markWithheld } from '../relationships/teacher-verification.policy.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import type { SearchService } from './search.service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

export async function searchRoutes(fastify: FastifyInstance, { search }: { search: SearchService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/teachers',
    {
      preHandler: requireUser,
      schema: {
        tags: ['search'],
        summary: 'Students find teachers: free text (typo-tolerant), location, subject, verification',
        querystring: SearchTeachersQuerySchema,
        response: { 200: SearchResultsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { results, nextCursor } = await search.searchTeachers(currentUser(request), request.query);
      setNextLink(request, reply, nextCursor);
      return results;
    },
  );

  app.get(
    '/students',
    {
      preHandler: requireUser,
      schema: {
        tags: ['search'],
        summary: 'Teachers find students: free text, location, class 1st–12th, verification',
        querystring: SearchStudentsQuerySchema,
        response: { 200: SearchResultsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { results, nextCursor, withheld } = await search.searchStudents(currentUser(request), request.query);
      setNextLink(request, reply, nextCursor);
      markWithheld(reply, withheld);
      return results;
    },
  );
}
