import { join } from 'node:path';
import type { NormalizedFactor } from '../../packages/core/src/factors/factor-schema.ts';
import { createFactor, joinNotes, slugify } from './create-factor.ts';
import {
  convertGasesToCo2e,
  EPA_HUB_EDITION,
  EPA_HUB_YEAR,
  FROM_MMBTU,
  type GasAmounts,
  type Gwp,
  HUB_UNITS,
  type UnitConversion,
} from './epa-hub-common.ts';
import { type CsvRecord, getField, readCsvRecords } from './parse-csv.ts';
import { parseDecimal } from './unit-conversions.ts';

export const EPA_TABLE1_FILE = 'epa-hub/epa_hub_2025_table1_stationary_combustion.csv';
export const EPA_TABLE7_FILE = 'epa-hub/epa_hub_2025_table7_steam_heat.csv';

const BIOGENIC_NOTE =
  'Biomass fuel: its CO2 is biogenic and reported outside the scopes (separate factor); this factor holds CH4 and N2O only.';
const BIOGENIC_CO2_NOTE =
  'Biogenic CO2 of a biomass fuel: report outside the scopes, never in a scope total.';

type Combustion = {
  rowId: string;
  level: Pick<NormalizedFactor, 'level1' | 'level2' | 'level3'>;
  scope: 1 | 2;
  isBiomass: boolean;
  notes: string | null;
};

/**
 * Table 1 (stationary combustion): each fuel per kWh (from the per-mmBtu factors; the Hub's heat contents
 * are higher heating values, hence calorificBasis 'gross') and per physical unit (short ton → t, scf → m3,
 * gallon → l, from the Hub's own per-unit factors). Biomass fuels are split into a Scope 1 CH4+N2O factor
 * and an outside-of-scopes biogenic CO2 factor, as the GHG Protocol asks.
 */
export function buildStationaryFactors(sourceDir: string, gwp: Gwp): NormalizedFactor[] {
  const header = [
    'fuel_category',
    'fuel_type',
    'heat_content_hhv',
    'heat_content_unit',
    'co2_kg_per_mmbtu',
    'ch4_g_per_mmbtu',
    'n2o_g_per_mmbtu',
    'co2_kg_per_unit',
    'ch4_g_per_unit',
    'n2o_g_per_unit',
    'unit',
  ];
  return readCsvRecords(join(sourceDir, EPA_TABLE1_FILE), header).flatMap((record) => {
    const category = getField(record, 'fuel_category');
    const fuel = getField(record, 'fuel_type');
    const heatContent = getField(record, 'heat_content_hhv');
    const combustion: Combustion = {
      rowId: `t1/${slugify(fuel)}`,
      level: { level1: 'Stationary combustion', level2: category, level3: fuel },
      scope: 1,
      isBiomass: category.startsWith('Biomass Fuels'),
      notes: joinNotes(
        heatContent !== '' && `Heat content (HHV): ${heatContent} ${getField(record, 'heat_content_unit')}.`,
        fuel === 'Peat' && 'EPA groups peat with biomass fuels; IPCC inventories count peat CO2 as fossil.',
      ),
    };
    const factors = buildCombustionFactors(combustion, readAmounts(record, 'mmbtu'), FROM_MMBTU, gwp);
    const unitText = getField(record, 'unit');
    if (unitText === '') return factors;
    const unit = HUB_UNITS[unitText];
    if (!unit) throw new Error(`${EPA_TABLE1_FILE} ${fuel}: unknown unit ${unitText}`);
    return [...factors, ...buildCombustionFactors(combustion, readAmounts(record, 'unit'), unit, gwp)];
  });
}

/**
 * Table 7 (purchased steam and heat), per mmBtu of steam/heat delivered → per kWh. Scope 2.
 */
export function buildSteamFactors(sourceDir: string, gwp: Gwp): NormalizedFactor[] {
  const header = ['item', 'co2_kg_per_mmbtu', 'ch4_g_per_mmbtu', 'n2o_g_per_mmbtu'];
  return readCsvRecords(join(sourceDir, EPA_TABLE7_FILE), header).flatMap((record) => {
    const item = getField(record, 'item');
    const combustion: Combustion = {
      rowId: `t7/${slugify(item)}`,
      level: { level1: 'Purchased steam and heat', level2: item, level3: null },
      scope: 2,
      isBiomass: false,
      notes: null,
    };
    return buildCombustionFactors(combustion, readAmounts(record, 'mmbtu'), FROM_MMBTU, gwp);
  });
}

function readAmounts(record: CsvRecord, per: 'mmbtu' | 'unit'): GasAmounts {
  const read = (column: string) => parseDecimal(getField(record, column), `EPA Hub ${column}`);
  return { co2Kg: read(`co2_kg_per_${per}`), ch4G: read(`ch4_g_per_${per}`), n2oG: read(`n2o_g_per_${per}`) };
}

function buildCombustionFactors(
  combustion: Combustion,
  amounts: GasAmounts,
  unit: UnitConversion,
  gwp: Gwp,
): NormalizedFactor[] {
  const unitKey = slugify(unit.activityUnit);
  const common = {
    year: EPA_HUB_YEAR,
    sourceRowIds: [combustion.rowId],
    region: 'US',
    ...combustion.level,
    activityUnit: unit.activityUnit,
    unitCategory: unit.unitCategory,
    sourceUnit: unit.sourceUnit,
    gwpSet: gwp.set,
    basis: 'combustion' as const,
    calorificBasis: unit.activityUnit === 'kWh' && combustion.scope === 1 ? ('gross' as const) : null,
  };
  const id = `${EPA_HUB_EDITION.slug}:${combustion.rowId}:${unitKey}`;
  const lineageKey = `epa-hub:${combustion.rowId}:${unitKey}`;
  const fossilPart = combustion.isBiomass ? { ch4G: amounts.ch4G, n2oG: amounts.n2oG } : amounts;
  const main = convertGasesToCo2e(fossilPart, unit, gwp);
  const factors = [
    createFactor(EPA_HUB_EDITION, {
      ...common,
      id,
      lineageKey,
      scope: combustion.scope,
      level0: `Scope ${combustion.scope}`,
      sourceValueUnit: `kg CO2, g CH4, g N2O per ${unit.sourceUnit}`,
      value: main.value,
      gases: main.gases,
      derivation: main.derivation,
      notes: joinNotes(combustion.notes, combustion.isBiomass && BIOGENIC_NOTE),
    }),
  ];
  if (combustion.isBiomass) {
    const biogenic = convertGasesToCo2e({ co2Kg: amounts.co2Kg }, unit, gwp);
    factors.push(
      createFactor(EPA_HUB_EDITION, {
        ...common,
        id: `${id}:biogenic-co2`,
        lineageKey: `${lineageKey}:biogenic-co2`,
        scope: null,
        level0: 'Outside of Scopes',
        sourceValueUnit: `kg CO2 per ${unit.sourceUnit}`,
        value: biogenic.value,
        gases: biogenic.gases,
        derivation: biogenic.derivation,
        notes: joinNotes(combustion.notes, BIOGENIC_CO2_NOTE),
      }),
    );
  }
  return factors;
}
