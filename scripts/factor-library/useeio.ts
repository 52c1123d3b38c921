import { join } from 'node:path';
import type { GasBreakdown, NormalizedFactor } from '../../packages/core/src/factors/factor-schema.ts';
import { createFactor, joinNotes, type SourceEdition, slugify } from './create-factor.ts';
import { type GwpData, requireGwp } from './gwp-table.ts';
import { type CsvRecord, getField, readCsvRecords } from './parse-csv.ts';
import { parseDecimal, roundDerived } from './unit-conversions.ts';

export const USEEIO_CO2E_FILE = 'epa-useeio/SupplyChainGHGEmissionFactors_v1.3.0_NAICS_CO2e_USD2022.csv';
export const USEEIO_BY_GAS_FILE = 'epa-useeio/SupplyChainGHGEmissionFactors_v1.3.0_NAICS_byGHG_USD2022.csv';

export const USEEIO_EDITION: SourceEdition = {
  source: 'EPA_USEEIO',
  sourceName: 'US EPA Supply Chain GHG Emission Factors for US Industries and Commodities (USEEIO)',
  edition: 'v1.3.0',
  licence: 'US-Gov-Public-Domain',
  attribution:
    'U.S. Environmental Protection Agency, Office of Research and Development: Supply Chain Greenhouse Gas Emission Factors v1.3.0 by 2017 NAICS-6 (USEEIO), 2022 USD purchaser prices. U.S. Government work, public domain.',
  slug: 'epa-useeio-v1.3.0',
};

const HEADER = [
  '2017 NAICS Code',
  '2017 NAICS Title',
  'GHG',
  'Unit',
  'Supply Chain Emission Factors without Margins',
  'Margins of Supply Chain Emission Factors',
  'Supply Chain Emission Factors with Margins',
  'Reference USEEIO Code',
];
const WITH_MARGINS = 'Supply Chain Emission Factors with Margins';
const CO2E_UNIT = 'kg CO2e/2022 USD, purchaser price';
const MASS_UNIT = 'kg/2022 USD, purchaser price';

/**
 * Category 2 (capital goods) depends on whether the buyer capitalises the purchase, not on the NAICS
 * code, so every factor stays category 1; codes that are often capital goods (construction, machinery,
 * electronics, electrical equipment, vehicles, furniture) carry a note instead.
 */
const OFTEN_CAPITAL_GOODS = ['23', '333', '334', '335', '336', '337'];

/**
 * One spend-based factor per NAICS-6 code: the "with margins" value (purchaser price, as a buyer's spend
 * is), kg CO2e per 2022 USD, with the per-gas breakdown from the by-gas file (kg of gas × AR5 GWP; the
 * factors were computed with AR5, which the build's tests confirm by recomputing the totals).
 */
export function buildUseeioFactors(sourceDir: string, gwp: GwpData): NormalizedFactor[] {
  const byGas = new Map<string, CsvRecord[]>();
  for (const record of readCsvRecords(join(sourceDir, USEEIO_BY_GAS_FILE), HEADER)) {
    const code = getField(record, '2017 NAICS Code');
    byGas.set(code, [...(byGas.get(code) ?? []), record]);
  }
  return readCsvRecords(join(sourceDir, USEEIO_CO2E_FILE), HEADER).map((record) => {
    const code = getField(record, '2017 NAICS Code');
    if (!/^\d{6}$/.test(code)) throw new Error(`${USEEIO_CO2E_FILE}: bad NAICS code ${code}`);
    if (getField(record, 'GHG') !== 'All GHGs' || getField(record, 'Unit') !== CO2E_UNIT) {
      throw new Error(`${USEEIO_CO2E_FILE} ${code}: unexpected GHG/unit`);
    }
    const read = (column: string) =>
      parseDecimal(getField(record, column), `${USEEIO_CO2E_FILE} ${code} ${column}`);
    const value = read(WITH_MARGINS);
    const gasRecords = byGas.get(code) ?? [];
    const gases = sumGases(gasRecords, gwp, code);
    const gasTotal = roundDerived(
      (gases.co2 ?? 0) + (gases.ch4 ?? 0) + (gases.n2o ?? 0) + (gases.other ?? 0),
    );
    return createFactor(USEEIO_EDITION, {
      id: `${USEEIO_EDITION.slug}:${code}`,
      lineageKey: `epa-useeio:${code}`,
      year: 2022,
      sourceRowIds: [
        `co2e/${code}`,
        ...gasRecords.map((gasRecord) => `byghg/${code}/${slugify(getField(gasRecord, 'GHG'))}`),
      ],
      scope: 3,
      scope3Category: 1,
      level0: 'Scope 3',
      level1: 'Purchased goods and services (spend-based)',
      level2: code,
      level3: getField(record, '2017 NAICS Title'),
      level4: getField(record, 'Reference USEEIO Code'),
      region: 'US',
      activityUnit: 'USD2022',
      unitCategory: 'currency',
      sourceUnit: '2022 USD, purchaser price',
      sourceValueUnit: 'kg CO2e',
      value,
      gases: gasRecords.length === 0 ? null : gases,
      gwpSet: 'AR5',
      basis: 'spend',
      derivation: `With margins ${value} = without margins ${read('Supply Chain Emission Factors without Margins')} + margins ${read('Margins of Supply Chain Emission Factors')} kg CO2e/USD (published). Gases: kg of gas per USD × AR5 GWP, summing to ${gasTotal} (by-gas figures have 3 significant digits).`,
      notes: joinNotes(
        'Spend in another currency or price year must first be converted to 2022 USD.',
        describeCapitalGoodsNote(code),
      ),
    });
  });
}

function describeCapitalGoodsNote(code: string): string | null {
  return OFTEN_CAPITAL_GOODS.some((prefix) => code.startsWith(prefix))
    ? 'Often a capital good: report in category 2 when the purchase is capitalised.'
    : null;
}

/** kg of each gas per USD → kg CO2e per USD, CO2/CH4/N2O apart and all fluorinated gases as 'other'. */
function sumGases(records: CsvRecord[], gwp: GwpData, code: string): GasBreakdown {
  const gases = { co2: 0, ch4: 0, n2o: 0, other: 0 };
  for (const record of records) {
    const name = getField(record, 'GHG');
    const amount = parseDecimal(getField(record, WITH_MARGINS), `${USEEIO_BY_GAS_FILE} ${code} ${name}`);
    const unit = getField(record, 'Unit');
    if (unit === CO2E_UNIT) {
      // 'HFCs and PFCs, unspecified' is published in CO2e already.
      gases.other += amount;
      continue;
    }
    if (unit !== MASS_UNIT) throw new Error(`${USEEIO_BY_GAS_FILE} ${code} ${name}: unexpected unit ${unit}`);
    const gas = gwp.resolveGas(name);
    if (gas === null) throw new Error(`${USEEIO_BY_GAS_FILE}: unknown gas ${name}`);
    const kgCo2e = amount * requireGwp(gwp, gas, 'AR5');
    if (gas === 'CO2') gases.co2 += kgCo2e;
    else if (gas === 'CH4') gases.ch4 += kgCo2e;
    else if (gas === 'N2O') gases.n2o += kgCo2e;
    else gases.other += kgCo2e;
  }
  return {
    co2: roundDerived(gases.co2),
    ch4: roundDerived(gases.ch4),
    n2o: roundDerived(gases.n2o),
    other: roundDerived(gases.other),
  };
}
