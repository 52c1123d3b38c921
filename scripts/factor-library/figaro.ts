import { join } from 'node:path';
import type { NormalizedFactor } from '../../packages/core/src/factors/factor-schema.ts';
import { FIGARO_CREDIT, FIGARO_RELEASE } from '../../packages/core/src/spend-factors/figaro-credit.ts';
import { createFactor, type SourceEdition } from './create-factor.ts';
import { type CsvRecord, getField, readCsvRecords } from './parse-csv.ts';
import { parseDecimal } from './unit-conversions.ts';

export const FIGARO_SUPPLY_FILE = 'figaro/results/figaro_emission_factors_26ed_2019-2023.csv';
export const FIGARO_PURCHASER_FILE = 'figaro/results/figaro_purchaser_price_factors_26ed_2019-2023.csv';

export const FIGARO_EDITION: SourceEdition = {
  source: 'FIGARO',
  sourceName: 'FIGARO monetary emission factors (Ecodex)',
  edition: FIGARO_RELEASE,
  licence: 'CC-BY-SA-4.0',
  // The credit Ecodex requires, verbatim with the release (DATA_LICENSE.md).
  attribution: FIGARO_CREDIT,
  slug: `figaro-${FIGARO_RELEASE}`,
};

const SUPPLY_HEADER = [
  'year',
  'country_code',
  'country',
  'nace_code',
  'industry',
  'output_meur',
  'total_scopes_1_2_3_upstream',
  'scopes_1_2',
  'scope_3_upstream',
  'scope_1',
  'scope_2',
  'total_co2',
  'scopes_1_2_co2',
  'scope_3_upstream_co2',
  'total_share_domestic',
  'total_share_other_eu27',
  'total_share_rest_of_world',
];

const PURCHASER_HEADER = [
  'year',
  'country_code',
  'country',
  'nace_code',
  'product',
  'valuation_year',
  'purchases_pp_meur',
  'share_basic_value',
  'share_trade_transport_margins',
  'share_taxes_less_subsidies',
  'margins_transport_share',
  'rebasing_ratio',
  'margin_factor',
  'margin_term',
  'total_basic_prices',
  'total_purchaser_prices_rebased',
  'total_purchaser_prices_with_margins',
];

const LEVEL1 = 'Purchased goods and services (spend-based, FIGARO)';

/** Eurostat writes Greece 'EL'; the library uses ISO 3166-1 like every other source. */
const toIsoCountry = (code: string) => (code === 'EL' ? 'GR' : code);

type RowKey = { year: number; country: string; nace: string };

function readKey(record: CsvRecord, file: string): RowKey {
  const year = Number(getField(record, 'year'));
  const country = toIsoCountry(getField(record, 'country_code'));
  const nace = getField(record, 'nace_code');
  if (!Number.isInteger(year) || !/^[A-Z]{2}$/.test(country) || !/^[A-Z][0-9A-Z_]*$/.test(nace)) {
    throw new Error(`${file}: bad key ${year} ${country} ${nace}`);
  }
  return { year, country, nace };
}

/**
 * The supply table: one factor per year, producing country and NACE industry, kg CO2e per thousand
 * euros of output at basic prices of that year (`total_scopes_1_2_3_upstream`, as published). The split
 * of the supplier's chain (scope 1, 2, 3 upstream) and where the emissions happen are kept in the
 * derivation: for the buyer all of it is Scope 3.
 */
