import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import { registerErrorHandling } from './error-handler.ts';

async function buildProbeApp() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.post(
    '/probe',
    {
      schema: {
        body: z.object({
          info: z.object({ zip: z.string().min(4) }),
          count: z.number(),
          name: z.string().max(20, { error: 'validation.tooLong' }).optional(),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/conflict', async () => {
    throw new AppError('CONFLICT', 'That name is taken.', [{ path: 'name', message: 'is taken' }]);
  });
  app.get('/crash', async () => {
    throw new Error('database password is hunter2');
  });
  await app.ready();
  return app;
}

describe('the error envelope', () => {
  it('names each invalid field of a body', async () => {
    const app = await buildProbeApp();
    const response = await app.inject({ method: 'POST', url: '/probe', payload: { info: { zip: '1' } } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details.map((detail: { path: string }) => detail.path).sort()).toEqual([
      'count',
      'info.zip',
    ]);
    expect(body.error.message).toContain('info.zip');
  });

  it('writes the message in words, never as a message key', async () => {
    const app = await buildProbeApp();
    const response = await app.inject({
      method: 'POST',
      url: '/probe',
      payload: { info: { zip: '12345' }, count: 1, name: 'x'.repeat(30) },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.details).toEqual([{ path: 'name', message: 'validation.tooLong' }]);
    expect(body.error.message).toBe('Invalid body: name: This text is too long.');
  });

  it('answers malformed JSON with 400', async () => {
    const app = await buildProbeApp();
    const response = await app.inject({
      method: 'POST',
      url: '/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"info":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BAD_REQUEST');
  });

  it('maps an AppError code to its status', async () => {
    const app = await buildProbeApp();
    const response = await app.inject({ method: 'GET', url: '/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'CONFLICT',
        message: 'That name is taken.',
        details: [{ path: 'name', message: 'is taken' }],
      },
    });
  });

  it('hides the internals of unexpected errors', async () => {
    const app = await buildProbeApp();
    const response = await app.inject({ method: 'GET', url: '/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong.' } });
  });
});
