import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '../../../contract/errors.ts';
import { SearchPageSchema, SearchStudentsQuerySchema, SearchTeachersQuerySchema } from '../../../contract/search.ts';
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
        summary:
          'Students find teachers: free text in English, Hinglish or Hindi (subjects, classes, boards, modes, a place), filters, five orders, a real count',
        querystring: SearchTeachersQuerySchema,
        response: { 200: SearchPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const page = await search.searchTeachers(currentUser(request), request.query);
      setNextLink(request, reply, page.nextCursor ?? undefined);
      return page;
    },
  );

  app.get(
    '/students',
    {
      preHandler: requireUser,
      schema: {
        tags: ['search'],
        summary: 'Teachers find students: free text, location, class 1st–12th, verification, a real count',
        querystring: SearchStudentsQuerySchema,
        response: { 200: SearchPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { withheld, ...page } = await search.searchStudents(currentUser(request), request.query);
      setNextLink(request, reply, page.nextCursor ?? undefined);
      markWithheld(reply, withheld);
      return page;
    },
  );
}
