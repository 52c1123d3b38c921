import type { PublicCompany } from '@carbon-ledger/core';
import type { companies } from '../../db/schema/identity.ts';

/** The company as the public API shows it: identity and currency, no address or tax details. */
export function presentPublicCompany(company: typeof companies.$inferSelect): PublicCompany {
  return {
    _id: company.id,
    companyInfo: { brand: company.brand, company: company.company, country: company.country },
    currency: company.currency,
  };
}
