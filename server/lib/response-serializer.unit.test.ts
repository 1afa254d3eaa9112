import Fastify, { type FastifyInstance } from 'fastify';
import { isResponseSerializationError, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NearbyUsersResponseSchema } from '../../contract/nearby.ts';
import { parsesAsEncoded, responseSerializerCompiler } from './response-serializer.ts';

const Card = z.object({ id: z.uuid(), name: z.string().max(20), seenAt: z.iso.datetime().nullable() });
const IsoDate = z.codec(z.iso.datetime(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

describe('parsesAsEncoded', () => {
  it('holds for plain types and containers, however nested, recursive ones included', () => {
    expect(parsesAsEncoded(Card)).toBe(true);
    expect(parsesAsEncoded(z.array(z.union([Card, z.null()])).optional())).toBe(true);
    expect(parsesAsEncoded(z.record(z.string(), z.tuple([z.number()], z.boolean())))).toBe(true);
    type Node = { name: string; children: Node[] };
    const Tree: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(Tree) }));
    expect(parsesAsEncoded(Tree)).toBe(true);
    expect(parsesAsEncoded(NearbyUsersResponseSchema)).toBe(true);
  });

  it('fails for a codec, transform, pipe, default or catch anywhere', () => {
    const inside = (s: z.ZodType) => z.object({ list: z.array(z.object({ value: s }).nullable()) });
    expect(parsesAsEncoded(inside(IsoDate))).toBe(false);
    expect(parsesAsEncoded(inside(z.string().transform((v) => v.length)))).toBe(false);
    expect(parsesAsEncoded(inside(z.string().pipe(z.email())))).toBe(false);
    expect(parsesAsEncoded(inside(z.string().default('x')))).toBe(false);
    expect(parsesAsEncoded(inside(z.string().catch('x')))).toBe(false);
  });
});

describe('responseSerializerCompiler', () => {
  let app: FastifyInstance;
  const id = '6f1c2b1e-9f0a-4c55-8a57-3a7a1f3b2c10';
  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler);
    app.setErrorHandler((error, _request, reply) =>
      reply.status(500).send({ serialization: isResponseSerializationError(error) }),
    );
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const reply = { 200: Card };
    typed.get('/extra', { schema: { response: reply } }, async () => ({ id, name: 'Asha', seenAt: null, phone: '+919800000000' }));
    typed.get('/invalid', { schema: { response: reply } }, async () => ({ id, name: 'A much too long name here', seenAt: null }));
    typed.get('/codec', { schema: { response: { 200: z.object({ at: IsoDate }) } } }, async () => ({ at: new Date('2026-11-23T08:00:00.000Z') }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends only what the schema lists', async () => {
    const response = await app.inject({ method: 'GET', url: '/extra' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id, name: 'Asha', seenAt: null });
  });

  it('refuses a reply the schema does not accept', async () => {
    const response = await app.inject({ method: 'GET', url: '/invalid' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ serialization: true });
  });

  it('encodes through codecs, as the library does', async () => {
    const response = await app.inject({ method: 'GET', url: '/codec' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ at: '2026-11-23T08:00:00.000Z' });
  });
});