export function buildFigaroSupplyFactors(sourceDir: string): NormalizedFactor[] {
  return readCsvRecords(join(sourceDir, FIGARO_SUPPLY_FILE), SUPPLY_HEADER).map((record) => {
    const { year, country, nace } = readKey(record, FIGARO_SUPPLY_FILE);
    const field = (column: string) => getField(record, column);
    const read = (column: string) =>
      parseDecimal(field(column), `${FIGARO_SUPPLY_FILE} ${year} ${country} ${nace} ${column}`);
    return createFactor(FIGARO_EDITION, {
      id: `${FIGARO_EDITION.slug}:supply:${year}:${country}:${nace}`,
      lineageKey: `figaro-supply:${country}:${nace}`,
      edition: `${FIGARO_RELEASE} (${year})`,
      year,
      sourceRowIds: [`supply/${year}/${country}/${nace}`],
      scope: 3,
      scope3Category: 1,
      level0: 'Scope 3',
      level1: LEVEL1,
      level2: nace,
      level3: field('industry'),
      level4: 'Supply, basic prices',
      region: country,
      activityUnit: 'kEUR',
      unitCategory: 'currency',
      sourceUnit: `1000 EUR of ${year}, basic prices of the producing country`,
      sourceValueUnit: 'kg CO2e',
      value: read('total_scopes_1_2_3_upstream'),
      gases: { co2: read('total_co2') },
      gwpSet: 'AR5',
      basis: 'spend',
      derivation: `Published: scope 1 ${field('scope_1')} + scope 2 ${field('scope_2')} + scope 3 upstream ${field('scope_3_upstream')} = ${field('total_scopes_1_2_3_upstream')} kg CO2e/kEUR (scopes of the supplier's chain; all Scope 3 for the buyer). Emitted domestically ${field('total_share_domestic')}, in the rest of the EU27 ${field('total_share_other_eu27')}, in the rest of the world ${field('total_share_rest_of_world')}. Output ${field('output_meur')} MEUR.`,
      notes:
        'Basic prices: without trade and transport margins and taxes. Per 1000 EUR of the year, not deflated.',
    });
  });
}

/**
 * The purchaser-price table: one factor per year, buying country and product, kg CO2e per thousand
 * euros paid excluding deductible VAT (`total_purchaser_prices_with_margins`), with the row's
 * rebasing ratio and margin term, which convert a supply factor of a known supplier country.
 */
export function buildFigaroPurchaserFactors(sourceDir: string): NormalizedFactor[] {
  return readCsvRecords(join(sourceDir, FIGARO_PURCHASER_FILE), PURCHASER_HEADER).map((record) => {
    const { year, country, nace } = readKey(record, FIGARO_PURCHASER_FILE);
    const field = (column: string) => getField(record, column);
    const read = (column: string) =>
      parseDecimal(field(column), `${FIGARO_PURCHASER_FILE} ${year} ${country} ${nace} ${column}`);
    const valuationYear = Number(field('valuation_year'));
    return createFactor(FIGARO_EDITION, {
      id: `${FIGARO_EDITION.slug}:purchaser:${year}:${country}:${nace}`,
      lineageKey: `figaro-purchaser:${country}:${nace}`,
      edition: `${FIGARO_RELEASE} (${year})`,
      year,
      sourceRowIds: [`purchaser/${year}/${country}/${nace}`],
      scope: 3,
      scope3Category: 1,
      level0: 'Scope 3',
      level1: LEVEL1,
      level2: nace,
      level3: field('product'),
      level4: 'Purchaser prices',
      region: country,
      activityUnit: 'kEUR',
      unitCategory: 'currency',
      sourceUnit: `1000 EUR of ${year}, purchaser prices excluding deductible VAT`,
      sourceValueUnit: 'kg CO2e',
      value: read('total_purchaser_prices_with_margins'),
      gwpSet: 'AR5',
      basis: 'spend',
      purchaserValuation: {
        rebasingRatio: read('rebasing_ratio'),
        marginTerm: read('margin_term'),
        valuationYear,
      },
      derivation: `Published: demand factor ${field('total_basic_prices')} kg CO2e/kEUR at basic prices × rebasing ratio ${field('rebasing_ratio')} = ${field('total_purchaser_prices_rebased')}, + margin term ${field('margin_term')} = ${field('total_purchaser_prices_with_margins')}. Valuation tables of ${valuationYear}: basic value ${field('share_basic_value')}, trade and transport margins ${field('share_trade_transport_margins')}, taxes less subsidies ${field('share_taxes_less_subsidies')} of the purchaser price.`,
      notes: `What the industries of ${country} buy of the product from every origin, per 1000 EUR of the year paid, not deflated.`,
    });
  });
}
