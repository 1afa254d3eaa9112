import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../../contract/common.ts';
import { ErrorBodySchema } from '../../../contract/errors.ts';
import {
  AvailabilitySettingsSchema,
  BookLessonBodySchema,
  LessonListQuerySchema,
  LessonOutcomeBodySchema,
  LessonReasonBodySchema,
  LessonResponseSchema,
  LessonSchema,
  RescheduleLessonBodySchema,
  SlotsQuerySchema,
  TutorSlotsSchema,
} from '../../../contract/lessons.ts';
import type { PublicReadLimit } from '../../lib/public-read-limit.ts';
import { setNextLink } from '../../lib/pagination.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import type { LessonsService } from './lessons.service.ts';

const tags = ['lessons'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };
const members = requireRole('student', 'teacher', 'parent');
const teachers = requireRole('teacher');
const families = requireRole('student', 'parent');

/** Lessons: a teacher's availability, a tutor's free slots (public), bookings and their life. */
export async function lessonRoutes(fastify: FastifyInstance, { lessons, limit }: { lessons: LessonsService; limit: PublicReadLimit }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/lessons/availability',
    { preHandler: teachers, schema: { tags, summary: "The teacher's weekly availability (IST), days off and booking settings", response: { 200: AvailabilitySettingsSchema, ...errors } } },
    async (request) => lessons.availability.get(currentUser(request)),
  );

  app.put(
    '/api/lessons/availability',
    {
      preHandler: teachers,
      schema: {
        tags,
        summary: 'Replace the weekly availability, days off and settings at once; ranges of one weekday may not overlap',
        body: AvailabilitySettingsSchema,
        response: { 200: AvailabilitySettingsSchema, ...errors },
      },
    },
    async (request) => lessons.availability.save(currentUser(request), request.body),
  );

  app.get(
    '/api/tutors/:id/slots',
    {
      onRequest: limit,
      schema: {
        tags,
        security: [],
        summary: "A tutor's free slots for one lesson length (their shortest unless asked), from a day in India for some days",
        params: IdParamsSchema,
        querystring: SlotsQuerySchema,
        response: { 200: TutorSlotsSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request) => lessons.slots.forTutor(request.params.id, request.query),
  );

  app.post(
    '/api/lessons',
    {
      preHandler: families,
      schema: { tags, summary: "Book one of a connected tutor's free slots (a parent: for one of their children)", body: BookLessonBodySchema, response: { 201: LessonResponseSchema, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await lessons.book(currentUser(request), request.body)),
  );

  app.get(
    '/api/lessons',
    {
      preHandler: members,
      schema: {
        tags,
        summary: 'Lessons the user sees: upcoming (not yet ended) soonest first, or past newest first; next page in the Link header',
        querystring: LessonListQuerySchema,
        response: { 200: z.array(LessonSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { lessons: page, nextCursor } = await lessons.list(currentUser(request), request.query);
      setNextLink(request, reply, nextCursor);
      return page;
    },
  );

  app.get(
    '/api/lessons/:id',
    { preHandler: members, schema: { tags, summary: 'One lesson, as the viewer may see it (404 for anyone else)', params: IdParamsSchema, response: { 200: LessonSchema, ...errors } } },
    async (request) => lessons.get(currentUser(request), request.params.id),
  );

  app.post(
    '/api/lessons/:id/accept',
    { preHandler: members, schema: { tags, summary: 'Accept the lesson as it stands (the side it waits for)', params: IdParamsSchema, response: { 200: LessonResponseSchema, ...errors } } },
    async (request) => lessons.accept(currentUser(request), request.params.id),
  );

  app.post(
    '/api/lessons/:id/decline',
    {
      preHandler: members,
      schema: { tags, summary: 'Decline the lesson, or the time the teacher proposed, with a reason', params: IdParamsSchema, body: LessonReasonBodySchema, response: { 200: LessonResponseSchema, ...errors } },
    },
    async (request) => lessons.decline(currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/api/lessons/:id/reschedule',
    {
      preHandler: members,
      schema: {
        tags,
        summary: "Propose another time (the teacher) or ask for one (the family); an accepted lesson until the cut-off",
        params: IdParamsSchema,
        body: RescheduleLessonBodySchema,
        response: { 200: LessonResponseSchema, ...errors },
      },
    },
    async (request) => lessons.reschedule(currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/api/lessons/:id/cancel',
    {
      preHandler: members,
      schema: { tags, summary: 'Cancel with a reason: an accepted lesson until the cut-off, or withdraw a pending one', params: IdParamsSchema, body: LessonReasonBodySchema, response: { 200: LessonResponseSchema, ...errors } },
    },
    async (request) => lessons.cancel(currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/api/lessons/:id/outcome',
    {
      preHandler: members,
      schema: { tags, summary: "After its end, say whether the lesson happened; optionally report the other side's no-show", params: IdParamsSchema, body: LessonOutcomeBodySchema, response: { 200: LessonResponseSchema, ...errors } },
    },
    async (request) => lessons.recordOutcome(currentUser(request), request.params.id, request.body),
  );
}
