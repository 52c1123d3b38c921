import type { FastifyInstance } from 'fastify';
import type { FileStore } from './file-store.ts';
import { sweepOrphanFilesLater } from './service.ts';

/** The calls that delete results or years: their files' rows go by the foreign keys, the bytes here. */
const DELETING_ROUTES = new Set([
  'POST /api/company/calculator/results/manage',
  'DELETE /api/company/calculator/instances/:id',
  'DELETE /api/company/calculator/containers/:id',
]);

const ACCOUNT_DELETION_ROUTE = '/api/auth/account/delete';

/**
 * After a successful call that may have deleted results or years, removes the company's stored bytes
 * that no row points at any more (in the background; the answer is not held up).
 */
export function registerEvidenceFileSweep(app: FastifyInstance, store: FileStore): void {
  // At start: what a crash between write and commit left, and what deletions before a restart left.
  app.addHook('onReady', async () => sweepOrphanFilesLater(app.database.db, store, 'all', app.log));
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 300) return;
    // A deleted account takes the companies it was alone in along; their files go with them.
    if (request.method === 'POST' && request.routeOptions.url === ACCOUNT_DELETION_ROUTE) {
      sweepOrphanFilesLater(app.database.db, store, 'all', request.log);
      return;
    }
    if (!request.actor) return;
    if (!DELETING_ROUTES.has(`${request.method} ${request.routeOptions.url}`)) return;
    if (request.method === 'POST' && !hasDeletions(request.body)) return;
    sweepOrphanFilesLater(app.database.db, store, request.actor.companyId, request.log);
  });
}

function hasDeletions(body: unknown): boolean {
  const toDelete = (body as { results?: { toDelete?: unknown[] } } | undefined)?.results?.toDelete;
  return Array.isArray(toDelete) && toDelete.length > 0;
}
