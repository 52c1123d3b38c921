import {
  type InstancesSetupResponse,
  mapVoluntaryScope3Categories,
  readScope3CategoryStatement,
  SCOPE3_CATEGORY_IDS,
  type Scope3CategoryStatement,
} from '@carbon-ledger/core';
import { isNonZero } from './scope-breakdown.ts';

/** A Scope 3 category without emissions and what the active years state about it (one per distinct one). */
export type ZeroCategoryRow = { category: string; statements: Scope3CategoryStatement[] };

/**
 * The Scope 3 categories that read zero in the active years, each with the years' statements (ESRS E1-6):
 * the admin's reason, or that a voluntary category was not chosen, or none. The Word report states the
 * same (`readScope3CategoryStatement`).
 */
export function listZeroCategories(
  setup: Pick<InstancesSetupResponse, 'aggregatedResults' | 'form' | 'instances'>,
): ZeroCategoryRow[] {
  const voluntary = mapVoluntaryScope3Categories(setup.form.sections);
  return SCOPE3_CATEGORY_IDS.filter(
    (category) => !isNonZero(setup.aggregatedResults.scope3PerCategory[category] ?? 0),
  ).map((category) => {
    const seen = new Map<string, Scope3CategoryStatement>();
    for (const instance of setup.instances) {
      const statement = readScope3CategoryStatement(instance, category, voluntary);
      seen.set(JSON.stringify(statement), statement);
    }
    return { category, statements: [...seen.values()] };
  });
}
