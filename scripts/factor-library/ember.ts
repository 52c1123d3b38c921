import { join } from 'node:path';
import type { ElectricityMix, NormalizedFactor } from '../../packages/core/src/factors/factor-schema.ts';
import type { CountryCodes } from './country-codes.ts';
import { createFactor, joinNotes, type SourceEdition } from './create-factor.ts';
import { type CsvRecord, getField, readCsvRecords } from './parse-csv.ts';
import { roundSum, shiftDecimal } from './unit-conversions.ts';

export const EMBER_FILE = 'electricity/grid_intensity_and_mix_latest_by_country_owid_ember.csv';

export const EMBER_EDITION: SourceEdition = {
  source: 'EMBER_OWID',
  sourceName: 'Ember and Our World in Data: carbon intensity and mix of electricity generation (latest year)',
  edition: '2024',
  licence: 'CC-BY-4.0',
  attribution:
    'Ember; Our World in Data: carbon intensity of electricity generation and electricity mix, latest year per country (data to 2024). Licensed under CC BY 4.0.',
  slug: 'ember-owid-2024',
};

const SHARE_COLUMNS = {
  coal: 'coal_share_pct',
  gas: 'gas_share_pct',
  otherFossil: 'oil_other_fossil_share_pct',
  nuclear: 'nuclear_share_pct',
  hydro: 'hydro_share_pct',
  solar: 'solar_share_pct',
  wind: 'wind_share_pct',
  bioenergy: 'bioenergy_share_pct',
  otherRenewables: 'other_renewables_share_pct',
} as const;
const HEADER = [
  'country',
  'iso_code',
  'is_aggregate',
  'year',
  'carbon_intensity_gco2_per_kwh',
  ...Object.values(SHARE_COLUMNS),
];

/** Renewable sources. Nuclear is low-carbon but not renewable, so it counts as non-renewable. */
const RENEWABLE = ['hydro', 'solar', 'wind', 'bioenergy', 'otherRenewables'] as const;
const NON_RENEWABLE = ['coal', 'gas', 'otherFossil', 'nuclear'] as const;

/**
 * Region codes of the aggregates. Ember's own regions '(Ember)' get plain codes; the regions OWID
 * aggregates from several sources (older years, different membership) are prefixed 'OWID-' so they never
 * pass for Ember's. 'OWID_KOS' is Kosovo, which has no ISO 3166 code: it gets the widely used 'XK'.
 */
const AGGREGATE_CODES: Record<string, string> = {
  World: 'WORLD',
  'EU (Ember)': 'EU',
  'ASEAN (Ember)': 'ASEAN',
  'Africa (Ember)': 'AFRICA',
  'Asia (Ember)': 'ASIA',
  'Europe (Ember)': 'EUROPE',
  'G20 (Ember)': 'G20',
  'G7 (Ember)': 'G7',
  'Latin America and Caribbean (Ember)': 'LATAM',
  'Middle East (Ember)': 'MIDDLE-EAST',
  'North America (Ember)': 'NORTH-AMERICA',
  'OECD (Ember)': 'OECD',
  'Oceania (Ember)': 'OCEANIA',
  Africa: 'OWID-AFRICA',
  Asia: 'OWID-ASIA',
  Europe: 'OWID-EUROPE',
  'European Union (27)': 'OWID-EU27',
  'North America': 'OWID-NORTH-AMERICA',
  'South America': 'OWID-SOUTH-AMERICA',
  Oceania: 'OWID-OCEANIA',
  'High-income countries': 'OWID-HIGH-INCOME',
  'Upper-middle-income countries': 'OWID-UPPER-MIDDLE-INCOME',
  'Lower-middle-income countries': 'OWID-LOWER-MIDDLE-INCOME',
  'Low-income countries': 'OWID-LOW-INCOME',
};
const NON_ISO_COUNTRIES: Record<string, string> = { OWID_KOS: 'XK' };

const LIFE_CYCLE_NOTE =
  'Life-cycle intensity (includes upstream emissions of fuels and plants): not comparable with combustion-only factors (DESNZ, eGRID); the GHG Protocol puts the upstream part in Scope 3 category 3, which this source does not separate.';

