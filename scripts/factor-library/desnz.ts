import { join } from 'node:path';
import type { GasBreakdown, NormalizedFactor } from '../../packages/core/src/factors/factor-schema.ts';
import type { CountryCodes } from './country-codes.ts';
import { createFactor, joinNotes, type SourceEdition } from './create-factor.ts';
import {
  DESNZ_HOTEL_COUNTRIES,
  DESNZ_LEVEL1,
  DESNZ_ROW_ROLES,
  DESNZ_SCOPES,
  DESNZ_UNITS,
  type DesnzRowRole,
} from './desnz-mappings.ts';
import { type CsvRecord, getField, readCsvRecords } from './parse-csv.ts';
import { parseOptionalDecimal } from './unit-conversions.ts';

export type DesnzEdition = SourceEdition & { file: string; year: number };

const ATTRIBUTION_PREFIX =
  'Contains public sector information licensed under the Open Government Licence v3.0. Source: Department for Energy Security and Net Zero (DESNZ), Greenhouse gas reporting: conversion factors';

function describeDesnzEdition(file: string, edition: string, year: number, slug: string): DesnzEdition {
  return {
    source: 'DESNZ',
    sourceName: 'UK DESNZ Greenhouse gas reporting: conversion factors for company reporting (flat file)',
    edition,
    licence: 'OGL-3.0',
    attribution: `${ATTRIBUTION_PREFIX} ${edition}.`,
    slug,
    file,
    year,
  };
}

export const DESNZ_EDITIONS: readonly DesnzEdition[] = [
  describeDesnzEdition('desnz/ghg-conversion-factors-2025-flat-format.csv', '2025', 2025, 'desnz-2025'),
  describeDesnzEdition(
    'desnz/ghg-conversion-factors-2024-flat-format_v1_1.csv',
    '2024 v1.1',
    2024,
    'desnz-2024-v1.1',
  ),
];

const TEXT_COLUMNS = ['Scope', 'Level 1', 'Level 2', 'Level 3', 'Level 4', 'Column Text', 'UOM'] as const;

type DesnzRow = { id: string; role: DesnzRowRole; value: number | null; record: CsvRecord };

/**
 * Reads a text cell. DESNZ has stray spaces in a few labels ('Products tanker ', ' All dwt'); they are
 * trimmed so that the same activity matches across editions and lookups.
 */
function readText(record: CsvRecord, column: string): string | null {
  const text = getField(record, column).trim();
  return text === '' ? null : text;
}

/**
 * Builds the factors of one DESNZ flat file. Rows of one activity (same ID up to the last segment) become
 * one factor: the 'kg CO2e' row is the value and the 'kg CO2e of CO2/CH4/N2O per unit' rows its breakdown;
 * 'kWh (Net CV)'/'kWh (net)' rows become conversion factors. Every row id lands in exactly one factor.
 */
export function buildDesnzFactors(
  sourceDir: string,
  edition: DesnzEdition,
  countries: CountryCodes,
): NormalizedFactor[] {
  const valueColumn = `GHG Conversion Factor ${edition.year}`;
  const records = readCsvRecords(join(sourceDir, edition.file), [
    'ID',
    ...TEXT_COLUMNS,
    'GHG/Unit',
    valueColumn,
  ]);
  const groups = new Map<string, DesnzRow[]>();
  for (const record of records) {
    const id = getField(record, 'ID');
    const ghgUnit = getField(record, 'GHG/Unit');
    const role = DESNZ_ROW_ROLES[ghgUnit as keyof typeof DESNZ_ROW_ROLES];
    if (!role) throw new Error(`${edition.file} ${id}: unknown GHG/Unit ${ghgUnit}`);
    const value = parseOptionalDecimal(getField(record, valueColumn), `${edition.file} ${id}`);
    const activityKey = id.split('_').slice(0, -1).join('_');
    const group = groups.get(activityKey) ?? [];
    group.push({ id, role, value, record });
    groups.set(activityKey, group);
  }
  return [...groups.values()].map((rows) => buildActivityFactor(edition, rows, countries));
}

