import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { createCompanyFactorRoutes } from './company-routes.ts';
import { type LibraryLoadReport, loadFactorLibrary } from './library-loader.ts';
import { findReferenceDataDir } from './reference-data-dir.ts';
import { createReferenceDataRoutes } from './reference-routes.ts';
import { createFactorRoutes } from './routes.ts';

export type { LibraryLoadReport } from './library-loader.ts';

/** Loads what is new in reference-data/factors (nothing, on a start after the first). */
export function loadShippedFactorLibrary(
  db: Database,
  dir = findReferenceDataDir(),
): Promise<LibraryLoadReport> {
  return loadFactorLibrary(db, dir);
}

/** Every route of the factors module: the library, the company's own factors, and reference data. */
export function createFactorModuleRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(createFactorRoutes());
    await app.register(createCompanyFactorRoutes());
    await app.register(createReferenceDataRoutes());
  };
}
