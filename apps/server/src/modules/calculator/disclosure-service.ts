import type { Instance, YearDisclosures } from '@carbon-ledger/core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { calculatorInstances } from '../../db/schema/calculator.ts';
import { assertNotFrozen } from './frozen.ts';
import { presentInstance } from './presenter.ts';
import { requireInstance } from './queries.ts';
import { recomputeInstance } from './recompute-service.ts';

/** A year's disclosures as stored: the columns of `calculator_instances` they live in. */
export function toDisclosureColumns(disclosures: YearDisclosures) {
  return {
    netRevenue: disclosures.netRevenue,
    residualMixFactor: disclosures.residualMix?.factor ?? null,
    residualMixSource: disclosures.residualMix?.source ?? null,
    scope3CategoryStatuses: disclosures.scope3CategoryStatuses as Record<
      string,
      { status: string; reason?: string }
    >,
  };
}

/**
 * `PUT instances/:id/disclosures`: net revenue, residual mix and the Scope 3 statements of a year, in one
 * write. A changed residual mix changes the market-based figures, so the year is recomputed in the same
 * transaction (the stored figures never disagree with the factor the year shows) and a frozen year refuses
 * it; net revenue and the statements can still be completed on a frozen year.
 */
export async function updateYearDisclosures(
  db: Database,
  companyId: string,
  id: string,
  disclosures: YearDisclosures,
): Promise<Instance> {
  return db.transaction(async (tx) => {
    const current = await requireInstance(tx, companyId, id);
    const columns = toDisclosureColumns(disclosures);
    const isResidualChanged =
      current.residualMixFactor !== columns.residualMixFactor ||
      current.residualMixSource !== columns.residualMixSource;
    // A frozen year's figures never change, so its residual mix cannot; what it states beside them can.
    if (isResidualChanged) assertNotFrozen(current, 'disclosures.residualMix');
    const [updated] = await tx
      .update(calculatorInstances)
      .set({ ...columns, updatedAt: new Date() })
      .where(and(eq(calculatorInstances.companyId, companyId), eq(calculatorInstances.id, id)))
      .returning();
    if (updated && isResidualChanged) await recomputeInstance(tx, companyId, updated, { isApplied: true });
    return presentInstance(await requireInstance(tx, companyId, id));
  });
}
