import type { Supplier } from '@carbon-ledger/core';
import type { SupplierWithReports } from './queries.ts';

export function presentSupplier(row: SupplierWithReports): Supplier {
  return {
    _id: row.id,
    name: row.name,
    contactEmail: row.contactEmail,
    country: row.country,
    naceCode: row.naceCode,
    spend:
      row.spendAmount !== null && row.spendCurrency !== null
        ? { amount: row.spendAmount, currency: row.spendCurrency }
        : null,
    employees: row.employees,
    reportedEmissions: row.reports.map((report) => ({
      year: report.year,
      scope1Tonnes: report.scope1Tonnes,
      scope2Tonnes: report.scope2Tonnes,
      scope3Tonnes: report.scope3Tonnes,
      revenue: report.revenue,
      currency: report.currency,
      factorId: report.factorId,
      kgPerEur: report.kgPerEur,
    })),
    createdAt: row.createdAt.toISOString(),
  };
}
