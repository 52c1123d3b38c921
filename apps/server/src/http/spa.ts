import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

function isApiPath(path: string): boolean {
  return path.startsWith('/api/') || path === '/api' || path.startsWith('/1.0/');
}

function wantsPage(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url.split('?')[0] ?? '')
  );
}

/**
 * A path naming a directory (`/`, `/assets/`) is never a file to send: without this the static
 * plugin answers it 403 before the history fallback runs, and `/` is the address the server prints.
 */
function isFilePath(pathname: string): boolean {
  return !pathname.endsWith('/');
}

/**
 * Serves the built SPA. Hashed assets are cached for a year; index.html never, so a deploy is
 * picked up at the next navigation. Unknown non-API paths and directories get index.html (history
 * fallback) and the client router decides; unknown API paths get the JSON error envelope.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string | undefined): Promise<void> {
  const indexPath = webDistDir ? join(webDistDir, 'index.html') : undefined;
  const hasBuild = indexPath !== undefined && existsSync(indexPath);
  if (hasBuild && webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: true,
      index: false,
      allowedPath: isFilePath,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, path: string) => {
        const isHashedAsset = path.startsWith(join(webDistDir, 'assets'));
        reply.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (hasBuild && wantsPage(request)) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    throw new AppError('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}.`);
  });
}
