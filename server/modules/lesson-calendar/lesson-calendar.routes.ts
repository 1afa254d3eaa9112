import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../../contract/common.ts';
import { ErrorBodySchema } from '../../../contract/errors.ts';
import { CalendarFeedSchema } from '../../../contract/lessons.ts';
import type { PublicReadLimit } from '../../lib/public-read-limit.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import type { LessonCalendarService } from './lesson-calendar.service.ts';

const ICS_TYPE = 'text/calendar; charset=utf-8';
const IcsSchema = z.string().meta({ description: 'An iCalendar file (text/calendar)' });
const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

/**
 * GET /api/lessons/{id}/calendar.ics, the private feed's settings (GET/POST/DELETE /api/calendar/feed) and the feed
 * itself, GET /api/calendar/{token}.ics, which takes no session: the token is the credential.
 */
export async function lessonCalendarRoutes(fastify: FastifyInstance, { calendar, limit }: { calendar: LessonCalendarService; limit: PublicReadLimit }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireRole('student', 'teacher', 'parent');

  app.get(
    '/api/lessons/:id/calendar.ics',
    {
      preHandler,
      schema: {
        tags: ['lessons'],
        summary: 'One lesson as an iCalendar file (Asia/Kolkata); METHOD:CANCEL once cancelled or declined',
        params: IdParamsSchema,
        response: { 200: IcsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, ics } = await calendar.lessonFile(currentUser(request).id, request.params.id);
      return reply
        .type(ICS_TYPE)
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(ics);
    },
  );

  app.get(
    '/api/calendar/feed',
    { preHandler, schema: { tags: ['lessons'], summary: 'Whether your private calendar feed is on (its URL is shown only when made)', response: { 200: CalendarFeedSchema, ...errors } } },
    async (request) => calendar.feedStatus(currentUser(request).id),
  );

  app.post(
    '/api/calendar/feed',
    {
      preHandler,
      schema: {
        tags: ['lessons'],
        summary: 'Make your private calendar feed URL, or a new one (the previous URL stops working); the URL is returned this once',
        response: { 200: CalendarFeedSchema, ...errors },
      },
    },
    async (request) => calendar.createFeed(currentUser(request).id),
  );

  app.delete(
    '/api/calendar/feed',
    { preHandler, schema: { tags: ['lessons'], summary: 'Turn your private calendar feed off (its URL stops working)', response: { 204: z.undefined(), ...errors } } },
    async (request, reply) => {
      await calendar.revokeFeed(currentUser(request).id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/calendar/:token.ics',
    {
      onRequest: limit,
      schema: {
        tags: ['lessons'],
        summary: "A user's lessons as a calendar to subscribe to (no session: the token in the URL is the credential)",
        params: z.object({ token: z.string().max(100) }),
        response: { 200: IcsSchema, 404: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const ics = await calendar.feed(request.params.token);
      return reply
        .type(ICS_TYPE)
        .header('Content-Disposition', 'inline; filename="tutorhood-lessons.ics"')
        .header('Cache-Control', 'private, no-store')
        .send(ics);
    },
  );
}
