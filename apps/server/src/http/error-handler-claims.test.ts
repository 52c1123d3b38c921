import { describeClaimRule, publicTextSchema } from '@carbon-ledger/core';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandling } from './error-handler.ts';

/** A route taking a public text, as a widget or dashboard route does. */
async function buildPublishingApp() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.post(
    '/publish',
    {
      schema: {
        body: z.object({
          title: publicTextSchema.max(80, { error: 'validation.tooLong' }),
          caption: publicTextSchema.optional(),
        }),
      },
    },
    async (request) => ({ data: request.body }),
  );
  await app.ready();
  return app;
}

describe('a public text with a banned claim', () => {
  it('answers 400 naming the field, the term as written and its rule', async () => {
    const app = await buildPublishingApp();
    const response = await app.inject({
      method: 'POST',
      url: '/publish',
      payload: { title: 'Our year 2025', caption: 'Seit 2020 CO₂-neutral' },
    });
    expect(response.statusCode).toBe(400);
    const { reason } = describeClaimRule('offset-neutrality', 'en');
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: `Invalid body: caption: “CO₂-neutral” cannot be published: ${reason}`,
        details: [
          {
            path: 'caption',
            message: 'claims.forbidden',
            params: { rule: 'offset-neutrality', term: 'CO₂-neutral', index: 10, length: 11 },
          },
        ],
      },
    });
  });

  it('lists every claim of every field', async () => {
    const app = await buildPublishingApp();
    const response = await app.inject({
      method: 'POST',
      url: '/publish',
      payload: { title: 'Net zero by 2045', caption: 'eco-friendly and emission-free' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      {
        path: 'title',
        message: 'claims.forbidden',
        params: { rule: 'neutrality-target', term: 'Net zero', index: 0, length: 8 },
      },
      {
        path: 'caption',
        message: 'claims.forbidden',
        params: { rule: 'generic-claim', term: 'eco-friendly', index: 0, length: 12 },
      },
      {
        path: 'caption',
        message: 'claims.forbidden',
        params: { rule: 'zero-emissions', term: 'emission-free', index: 17, length: 13 },
      },
    ]);
  });

  it('publishes a lawful text', async () => {
    const app = await buildPublishingApp();
    const title = 'Measured footprint 2025: 1,234.57 t CO2e (Scopes 1, 2 and 3)';
    const response = await app.inject({ method: 'POST', url: '/publish', payload: { title } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { title } });
  });
});
