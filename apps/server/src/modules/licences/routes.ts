import {
  CPI_SOURCE_DESCRIPTION,
  describeLicence,
  FACTOR_LICENCE_URLS,
  type LicencesResponse,
  licencesResponseSchema,
  RATE_SOURCE_DESCRIPTIONS,
  requireCapability,
} from '@carbon-ledger/core';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { factorEditions } from '../../db/schema/factors.ts';
import { IP_COUNTRY_ATTRIBUTION } from '../billing/visitor-country.ts';

export const PRODUCT = { name: 'Carbon Ledger', version: '0.1.0', licence: 'AGPL-3.0-only' } as const;

/** Licence details of this installation: the product and every data source it ships. */
export const licenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/api/settings/licences',
    {
      // Shown on Settings → Solutions next to the company's custom plans: admins (spec section 6).
      config: { policy: requireCapability('settingsCustomSolutions') },
      schema: {
        tags: ['settings'],
        summary: 'Licence details: the product and the loaded factor libraries with their attributions',
        response: { 200: licencesResponseSchema },
      },
    },
    async (): Promise<LicencesResponse> => {
      const editions = await db.select().from(factorEditions).orderBy(asc(factorEditions.libraryFile));
      return {
        product: PRODUCT,
        factorLibraries: editions.map((edition) => ({
          file: edition.libraryFile,
          contents: edition.contents,
          edition: edition.edition,
          licence: edition.licence,
          licenceName: describeLicence(edition.licence),
          ...(FACTOR_LICENCE_URLS[edition.licence]
            ? { licenceUrl: FACTOR_LICENCE_URLS[edition.licence] }
            : {}),
          attribution: edition.attribution,
          rowCount: edition.rowCount,
          loadedAt: edition.loadedAt.toISOString(),
        })),
        referenceData: [
          { name: 'Exchange rates', attribution: Object.values(RATE_SOURCE_DESCRIPTIONS).join(' ') },
          { name: 'Price index for spend-based factors', attribution: CPI_SOURCE_DESCRIPTION },
          { name: 'Country of an IP address (default currency)', attribution: IP_COUNTRY_ATTRIBUTION },
        ],
      };
    },
  );
};
