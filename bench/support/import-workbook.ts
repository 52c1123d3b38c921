import {
  type CellValue,
  getFormDefinition,
  presentForm,
  type ServedForm,
  type ServedSection,
  writeXlsx,
} from '@carbon-ledger/core';
import { createRandom, pickWeighted } from '../support.ts';

// The mix of a corporate inventory as typed into the template: option, unit, amount range, weight.
const MIX = [
  { option: 'stationary-natural-gas-kwh', unit: 'kWh', min: 500, max: 200_000, weight: 15 },
  { option: 'electricity-grid', unit: 'kWh', min: 1_000, max: 500_000, weight: 20 },
  { option: 'fleet-average-diesel', unit: 'km', min: 100, max: 60_000, weight: 20 },
  { option: 'flight-international-economy', unit: 'p.km', min: 800, max: 20_000, weight: 15 },
  { option: 'hotel-de', unit: 'nights', min: 1, max: 30, weight: 10 },
  { option: 'purchase-spend-it-services', unit: 'EUR', min: 200, max: 250_000, weight: 20 },
] as const;

/** The top-level section (c1) of every option of a form, as the template's second sheet lists them. */
function indexTopSections(form: ServedForm): Map<string, string> {
  const topOf = new Map<string, string>();
  const visit = (section: ServedSection, top: string) => {
    for (const group of section.optionGroups) for (const option of group.options) topOf.set(option.id, top);
    for (const subsection of section.sections) visit(subsection, top);
  };
  for (const section of form.sections) visit(section, section.id);
  return topOf;
}

/** The filled template: column keys, then one row per result (distinct names, so no row merges). */
export function buildWorkbook(rowCount: number, form: ServedForm): Uint8Array {
  const random = createRandom(2025);
  const sectionOf = indexTopSections(form);
  const rows: CellValue[][] = [['name', 'c1', 'level.0', 'amounts.0.value', 'amounts.0.unit', 'notes']];
  for (let index = 0; index < rowCount; index += 1) {
    const entry = pickWeighted(MIX, random);
    const value = Math.round((entry.min + random() * (entry.max - entry.min)) * 100) / 100;
    rows.push([
      `${entry.option} #${index + 1}`,
      sectionOf.get(entry.option) ?? '',
      entry.option,
      value,
      entry.unit,
      `Imported row ${index + 1}`,
    ]);
  }
  return writeXlsx([{ name: 'Import', rows }]);
}

/** The Corporate form in English, as the import screen serves it. */
export const corporateForm = (): ServedForm => presentForm(getFormDefinition('company'), 'en');
