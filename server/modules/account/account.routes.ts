import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountExportSchema,
  accountExportFileName,
  ChangeOwnPasswordBodySchema,
  CheckResetLinkBodySchema,
  DeleteAccountBodySchema,
  ForgotPasswordBodySchema,
  ResetPasswordBodySchema,
} from '../../../contract/account.ts';
import { MessageResponseSchema } from '../../../contract/common.ts';
import { ErrorBodySchema } from '../../../contract/errors.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import type { AccountService } from './account.service.ts';
import type { PasswordResetService } from './password-reset.service.ts';

interface Options {
  account: AccountService;
  passwordResets: PasswordResetService;
  /** Links in emails start here (config.publicUrl), never at a request's Origin or Host. */
  publicUrl: string;
}

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

const studentOrTeacher = requireRole('student', 'teacher', 'parent');

/** Account self-service: full paths, register without a prefix. */
export async function accountRoutes(fastify: FastifyInstance, { account, passwordResets, publicUrl }: Options) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onClose', () => passwordResets.close());

  app.put(
    '/api/auth/change-password',
    {
      onRequest: studentOrTeacher,
      schema: {
        tags: ['account'],
        summary: 'Change your password; your other sessions end, this one stays',
        body: ChangeOwnPasswordBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => account.changePassword(currentUser(request), request.body),
  );

  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        tags: ['account'],
        summary: 'Email a password-reset link (30 minutes, single use); the same answer whether or not the email has an account',
        body: ForgotPasswordBodySchema,
        response: { 200: MessageResponseSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request) => passwordResets.requestReset(request.body, { ip: request.ip }, publicUrl),
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags: ['account'],
        summary: "Set a new password with the emailed link's token; every session of the account ends",
        body: ResetPasswordBodySchema,
        response: { 200: MessageResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => passwordResets.resetPassword(request.body),
  );

  app.post(
    '/api/auth/reset-password/check',
    {
      schema: {
        tags: ['account'],
        summary: "Whether the emailed link's token can still set a password (unknown, used or expired: 400), without using it",
        body: CheckResetLinkBodySchema,
        response: { 200: MessageResponseSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => passwordResets.checkResetLink(request.body),
  );

  app.delete(
    '/api/account',
    {
      onRequest: studentOrTeacher,
      schema: {
        tags: ['account'],
        summary: 'Delete your account and everything it holds, confirmed by your password',
        body: DeleteAccountBodySchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const deleted = await account.deleteOwnAccount(currentUser(request), request.body.password);
      reply.clearSessionCookie();
      return deleted;
    },
  );

  app.get(
    '/api/account/export',
    {
      onRequest: studentOrTeacher,
      schema: {
        tags: ['account'],
        summary: 'Download your data: profile, requirements, requests, messages, reviews, notifications, support (JSON)',
        response: { 200: AccountExportSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const at = new Date();
      const data = await account.exportData(currentUser(request).id, at);
      return reply
        .header('Content-Disposition', `attachment; filename="${accountExportFileName(at)}"`)
        .header('Cache-Control', 'no-store')
        .send(data);
    },
  );
}
