import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { findNulField, NUL_MESSAGE } from '../lib/nul-text.ts';

/** Every route: a NUL character in the body, query or path is a 400 naming the field, before any schema or query. */
async function textInputPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const field = findNulField(request.params) ?? findNulField(request.query) ?? findNulField(request.body);
    if (field) throw new AppError('VALIDATION_FAILED', NUL_MESSAGE, { errors: { [field]: NUL_MESSAGE } });
  });
}

export default fp(textInputPlugin, { name: 'text-input' });
