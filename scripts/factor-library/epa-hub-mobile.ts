import { join } from 'node:path';
import type { NormalizedFactor } from '../../packages/core/src/factors/factor-schema.ts';
import { createFactor, type FactorDraft, joinNotes, slugify } from './create-factor.ts';
import {
  convertGasesToCo2e,
  EPA_HUB_EDITION,
  EPA_HUB_YEAR,
  FROM_GALLON,
  FROM_VEHICLE_MILE,
  type GasAmounts,
  type Gwp,
  HUB_UNITS,
  removeFootnoteMarker,
  type UnitConversion,
} from './epa-hub-common.ts';
import { type CsvRecord, getField, readCsvRecords } from './parse-csv.ts';
import { parseDecimal } from './unit-conversions.ts';

export const EPA_TABLE2_FILE = 'epa-hub/epa_hub_2025_table2_mobile_combustion_co2.csv';
export const EPA_TABLE3_FILE = 'epa-hub/epa_hub_2025_table3_mobile_ch4_n2o_onroad_gasoline.csv';
export const EPA_TABLE4_FILE = 'epa-hub/epa_hub_2025_table4_mobile_ch4_n2o_onroad_diesel_altfuel.csv';
export const EPA_TABLE5_FILE = 'epa-hub/epa_hub_2025_table5_mobile_ch4_n2o_nonroad.csv';

/** Table 2 fuels whose CO2 is biogenic: reported outside the scopes. */
const BIOGENIC_FUELS = new Set(['Biodiesel (100%)', 'Ethanol (100%)']);

/**
 * In the extracted table 3 the light-duty truck label wraps over two PDF lines, so all but its first row
 * read '(Vans, Pickup Trucks, SUVs)'. Both spellings are the one vehicle type below.
 */
const LIGHT_DUTY_TRUCK = 'Gasoline Light-Duty Trucks (Vans, Pickup Trucks, SUVs)';
const TABLE3_VEHICLES: Record<string, string> = {
  'Gasoline Light-Duty Trucks': LIGHT_DUTY_TRUCK,
  '(Vans, Pickup Trucks, SUVs)': LIGHT_DUTY_TRUCK,
};

const CO2_ONLY_NOTE = 'CO2 only: add CH4 and N2O from the distance- or fuel-based factors of tables 3-5.';
const CH4_N2O_ONLY_NOTE = 'CH4 and N2O only: add CO2 from the fuel used (table 2).';

type MobileRow = Omit<
  FactorDraft,
  'year' | 'region' | 'basis' | 'value' | 'gases' | 'derivation' | 'gwpSet'
> & {
  amounts: GasAmounts;
  unit: UnitConversion;
};

function createMobileFactor(row: Omit<MobileRow, 'activityUnit' | 'unitCategory' | 'sourceUnit'>, gwp: Gwp) {
  const { amounts, unit, ...draft } = row;
  const result = convertGasesToCo2e(amounts, unit, gwp);
  return createFactor(EPA_HUB_EDITION, {
    ...draft,
    year: EPA_HUB_YEAR,
    region: 'US',
    activityUnit: unit.activityUnit,
    unitCategory: unit.unitCategory,
    sourceUnit: unit.sourceUnit,
    value: result.value,
    gases: result.gases,
    derivation: result.derivation,
    gwpSet: gwp.set,
    basis: 'combustion',
  });
}

/**
 * Table 2: CO2 per gallon (scf for CNG) of fuel → per litre (m3). Biofuels' CO2 is outside the scopes.
 */
