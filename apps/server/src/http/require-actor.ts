import type { FastifyRequest } from 'fastify';
import type { Actor } from './actor.ts';
import { AppError } from './app-error.ts';

/**
 * The actor of a request on a route whose policy already demanded a sign-in; narrows the type and
 * still answers 401 should a route ever be registered with a weaker policy by mistake.
 */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED', 'Please sign in.');
  return request.actor;
}
