import type { onRequestHookHandler } from 'fastify';
import type { ServedImage } from './media-cache.ts';

/** An image's answer, its headers made once per cached entry rather than on every request. */
export function toServedImage(body: Buffer, type: string, etag: string, lastModified: string): ServedImage {
  return {
    etag,
    body,
    headers: {
      ETag: etag,
      // Revalidated on every use, so a withdrawn widget disappears at once, also behind shared caches.
      'Cache-Control': 'public, no-cache',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Last-Modified': lastModified,
    },
    type,
  };
}

/**
 * The app's security headers (`registerSecurityHeaders`), taken once from its helmet configuration on
 * the first request and copied onto every later answer. Helmet builds its middleware anew for every
 * request it handles, which cost more than answering an image from memory; its configuration does not
 * change while the process runs, so neither do the headers.
 */
export function copySecurityHeaders(): onRequestHookHandler {
  let headers: Record<string, string> | undefined;
  return (_request, reply, done) => {
    if (headers) {
      reply.headers(headers);
    } else {
      const before = new Set(reply.raw.getHeaderNames());
      reply.helmet();
      headers = {};
      for (const name of reply.raw.getHeaderNames()) {
        if (!before.has(name)) headers[name] = String(reply.raw.getHeader(name));
      }
    }
    done();
  };
}
