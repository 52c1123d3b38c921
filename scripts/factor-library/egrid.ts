import { join } from 'node:path';
import type { NormalizedFactor } from '../../packages/core/src/factors/factor-schema.ts';
import { createFactor, joinNotes, type SourceEdition, slugify } from './create-factor.ts';
import type { Gwp } from './epa-hub-common.ts';
import { getField, readCsvRecords } from './parse-csv.ts';
import { KG_PER_LB, parseDecimal, parseOptionalDecimal, roundDerived } from './unit-conversions.ts';

export const EGRID_FILE = 'epa-hub/epa_hub_2025_table6_egrid2023_subregions.csv';

export const EGRID_EDITION: SourceEdition = {
  source: 'EPA_EGRID',
  sourceName: 'US EPA eGRID subregion output emission rates (GHG Emission Factors Hub 2025, table 6)',
  edition: 'eGRID2023',
  licence: 'US-Gov-Public-Domain',
  attribution:
    'U.S. Environmental Protection Agency: Emissions & Generation Resource Integrated Database (eGRID2023), as published in the GHG Emission Factors Hub (January 2025). U.S. Government work, public domain.',
  slug: 'epa-egrid-egrid2023',
};

const HEADER = [
  'egrid_subregion',
  'egrid_subregion_name',
  'total_output_co2_lb_per_mwh',
  'total_output_ch4_lb_per_mwh',
  'total_output_n2o_lb_per_mwh',
  'nonbaseload_co2_lb_per_mwh',
  'nonbaseload_ch4_lb_per_mwh',
  'nonbaseload_n2o_lb_per_mwh',
  'grid_gross_loss_fraction',
];

const RATES = [
  {
    prefix: 'total_output',
    key: 'total-output',
    variant: 'Total output emission rate',
    note: 'Location-based Scope 2 factor: generation only; T&D losses are not included (grid gross loss on the factor).',
  },
  {
    prefix: 'nonbaseload',
    key: 'nonbaseload',
    variant: 'Non-baseload output emission rate',
    note: 'Non-baseload rate: for estimating emissions avoided by efficiency or renewable projects, not a Scope 2 inventory factor.',
  },
] as const;

/**
 * eGRID2023 subregions: for each subregion, the total-output rate (the location-based factor) and the
 * non-baseload rate, each with the AR5 and the AR6 GWPs:
 *   kg CO2e/kWh = (CO2 + CH4 × GWP(CH4) + N2O × GWP(N2O)) lb/MWh × 0.45359237 kg/lb ÷ 1000 kWh/MWh.
 * 'US Average' becomes region 'US', a subregion 'US-<code>'.
 */
export function buildEgridFactors(sourceDir: string, gwpSets: readonly Gwp[]): NormalizedFactor[] {
  return readCsvRecords(join(sourceDir, EGRID_FILE), HEADER).flatMap((record) => {
    const code = getField(record, 'egrid_subregion');
    const name = getField(record, 'egrid_subregion_name');
    const isUsAverage = code === 'US Average';
    if (!isUsAverage && !/^[A-Z]{4}$/.test(code))
      throw new Error(`${EGRID_FILE}: unexpected subregion ${code}`);
    const rowId = `t6/${slugify(code)}`;
    const loss = parseOptionalDecimal(
      getField(record, 'grid_gross_loss_fraction'),
      `${EGRID_FILE} ${code} loss`,
    );
    const read = (column: string) =>
      parseDecimal(getField(record, column), `${EGRID_FILE} ${code} ${column}`);
    return RATES.flatMap((rate) =>
      gwpSets.map((gwp) => {
        const lb = {
          co2: read(`${rate.prefix}_co2_lb_per_mwh`),
          ch4: read(`${rate.prefix}_ch4_lb_per_mwh`),
          n2o: read(`${rate.prefix}_n2o_lb_per_mwh`),
        };
        const lbCo2ePerMwh = roundDerived(lb.co2 + lb.ch4 * gwp.ch4 + lb.n2o * gwp.n2o);
        const value = roundDerived((lbCo2ePerMwh * KG_PER_LB) / 1000);
        const key = `${slugify(code)}:${rate.key}:${gwp.set.toLowerCase()}`;
        return createFactor(EGRID_EDITION, {
          id: `${EGRID_EDITION.slug}:${key}`,
          lineageKey: `epa-egrid:${key}`,
          year: 2023,
          sourceRowIds: [rowId],
          scope: 2,
          level0: 'Scope 2',
          level1: 'Electricity',
          level2: 'eGRID subregion',
          level3: name,
          level4: isUsAverage ? null : code,
          variant: rate.variant,
          region: isUsAverage ? 'US' : `US-${code}`,
          activityUnit: 'kWh',
          unitCategory: 'energy',
          sourceUnit: 'MWh',
          sourceValueUnit: 'lb CO2, lb CH4, lb N2O per MWh',
          value,
          gases: {
            co2: roundDerived((lb.co2 * KG_PER_LB) / 1000),
            ch4: roundDerived((lb.ch4 * gwp.ch4 * KG_PER_LB) / 1000),
            n2o: roundDerived((lb.n2o * gwp.n2o * KG_PER_LB) / 1000),
          },
          gwpSet: gwp.set,
          basis: 'combustion',
          gridGrossLossFraction: loss,
          derivation: `(${lb.co2} lb CO2 + ${lb.ch4} lb CH4 × ${gwp.ch4} + ${lb.n2o} lb N2O × ${gwp.n2o}) per MWh (${gwp.set}) = ${lbCo2ePerMwh} lb CO2e/MWh; × 0.45359237 kg/lb ÷ 1000 kWh/MWh = ${value} kg CO2e/kWh`,
          notes: joinNotes(
            rate.note,
            gwp.set === 'AR6' &&
              `AR6 GWPs from the IPCC table: CH4 ${gwp.ch4} (its single methane row; AR6 fossil methane 29.8 is not in the table), N2O ${gwp.n2o}.`,
            loss === null && 'eGRID publishes no grid gross loss for this subregion.',
          ),
        });
      }),
    );
  });
}
