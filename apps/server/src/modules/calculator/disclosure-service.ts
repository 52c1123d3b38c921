import type { Instance, YearDisclosures } from '@carbon-ledger/core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { calculatorInstances } from '../../db/schema/calculator.ts';
import { assertNotFrozen } from './frozen.ts';
import { presentInstance } from './presenter.ts';
import { requireInstance } from './queries.ts';
import { recomputeInstance } from './recompute-service.ts';

/** A year's disclosures as stored: the columns of `calculator_instances` they live in. */
export function toDisclosureColumns(disclosures: YearDisclosures, storedGridLossPercent: number | null) {
  return {
    gridLossPercent:
      disclosures.gridLossPercent === undefined ? storedGridLossPercent : disclosures.gridLossPercent,
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
 * `PUT instances/:id/disclosures`: net revenue, residual mix, the Scope 3 statements and the grid loss
 * percentage of a year, in one write. A changed residual mix changes the market-based figures, a changed
 * loss percentage the category 3 figures of Ember-priced electricity, so the year is recomputed in the same
 * transaction (the stored figures never disagree with what the year shows) and a frozen year refuses
 * either; net revenue and the statements can still be completed on a frozen year.
 */
export async function updateYearDisclosures(
  db: Database,
  companyId: string,
  id: string,
  disclosures: YearDisclosures,
): Promise<Instance> {
  return db.transaction(async (tx) => {
    const current = await requireInstance(tx, companyId, id);
    const columns = toDisclosureColumns(disclosures, current.gridLossPercent);
    const isResidualChanged =
      current.residualMixFactor !== columns.residualMixFactor ||
      current.residualMixSource !== columns.residualMixSource;
    const isGridLossChanged = current.gridLossPercent !== columns.gridLossPercent;
    // A frozen year's figures never change, so its residual mix cannot; what it states beside them can.
    if (isResidualChanged) assertNotFrozen(current, 'disclosures.residualMix');
    if (isGridLossChanged) assertNotFrozen(current, 'disclosures.gridLossPercent');
    const [updated] = await tx
      .update(calculatorInstances)
      .set({ ...columns, updatedAt: new Date() })
      .where(and(eq(calculatorInstances.companyId, companyId), eq(calculatorInstances.id, id)))
      .returning();
    if (updated && (isResidualChanged || isGridLossChanged))
      await recomputeInstance(tx, companyId, updated, { isApplied: true });
    return presentInstance(await requireInstance(tx, companyId, id));
  });
}
