// The cookie plugin's own additions to requests and replies: `buildApp` registers it.
import type {} from '@fastify/cookie';
import type { AppConfig } from './config.ts';
import type { DatabaseConnection } from './db/client.ts';
import type { RegisteredRoute } from './http/policy.ts';
import type { Mailer } from './modules/mail/mailer.ts';

// What `buildApp` decorates every Fastify instance with. Kept apart from app.ts so that code type-checked
// without the whole app (the benchmarks) still knows these properties.
declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseConnection;
    mailer: Mailer;
    config: AppConfig;
    registeredRoutes: RegisteredRoute[];
  }
}
