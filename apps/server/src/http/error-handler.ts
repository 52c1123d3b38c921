import {
  CLAIMS_FORBIDDEN,
  claimIssueParamsSchema,
  describeValidationIssue,
  type ErrorDetail,
  type ErrorEnvelope,
  isValidationMessageKey,
} from '@carbon-ledger/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailableError } from '../db/connection-errors.ts';
import { AppError, DEFAULT_RETRY_AFTER_SECONDS, RateLimitedError } from './app-error.ts';

function toEnvelope(code: string, message: string, details?: ErrorDetail[]): ErrorEnvelope {
  return { error: details?.length ? { code, message, details } : { code, message } };
}

function describeValidationIssues(error: FastifyError): ErrorDetail[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((issue) => {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message = issue.message ?? 'is invalid';
    if (message !== CLAIMS_FORBIDDEN) return { path, message };
    // The zod issue's own params (the refused term and its rule) sit one level down.
    const params = claimIssueParamsSchema.safeParse(issue.params.params);
    return params.success ? { path, message, params: params.data } : { path, message };
  });
}

/**
 * The English sentence of the failed fields. Details keep the message keys (clients show their own
 * language), but the message is shown as it is by API clients and some screens: never a bare key.
 */
function describeFields(details: ErrorDetail[]): string {
  return details
    .map((detail) => {
      const text = isValidationMessageKey(detail.message)
        ? describeValidationIssue(detail, 'en')
        : detail.message;
      return detail.path ? `${detail.path}: ${text}` : text;
    })
    .join('; ');
}

/**
 * Every failure leaves the server as the error envelope of ARCHITECTURE.md. Unexpected errors are
 * logged with the request id and answered without internals.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.statusCode === 429) {
      // Every 429 says when to come back, so well-behaved clients do not hammer a locked door.
      const seconds =
        error instanceof RateLimitedError ? error.retryAfterSeconds : DEFAULT_RETRY_AFTER_SECONDS;
      reply.header('Retry-After', String(seconds));
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(toEnvelope(error.code, error.message, error.details));
    }
    if (error.validation) {
      const details = describeValidationIssues(error);
      const where = error.validationContext ?? 'request';
      const message = details.length ? `Invalid ${where}: ${describeFields(details)}` : error.message;
      return reply.status(400).send(toEnvelope('VALIDATION_FAILED', message, details));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send(toEnvelope('PAYLOAD_TOO_LARGE', 'The request body is too large.'));
    }
    if (status === 415) {
      return reply
        .status(415)
        .send(toEnvelope('UNSUPPORTED_MEDIA_TYPE', 'This content type is not accepted here.'));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(toEnvelope('BAD_REQUEST', error.message));
    }
    if (isDatabaseUnavailableError(error)) {
      // Temporary: the server stays up, `/api/status` says so until a probe reaches the database again.
      app.database.health.reportFailure(error);
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .send(
          toEnvelope(
            'DATABASE_UNAVAILABLE',
            'The database cannot be reached right now. Please try again shortly.',
          ),
        );
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(toEnvelope('INTERNAL', 'Something went wrong.'));
  });
}