function buildActivityFactor(
  edition: DesnzEdition,
  rows: DesnzRow[],
  countries: CountryCodes,
): NormalizedFactor {
  rows.sort((a, b) => Number(a.id.split('_').at(-1)) - Number(b.id.split('_').at(-1)));
  const first = rows[0] as DesnzRow;
  for (const row of rows) {
    for (const column of TEXT_COLUMNS) {
      if (getField(row.record, column) !== getField(first.record, column)) {
        throw new Error(`${edition.file} ${row.id}: ${column} differs from ${first.id} of the same activity`);
      }
    }
  }
  const byRole = new Map(rows.map((row) => [row.role, row]));
  const roles = [...byRole.keys()].sort().join('+');
  if (
    byRole.size !== rows.length ||
    !['total', 'ch4+co2+n2o+total', 'co2', 'energyNet', 'energyElectricity'].includes(roles)
  ) {
    throw new Error(`${edition.file} ${first.id}: unexpected rows of one activity: ${roles}`);
  }

  const level1 = readText(first.record, 'Level 1') ?? '';
  const mapping = DESNZ_LEVEL1[level1];
  if (!mapping) throw new Error(`${edition.file} ${first.id}: no mapping for Level 1 '${level1}'`);
  const scopeText = getField(first.record, 'Scope');
  if (!(scopeText in DESNZ_SCOPES))
    throw new Error(`${edition.file} ${first.id}: unknown scope ${scopeText}`);
  const scope = DESNZ_SCOPES[scopeText] ?? null;
  if (scope === 3 && mapping.scope3Category === null) {
    throw new Error(`${edition.file} ${first.id}: Scope 3 heading '${level1}' has no category`);
  }
  const uom = getField(first.record, 'UOM');
  const unit = DESNZ_UNITS[uom];
  if (!unit) throw new Error(`${edition.file} ${first.id}: unknown UOM ${uom}`);

  const valueRow = byRole.get('total') ?? first;
  const isConversion = first.role === 'energyNet' || first.role === 'energyElectricity';
  const level3 = readText(first.record, 'Level 3');
  const sourceValueUnit = getField(valueRow.record, 'GHG/Unit');
  return createFactor(edition, {
    id: `${edition.slug}:${first.id}`,
    lineageKey: `desnz:${first.id}`,
    kind: isConversion ? 'conversion' : 'emissionFactor',
    year: edition.year,
    sourceRowIds: rows.map((row) => row.id),
    scope,
    scope3Category: scope === 3 ? mapping.scope3Category : null,
    level0: scopeText,
    level1,
    level2: readText(first.record, 'Level 2'),
    level3,
    level4: readText(first.record, 'Level 4'),
    variant: readText(first.record, 'Column Text'),
    region: level1 === 'Hotel stay' ? findHotelCountry(level3, countries, first.id) : 'GB',
    activityUnit: unit.activityUnit,
    unitCategory: unit.unitCategory,
    sourceUnit: uom,
    sourceValueUnit,
    value: valueRow.value,
    gases: isConversion ? null : readGases(byRole),
    gwpSet: isConversion ? null : 'AR5',
    basis: mapping.basis,
    calorificBasis: first.role === 'energyNet' ? 'net' : isConversion ? null : unit.calorificBasis,
    notes: joinNotes(
      valueRow.value === null && 'DESNZ publishes no value for this row (blank cell): do not use it.',
      first.role === 'energyNet' &&
        `Energy content, not an emission: kWh (net CV) of fuel per ${uom} (SECR).`,
      first.role === 'energyElectricity' &&
        `Electricity use, not an emission: kWh per ${uom} (SECR); DESNZ labels it 'kWh (net)', which has no calorific meaning for electricity.`,
      !isConversion && mapping.note,
    ),
  });
}

/** The breakdown rows, or null when the activity has none or DESNZ left them blank. */
function readGases(byRole: Map<DesnzRowRole, DesnzRow>): GasBreakdown | null {
  const gases: GasBreakdown = {};
  for (const gas of ['co2', 'ch4', 'n2o'] as const) {
    const value = byRole.get(gas)?.value;
    if (value !== undefined && value !== null) gases[gas] = value;
  }
  return Object.keys(gases).length === 0 ? null : gases;
}

/** Hotel-stay factors are per country of the hotel, so their region is that country, not GB. */
function findHotelCountry(name: string | null, countries: CountryCodes, rowId: string): string {
  const code = (name && (DESNZ_HOTEL_COUNTRIES[name] ?? countries.getAlpha2ByName(name))) || null;
  if (!code) throw new Error(`DESNZ ${rowId}: no ISO code for hotel country ${name}`);
  return code;
}
