import type { FastifyRequest } from 'fastify';

/**
 * The language a request's messages are worded in: German when `Accept-Language` puts German first
 * (the SPA sends the page's language), else English.
 */
export function readRequestLanguage(request: Pick<FastifyRequest, 'headers'>): 'en' | 'de' {
  return request.headers['accept-language']?.trim().toLowerCase().startsWith('de') ? 'de' : 'en';
}
