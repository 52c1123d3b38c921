import type { FormSectionAggregations, ServedSection } from '@carbon-ledger/core';
import { calculatePercent, isNonZero } from './scope-breakdown.ts';

export type SectionRow = {
  id: string;
  label: string;
  icon: string | undefined;
  /** kg CO2e of the section (market-based), from `formSectionAggregations`. */
  kg: number;
  /** The same, location-based; set only when it differs from `kg` (a section with grid electricity). */
  locationBasedKg: number | undefined;
  /** Share of the total, 0–100. */
  percent: number;
  /** Non-zero sub-sections, largest first. */
  children: SectionRow[];
};

export type SectionBreakdownInput = {
  sections: readonly ServedSection[];
  aggregations: FormSectionAggregations;
  locationBasedAggregations: FormSectionAggregations;
  totalKg: number;
};

function readKg(aggregations: FormSectionAggregations, id: string): number {
  const kg = aggregations[id]?.totalCo2;
  return typeof kg === 'number' && Number.isFinite(kg) ? kg : 0;
}

function toRows(
  sections: readonly ServedSection[],
  input: SectionBreakdownInput,
  keep: (section: ServedSection, kg: number) => boolean,
): SectionRow[] {
  return sections.flatMap((section): SectionRow[] => {
    const kg = readKg(input.aggregations, section.id);
    if (!keep(section, kg)) return [];
    const locationKg = input.locationBasedAggregations[section.id]?.totalCo2;
    const hasOwnLocationFigure =
      typeof locationKg === 'number' && Number.isFinite(locationKg) && isNonZero(locationKg - kg);
    return [
      {
        id: section.id,
        label: section.label,
        icon: section.icon,
        kg,
        locationBasedKg: hasOwnLocationFigure ? locationKg : undefined,
        percent: calculatePercent(kg, input.totalKg),
        children: toRows(section.sections, input, (_child, childKg) => isNonZero(childKg)),
      },
    ];
  });
}

/**
 * The per-section chart: the form's top-level sections in form order (a voluntary one only when it
 * holds emissions), each with its non-zero sub-sections largest first, nested as deep as the form.
 * Shares are of the total.
 */
export function buildSectionRows(input: SectionBreakdownInput): SectionRow[] {
  const rows = toRows(input.sections, input, (section, kg) => !section.isVoluntary || isNonZero(kg));
  sortChildren(rows);
  return rows;
}

function sortChildren(rows: SectionRow[]): void {
  for (const row of rows) {
    row.children.sort((a, b) => b.kg - a.kg);
    sortChildren(row.children);
  }
}
