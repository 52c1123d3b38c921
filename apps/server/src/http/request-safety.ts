import { findUnsafeRequestValue, VALIDATION_MESSAGES } from '@carbon-ledger/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

const REQUEST_PARTS = [
  ['params', (request: FastifyRequest) => request.params],
  ['querystring', (request: FastifyRequest) => request.query],
  ['body', (request: FastifyRequest) => request.body],
] as const;

/**
 * Refuses, for every route at once and before any route's own contract runs, the values no contract
 * may let through: text with a NUL or a lone surrogate, and numbers that are not finite or beyond
 * MAX_REQUEST_NUMBER_MAGNITUDE. The answer is the usual VALIDATION_FAILED naming the field, so a
 * hostile value can never reach the database (which answers NUL with an error, and overflows on sums).
 */
export function registerRequestSafety(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, read] of REQUEST_PARTS) {
      const unsafe = findUnsafeRequestValue(read(request));
      if (!unsafe) continue;
      const text = VALIDATION_MESSAGES.en[unsafe.message];
      const field = unsafe.path || part;
      throw new AppError('VALIDATION_FAILED', `Invalid ${part}: ${field}: ${text}`, [
        { path: unsafe.path, message: unsafe.message },
      ]);
    }
  });
}
