import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** For `/1.0` routes' `schema.security`: they take `Authorization: Bearer <API key>`. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];

/** OpenAPI generated from the zod contracts: the UI at /api/docs, the JSON at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Carbon Ledger API',
        description:
          'Measure, reduce and report greenhouse-gas emissions. Errors answer `{ error: { code, message, details? } }`.',
        version: '0.1.0',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API key (clk_…) made under Settings → API keys, for the public API at /1.0.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}
