import {
  dataQualitySummaryResponseSchema,
  instanceResponseSchema,
  type YearDisclosures,
} from '@carbon-ledger/core';
import { http } from '../../../api/client.ts';
import { unwrap } from '../api/calculator-api.ts';

const BASE = '/api/company/calculator';

/** The data-quality summary of the years (the same table the Word report shows). */
export async function fetchDataQualitySummary(instances: readonly string[]) {
  return unwrap(
    await http.post(
      `${BASE}/reports/data-quality`,
      { instances: [...instances] },
      { schema: dataQualitySummaryResponseSchema },
    ),
  );
}

/** Writes a year's ESRS E1 disclosures (net revenue, residual mix, Scope 3 statements) at once. */
export async function updateYearDisclosures(instanceId: string, disclosures: YearDisclosures) {
  return unwrap(
    await http.put(
      `${BASE}/instances/:id/disclosures`,
      { disclosures },
      { params: { id: instanceId }, schema: instanceResponseSchema },
    ),
  ).instance;
}