export function buildMobileCo2Factors(sourceDir: string, gwp: Gwp): NormalizedFactor[] {
  const records = readCsvRecords(join(sourceDir, EPA_TABLE2_FILE), ['fuel_type', 'co2_kg_per_unit', 'unit']);
  return records.map((record) => {
    const fuel = getField(record, 'fuel_type');
    const unit = HUB_UNITS[getField(record, 'unit')];
    if (!unit) throw new Error(`${EPA_TABLE2_FILE} ${fuel}: unknown unit`);
    const rowId = `t2/${slugify(fuel)}`;
    const isBiogenic = BIOGENIC_FUELS.has(fuel);
    return createMobileFactor(
      {
        id: `${EPA_HUB_EDITION.slug}:${rowId}`,
        lineageKey: `epa-hub:${rowId}`,
        sourceRowIds: [rowId],
        scope: isBiogenic ? null : 1,
        level0: isBiogenic ? 'Outside of Scopes' : 'Scope 1',
        level1: 'Mobile combustion CO2',
        level2: fuel,
        sourceValueUnit: `kg CO2 per ${unit.sourceUnit}`,
        amounts: { co2Kg: parseDecimal(getField(record, 'co2_kg_per_unit'), `${EPA_TABLE2_FILE} ${fuel}`) },
        unit,
        notes: joinNotes(CO2_ONLY_NOTE, isBiogenic && 'Biogenic CO2: report outside the scopes.'),
      },
      gwp,
    );
  });
}

/**
 * Tables 3-5: CH4 and N2O of vehicles, per vehicle-mile (on-road) → per vehicle-km, or per gallon
 * (non-road) → per litre. level3 = vehicle, level4 = fuel, variant = model years.
 */
export function buildMobileCh4N2oFactors(sourceDir: string, gwp: Gwp): NormalizedFactor[] {
  const perMile = ['ch4_g_per_vehicle_mile', 'n2o_g_per_vehicle_mile'] as const;
  const perGallon = ['ch4_g_per_gallon', 'n2o_g_per_gallon'] as const;
  const table3 = readCsvRecords(join(sourceDir, EPA_TABLE3_FILE), [
    'vehicle_type',
    'model_year',
    ...perMile,
  ]).map((record) => {
    const vehicle = TABLE3_VEHICLES[getField(record, 'vehicle_type')] ?? getField(record, 'vehicle_type');
    return describeVehicle('t3', 'On-road gasoline vehicles', record, vehicle, 'Gasoline', perMile);
  });
  const table4 = readCsvRecords(join(sourceDir, EPA_TABLE4_FILE), [
    'vehicle_type',
    'fuel_type',
    'model_year',
    ...perMile,
  ]).map((record) =>
    describeVehicle(
      't4',
      'On-road diesel and alternative-fuel vehicles',
      record,
      getField(record, 'vehicle_type'),
      getField(record, 'fuel_type'),
      perMile,
    ),
  );
  const table5 = readCsvRecords(join(sourceDir, EPA_TABLE5_FILE), [
    'vehicle_type',
    'fuel_type',
    ...perGallon,
  ]).map((record) =>
    describeVehicle(
      't5',
      'Non-road vehicles and equipment',
      record,
      getField(record, 'vehicle_type'),
      getField(record, 'fuel_type'),
      perGallon,
    ),
  );
  return [...table3, ...table4, ...table5].map((row) => createMobileFactor(row, gwp));
}

function describeVehicle(
  table: 't3' | 't4' | 't5',
  group: string,
  record: CsvRecord,
  rawVehicle: string,
  fuel: string,
  columns: readonly [string, string],
): Omit<MobileRow, 'activityUnit' | 'unitCategory' | 'sourceUnit'> {
  const { label: vehicle, note } = removeFootnoteMarker(rawVehicle);
  const modelYear = record.model_year ?? '';
  const rowId = [table, slugify(vehicle), slugify(fuel), modelYear && slugify(modelYear)]
    .filter(Boolean)
    .join('/');
  const unit = table === 't5' ? FROM_GALLON : FROM_VEHICLE_MILE;
  const read = (column: string) => parseDecimal(getField(record, column), `EPA Hub ${rowId} ${column}`);
  return {
    id: `${EPA_HUB_EDITION.slug}:${rowId}`,
    lineageKey: `epa-hub:${rowId}`,
    sourceRowIds: [rowId],
    scope: 1,
    level0: 'Scope 1',
    level1: 'Mobile combustion CH4 and N2O',
    level2: group,
    level3: vehicle,
    level4: fuel,
    variant: modelYear === '' ? null : `Model years ${modelYear}`,
    sourceValueUnit: `g CH4, g N2O per ${unit.sourceUnit}`,
    amounts: { ch4G: read(columns[0]), n2oG: read(columns[1]) },
    unit,
    notes: joinNotes(CH4_N2O_ONLY_NOTE, note),
  };
}
