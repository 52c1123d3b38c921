import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';

/** The company of the signed-in actor: from the session, never from the request. */
export function requireCompanyId(request: FastifyRequest): string {
  if (!request.actor) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  return request.actor.companyId;
}
