import { requireCapability } from '@carbon-ledger/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../http/require-actor.ts';
import { CALCULATOR_BY_INSTANCE_PARAM } from '../billing/entitlement-gate.ts';
import { idParams } from '../calculator/route-params.ts';
import { buildContentDisposition } from '../evidence-files/content-disposition.ts';
import type { FileStore } from '../evidence-files/file-store.ts';
import { auditPackageFileName, planAuditPackage, writeAuditPackage } from './service.ts';
import { ZipWriter } from './zip-writer.ts';

const packageQuery = z.object({
  /** The language of the Word report in the package (when the exporter may export documents). */
  lang: z.enum(['en', 'de'], { error: 'validation.invalid' }).default('en'),
});

/**
 * The audit package of a year (docs/audit-package.md): one ZIP with the results and the factors used,
 * the evidence files, the company's change-log chain, the Word report where allowed, and a manifest with
 * the SHA-256 of every file. Admins, like the log it carries (spec section 6, `logs`); another company's
 * year answers 404. Everything but the evidence bytes is read before the answer starts, so a refusal is
 * a proper error; the evidence files then stream through, one chunk at a time.
 */
export function createAuditPackageRoutes(store: FileStore): FastifyPluginAsyncZod {
  return async (app) => {
    const db = app.database.db;

    app.get(
      '/api/company/calculator/instances/:id/audit-package',
      {
        config: { policy: requireCapability('logs'), entitlement: CALCULATOR_BY_INSTANCE_PARAM },
        schema: {
          tags: ['calculator'],
          summary:
            "A year's audit package (ZIP): results, factors used, evidence, change-log chain, report, manifest",
          params: idParams,
          querystring: packageQuery,
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const plan = await planAuditPackage(db, actor, request.params.id, request.query.lang);
        const zip = new ZipWriter();
        writeAuditPackage(plan, store, zip).catch((error: unknown) => {
          request.log.warn({ err: error }, 'audit package stopped');
          zip.abort(error instanceof Error ? error : new Error('The audit package could not be written.'));
        });
        return reply
          .header('content-type', 'application/zip')
          .header(
            'content-disposition',
            buildContentDisposition(auditPackageFileName(plan.instance), 'attachment'),
          )
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(zip.output);
      },
    );
  };
}
