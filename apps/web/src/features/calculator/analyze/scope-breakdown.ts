import { FLOAT_TOLERANCE, getScope2LocationBasedKg, type Totals } from '@carbon-ledger/core';

/** The rows of the per-scope chart; `unscoped` is "Outside the scopes" (e.g. product footprints). */
export type ScopeKey = 'scope-1' | 'scope-2' | 'scope-3' | 'unscoped';

export type ScopeRow = {
  key: ScopeKey;
  /** kg CO2e as the server computed it (Scope 2 market-based). */
  kg: number;
  /** Share of the market-based total, 0–100. */
  percent: number;
  /** Scope 2 only: the location-based kg (GHG Protocol dual reporting). */
  locationBasedKg?: number;
};

export type Scope3CategoryRow = {
  /** 1–15, or 'uncategorized' for Scope 3 kg whose factor named no category. */
  category: number | 'uncategorized';
  kg: number;
  /** Share of the Scope 3 total, 0–100. */
  percent: number;
};

/** `part` as a percentage of `whole`; 0 when the whole is 0 or either is not finite (no NaN in a chart). */
export function calculatePercent(part: number, whole: number): number {
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole === 0) return 0;
  return (part / whole) * 100;
}

/** True when a figure is not zero within the float tolerance. */
export function isNonZero(kg: number): boolean {
  return Number.isFinite(kg) && Math.abs(kg) > FLOAT_TOLERANCE;
}

/** Scope 1, 2 (with location-based), 3 and, when not zero, "Outside the scopes", with shares of the total. */
export function buildScopeRows(totals: Totals): ScopeRow[] {
  const total = totals.totalCo2InKg;
  const perScope = totals.totalCo2InKgPerScope;
  const rows: ScopeRow[] = [
    { key: 'scope-1', kg: perScope[1], percent: calculatePercent(perScope[1], total) },
    {
      key: 'scope-2',
      kg: perScope[2],
      percent: calculatePercent(perScope[2], total),
      locationBasedKg: getScope2LocationBasedKg(totals),
    },
    { key: 'scope-3', kg: perScope[3], percent: calculatePercent(perScope[3], total) },
  ];
  if (isNonZero(totals.unscopedCo2InKg)) {
    rows.push({
      key: 'unscoped',
      kg: totals.unscopedCo2InKg,
      percent: calculatePercent(totals.unscopedCo2InKg, total),
    });
  }
  return rows;
}

/**
 * The non-zero Scope 3 categories (1–15), largest first (ties by category number), with their share of
 * Scope 3. Scope 3 kg that no category holds (a factor without a category) follows as 'uncategorized'.
 */
export function listScope3Categories(totals: Totals): Scope3CategoryRow[] {
  const scope3 = totals.totalCo2InKgPerScope[3];
  const rows: Scope3CategoryRow[] = [];
  let categorizedKg = 0;
  for (const [key, kg] of Object.entries(totals.scope3PerCategory)) {
    const category = Number(key);
    if (!Number.isInteger(category) || category < 1 || category > 15 || !Number.isFinite(kg)) continue;
    categorizedKg += kg;
    if (isNonZero(kg)) rows.push({ category, kg, percent: calculatePercent(kg, scope3) });
  }
  rows.sort((a, b) => b.kg - a.kg || Number(a.category) - Number(b.category));
  const uncategorizedKg = scope3 - categorizedKg;
  if (rows.length > 0 && isNonZero(uncategorizedKg)) {
    rows.push({
      category: 'uncategorized',
      kg: uncategorizedKg,
      percent: calculatePercent(uncategorizedKg, scope3),
    });
  }
  return rows;
}
