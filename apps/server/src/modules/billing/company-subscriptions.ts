import { includedSubscriptions, type Subscriptions } from '@carbon-ledger/core';
import type { BillingConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';

/**
 * The `subscriptions` a company's session shows. With billing off every product is included and paid.
 * In stripe mode only stored subscriptions entitle; none are stored before checkout exists, so a
 * company has no product until then (docs/billing.md).
 */
export async function loadCompanySubscriptions(
  _db: Database,
  billing: Pick<BillingConfig, 'mode'>,
  _companyId: string,
): Promise<Subscriptions> {
  if (billing.mode === 'off') return includedSubscriptions();
  return {};
}
