import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageResponseSchema } from '../../../contract/common.ts';
import { ErrorBodySchema } from '../../../contract/errors.ts';
import {
  LiveLocationBodySchema,
  LocationVisibilityBodySchema,
  SaveLocationBodySchema,
  SaveLocationResponseSchema,
} from '../../../contract/location.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import type { LocationService } from './location.service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };
const membersOnly = requireRole('student', 'teacher', 'parent');

/** Registered at the root: the spec puts these under /api/user and /api/auth. */
export async function locationRoutes(fastify: FastifyInstance, { location }: { location: LocationService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  for (const url of ['/api/user/location', '/api/auth/update-location']) {
    app.post(
      url,
      {
        preHandler: membersOnly,
        schema: {
          tags: ['location'],
          summary: 'Save and verify the home location; the server fills city, state, PIN and locality offline',
          body: SaveLocationBodySchema,
          response: { 200: SaveLocationResponseSchema, ...errors },
        },
      },
      async (request) => location.saveLocation(currentUser(request).id, request.body),
    );
  }

  app.post(
    '/api/user/live-location',
    {
      preHandler: membersOnly,
      schema: {
        tags: ['location'],
        summary: 'Share a pinned spot or a live-tracking update',
        body: LiveLocationBodySchema,
        response: { 200: SaveLocationResponseSchema, ...errors },
      },
    },
    async (request) => location.shareLiveLocation(currentUser(request).id, request.body),
  );

  app.delete(
    '/api/user/live-location',
    {
      preHandler: membersOnly,
      schema: { tags: ['location'], summary: 'Stop sharing', response: { 200: MessageResponseSchema, ...errors } },
    },
    async (request) => location.stopLiveLocation(currentUser(request).id),
  );

  app.put(
    '/api/user/location-visibility',
    {
      preHandler: membersOnly,
      schema: {
        tags: ['location'],
        summary: "Opt in or out of showing the exact point to nearby verified users",
        body: LocationVisibilityBodySchema,
        response: { 200: z.object({ showExactLocation: z.boolean() }), ...errors },
      },
    },
    async (request) => location.setExactLocationVisibility(currentUser(request).id, request.body.showExactLocation),
  );
}
