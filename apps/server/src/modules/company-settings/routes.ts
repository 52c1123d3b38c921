import {
  type CompanySettings,
  companySettingsSchema,
  isCurrencyCode,
  requireCapability,
  SIGNED_IN_POLICY,
  updateCompanySettingsSchema,
} from '@carbon-ledger/core';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companies } from '../../db/schema/identity.ts';
import { AppError } from '../../http/app-error.ts';
import { requireActor } from '../../http/require-actor.ts';
import { findCompany } from '../auth/queries.ts';

type CompanyRow = typeof companies.$inferSelect;

/** The company details every member can read. */
export function presentCompanySettings(company: CompanyRow): CompanySettings {
  return {
    _id: company.id,
    companyInfo: {
      company: company.company,
      brand: company.brand,
      address: company.address,
      city: company.city,
      zip: company.zip,
      country: company.country,
      ...(company.vatType ? { vatType: company.vatType } : {}),
      ...(company.vatId ? { vatId: company.vatId } : {}),
    },
    currency: company.currency,
  };
}

/** The active company's details: read by members, changed by owners. */
export const companySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/company/settings',
    {
      config: { policy: SIGNED_IN_POLICY },
      schema: {
        tags: ['company'],
        summary: 'The active company’s details',
        response: { 200: companySettingsSchema },
      },
    },
    async (request) => {
      const company = await findCompany(db, requireActor(request).companyId);
      if (!company) throw new AppError('NOT_FOUND', 'No such company.');
      return presentCompanySettings(company);
    },
  );

  app.put(
    '/api/company/settings',
    {
      config: { policy: requireCapability('settingsCompany') },
      schema: {
        tags: ['company'],
        summary: 'Change the active company’s details (owner)',
        body: updateCompanySettingsSchema,
        response: { 200: companySettingsSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { info, currency } = request.body;
      if (!isCurrencyCode(currency)) {
        throw new AppError('VALIDATION_FAILED', 'The currency is not supported.', [
          { path: 'currency', message: 'validation.invalid' },
        ]);
      }
      const [company] = await db
        .update(companies)
        .set({
          company: info.company,
          brand: info.brand,
          address: info.address,
          city: info.city,
          zip: info.zip,
          country: info.country,
          vatType: info.vatType ?? null,
          vatId: info.vatId ?? null,
          currency,
          updatedAt: new Date(),
        })
        .where(eq(companies.id, actor.companyId))
        .returning();
      if (!company) throw new AppError('NOT_FOUND', 'No such company.');
      return presentCompanySettings(company);
    },
  );
};
