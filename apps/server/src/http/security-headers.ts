import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * A strict CSP the built SPA runs under: scripts and data only from this origin. Styles allow
 * inline because the accessible primitives position popovers with style attributes.
 */
export async function registerSecurityHeaders(app: FastifyInstance, isBehindTls: boolean): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isBehindTls ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Only meaningful over TLS; the embedded default serves plain HTTP on localhost.
    strictTransportSecurity: isBehindTls,
    crossOriginEmbedderPolicy: false,
  });
}
