import {
  type EngagePublishedFigures,
  EQUIVALENT_KG_CO2_PER_UNIT,
  FLOAT_TOLERANCE,
} from '@carbon-ledger/core';
import { calculatePercent, type ScopeRow } from '../calculator/analyze/scope-breakdown.ts';
import type { TopSourceRow } from '../calculator/analyze/top-sources.ts';

type Scopes = NonNullable<EngagePublishedFigures['scopes']>;

function sumScopes(scopes: Scopes): number {
  return scopes.scope1 + scopes.scope2Market + scopes.scope3 + scopes.unscoped;
}

/** The per-scope rows of Analyze's scope chart from a report's figures (Scope 2 location-based when chosen). */
export function toScopeRows(scopes: Scopes): ScopeRow[] {
  const total = sumScopes(scopes);
  const rows: ScopeRow[] = [
    { key: 'scope-1', kg: scopes.scope1, percent: calculatePercent(scopes.scope1, total) },
    {
      key: 'scope-2',
      kg: scopes.scope2Market,
      percent: calculatePercent(scopes.scope2Market, total),
      ...(scopes.scope2Location === null ? {} : { locationBasedKg: scopes.scope2Location }),
    },
    { key: 'scope-3', kg: scopes.scope3, percent: calculatePercent(scopes.scope3, total) },
  ];
  if (Math.abs(scopes.unscoped) > FLOAT_TOLERANCE) {
    rows.push({ key: 'unscoped', kg: scopes.unscoped, percent: calculatePercent(scopes.unscoped, total) });
  }
  return rows;
}

export type ReportSectionRow = { label: string; kg: number; percent: number };

/** Sections with their share of the sections' sum. */
export function toSectionRows(sections: NonNullable<EngagePublishedFigures['sections']>): ReportSectionRow[] {
  const total = sections.reduce((sum, section) => sum + section.kg, 0);
  return sections.map((section) => ({
    ...section,
    percent: calculatePercent(section.kg, total),
  }));
}

/**
 * The top-sources rows of Analyze's table. The snapshot carries no result or instance ids, so the
 * rows get positional keys; the share is of the total the sources belong to.
 */
export function toTopSourceRows(
  sources: NonNullable<EngagePublishedFigures['topSources']>,
  totalKg: number,
): TopSourceRow[] {
  return sources.map((source, index) => ({
    resultId: `source-${index + 1}`,
    name: source.name,
    sectionPath: source.sectionPath,
    instanceId: '',
    kg: source.kg,
    percent: calculatePercent(source.kg, totalKg),
  }));
}

/**
 * The total the equivalents stand for. A report may show equivalents without its total, and the
 * equivalents panel of Analyze takes a total, so it is read back from the employees' reference.
 */
export function getEquivalentsTotalKg(
  equivalents: NonNullable<EngagePublishedFigures['equivalents']>,
): number {
  return equivalents.employees * EQUIVALENT_KG_CO2_PER_UNIT.employees;
}