/**
 * One grid-average electricity factor per country or aggregate: g CO2e/kWh ÷ 1000 → kg CO2e/kWh, with
 * the generation mix as shares 0..1. A blank share stays null in the mix; the renewable and
 * non-renewable totals count it as 0, which is safe because the published shares add up to 100 % ± 1
 * (checked for every row).
 */
export function buildEmberFactors(sourceDir: string, countries: CountryCodes): NormalizedFactor[] {
  return readCsvRecords(join(sourceDir, EMBER_FILE), HEADER).map((record) => {
    const name = getField(record, 'country');
    const isoCode = getField(record, 'iso_code');
    const region = findRegion(record, countries);
    const intensity = getField(record, 'carbon_intensity_gco2_per_kwh');
    const value = shiftDecimal(intensity, -3, `${EMBER_FILE} ${name}`);
    const year = Number(getField(record, 'year'));
    return createFactor(EMBER_EDITION, {
      id: `${EMBER_EDITION.slug}:${region}`,
      lineageKey: `ember-owid:${region}`,
      year,
      sourceRowIds: [isoCode === '' ? name : isoCode],
      scope: 2,
      level0: 'Scope 2',
      level1: 'Electricity',
      level2: 'Grid average, life cycle',
      level3: name,
      region,
      activityUnit: 'kWh',
      unitCategory: 'energy',
      sourceUnit: 'kWh',
      sourceValueUnit: 'g CO2e',
      value,
      basis: 'lifeCycle',
      electricityMix: readMix(record, name),
      derivation: `${intensity} g CO2e/kWh ÷ 1000 = ${value} kg CO2e/kWh; shares = published % ÷ 100; renewable = hydro + solar + wind + bioenergy + other renewables; nonRenewable = coal + gas + other fossil + nuclear.`,
      notes: joinNotes(
        LIFE_CYCLE_NOTE,
        'The GWP set is not stated by the source.',
        year < 2020 && `Latest year with data is ${year}.`,
        region === 'XK' && "Kosovo has no ISO 3166 code; 'XK' is the code in common use.",
      ),
    });
  });
}

function findRegion(record: CsvRecord, countries: CountryCodes): string {
  const name = getField(record, 'country');
  const isoCode = getField(record, 'iso_code');
  const isAggregate = getField(record, 'is_aggregate') === '1';
  const region = isAggregate
    ? AGGREGATE_CODES[name]
    : (NON_ISO_COUNTRIES[isoCode] ?? countries.getAlpha2ByAlpha3(isoCode) ?? undefined);
  if (!region) throw new Error(`${EMBER_FILE}: no region code for ${name} (${isoCode})`);
  return region;
}

function readMix(record: CsvRecord, name: string): ElectricityMix {
  const shares = Object.fromEntries(
    Object.entries(SHARE_COLUMNS).map(([key, column]) => {
      const text = getField(record, column);
      return [key, text === '' ? null : shiftDecimal(text, -2, `${EMBER_FILE} ${name} ${column}`)];
    }),
  ) as Record<keyof typeof SHARE_COLUMNS, number | null>;
  const sum = (keys: readonly (keyof typeof SHARE_COLUMNS)[]) =>
    roundSum(keys.reduce((total, key) => total + (shares[key] ?? 0), 0));
  const renewable = sum(RENEWABLE);
  const nonRenewable = sum(NON_RENEWABLE);
  if (Math.abs(renewable + nonRenewable - 1) > 0.01) {
    throw new Error(`${EMBER_FILE} ${name}: shares add up to ${renewable + nonRenewable}, not 1`);
  }
  return {
    coal: shares.coal,
    gas: shares.gas,
    hydro: shares.hydro,
    nuclear: shares.nuclear,
    solar: shares.solar,
    wind: shares.wind,
    bioenergy: shares.bioenergy,
    otherFossil: shares.otherFossil,
    otherRenewables: shares.otherRenewables,
    renewable,
    nonRenewable,
  };
}
