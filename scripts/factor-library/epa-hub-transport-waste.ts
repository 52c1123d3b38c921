import { join } from 'node:path';
import type { NormalizedFactor } from '../../packages/core/src/factors/factor-schema.ts';
import { createFactor, joinNotes, slugify } from './create-factor.ts';
import {
  convertGasesToCo2e,
  EPA_HUB_EDITION,
  EPA_HUB_YEAR,
  type Gwp,
  HUB_UNITS,
  removeFootnoteMarker,
} from './epa-hub-common.ts';
import { getField, readCsvRecords } from './parse-csv.ts';
import { parseDecimal, parseOptionalDecimal, roundDerived, T_PER_SHORT_TON } from './unit-conversions.ts';

export const EPA_TABLE8_FILE = 'epa-hub/epa_hub_2025_table8_transport_distribution.csv';
export const EPA_TABLE9_FILE = 'epa-hub/epa_hub_2025_table9_waste_mtco2e_per_short_ton.csv';
export const EPA_TABLE10_FILE = 'epa-hub/epa_hub_2025_table10_business_travel_commuting.csv';

const TRAVEL_HEADER = ['vehicle_type', 'co2_kg_per_unit', 'ch4_g_per_unit', 'n2o_g_per_unit', 'unit'];

type TravelTable = {
  table: 't8' | 't10';
  file: string;
  level1: string;
  scope3Category: number;
  note: string;
};

const TRAVEL_TABLES: readonly TravelTable[] = [
  {
    table: 't8',
    file: EPA_TABLE8_FILE,
    level1: 'Upstream transportation and distribution',
    scope3Category: 4,
    note: 'Category 4 by default; category 9 for downstream transportation.',
  },
  {
    table: 't10',
    file: EPA_TABLE10_FILE,
    level1: 'Business travel and employee commuting',
    scope3Category: 6,
    note: 'Category 6 by default; the same factor serves category 7 (employee commuting).',
  },
];

/** Waste table columns → treatment label. */
const WASTE_TREATMENTS: Record<string, string> = {
  recycled: 'Recycled',
  landfilled: 'Landfilled',
  combusted: 'Combusted',
  composted: 'Composted',
  anaerobically_digested_dry: 'Anaerobically digested (dry digestate)',
  anaerobically_digested_wet: 'Anaerobically digested (wet digestate)',
};

/**
 * Tables 8 and 10: per vehicle-mile → per vehicle-km, per passenger-mile → per p.km and per short
 * ton-mile → per t.km, CO2 + CH4 + N2O combined with the AR5 GWPs.
 */
export function buildTravelFactors(sourceDir: string, gwp: Gwp): NormalizedFactor[] {
  return TRAVEL_TABLES.flatMap((spec) =>
    readCsvRecords(join(sourceDir, spec.file), TRAVEL_HEADER).map((record) => {
      const { label, note } = removeFootnoteMarker(getField(record, 'vehicle_type'));
      const unit = HUB_UNITS[getField(record, 'unit')];
      if (!unit) throw new Error(`${spec.file} ${label}: unknown unit`);
      const rowId = `${spec.table}/${slugify(label)}/${slugify(unit.sourceUnit)}`;
      const read = (column: string) =>
        parseDecimal(getField(record, column), `${spec.file} ${label} ${column}`);
      const result = convertGasesToCo2e(
        { co2Kg: read('co2_kg_per_unit'), ch4G: read('ch4_g_per_unit'), n2oG: read('n2o_g_per_unit') },
        unit,
        gwp,
      );
      return createFactor(EPA_HUB_EDITION, {
        id: `${EPA_HUB_EDITION.slug}:${rowId}`,
        lineageKey: `epa-hub:${rowId}`,
        year: EPA_HUB_YEAR,
        sourceRowIds: [rowId],
        scope: 3,
        scope3Category: spec.scope3Category,
        level0: 'Scope 3',
        level1: spec.level1,
        level2: label,
        region: 'US',
        activityUnit: unit.activityUnit,
        unitCategory: unit.unitCategory,
        sourceUnit: unit.sourceUnit,
        sourceValueUnit: `kg CO2, g CH4, g N2O per ${unit.sourceUnit}`,
        value: result.value,
        gases: result.gases,
        gwpSet: gwp.set,
        basis: 'combustion',
        derivation: result.derivation,
        notes: joinNotes(spec.note, note),
      });
    }),
  );
}

/**
 * Table 9 (waste, EPA WARM): metric tons CO2e per short ton of material →
 *   kg CO2e per t = t CO2e per short ton × 1000 kg/t ÷ 0.90718474 t/short ton.
 * 'NA' marks a treatment that does not exist for the material; it produces no factor.
 */
export function buildWasteFactors(sourceDir: string): NormalizedFactor[] {
  const records = readCsvRecords(join(sourceDir, EPA_TABLE9_FILE), [
    'material',
    ...Object.keys(WASTE_TREATMENTS),
  ]);
  return records.flatMap((record) => {
    const material = getField(record, 'material');
    const rowId = `t9/${slugify(material)}`;
    return Object.entries(WASTE_TREATMENTS).flatMap(([column, treatment]) => {
      const published = parseOptionalDecimal(
        getField(record, column),
        `${EPA_TABLE9_FILE} ${material} ${column}`,
      );
      if (published === null) return [];
      const value = roundDerived((published * 1000) / T_PER_SHORT_TON);
      return [
        createFactor(EPA_HUB_EDITION, {
          id: `${EPA_HUB_EDITION.slug}:${rowId}:${slugify(column)}`,
          lineageKey: `epa-hub:${rowId}:${slugify(column)}`,
          year: EPA_HUB_YEAR,
          sourceRowIds: [`${rowId}/${column}`],
          scope: 3,
          scope3Category: 5,
          level0: 'Scope 3',
          level1: 'Waste',
          level2: material,
          variant: treatment,
          region: 'US',
          activityUnit: 't',
          unitCategory: 'weight',
          sourceUnit: 'short ton',
          sourceValueUnit: 'metric tons CO2e',
          value,
          gwpSet: 'AR5',
          basis: 'other',
          derivation: `${published} t CO2e per short ton × 1000 kg/t ÷ 0.90718474 t/short ton = ${value} kg CO2e per t`,
        }),
      ];
    });
  });
}
