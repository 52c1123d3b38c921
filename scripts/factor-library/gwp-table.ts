import { join } from 'node:path';
import type { GwpTable } from '../../packages/core/src/factors/factor-library-schema.ts';
import type { GwpSet } from '../../packages/core/src/factors/factor-schema.ts';
import { getField, readCsvRecords } from './parse-csv.ts';
import { parseDecimal, parseOptionalDecimal } from './unit-conversions.ts';

export const GWP_FILE = 'gwp/globalwarmingpotentials.csv';
export const EPA_GWP_FILE = 'epa-hub/epa_hub_2025_table11_gwp_ar5.csv';

const GWP_HEADER = [
  'Species',
  'SARGWP100',
  'TARGWP100',
  'AR4GWP100',
  'AR5GWP100',
  'AR5CCFGWP100',
  'AR6GWP100',
  'TARGWP20',
  'AR6GWP20',
  'TARGWP500',
  'AR6GWP500',
  'AR6GTP100',
] as const;

export const GWP_LICENCE = 'CC0-1.0';
export const GWP_ATTRIBUTION =
  'IPCC AR4, AR5 and AR6 (WG1 Table 7.SM.7) 100-year global warming potentials, compiled by openclimatedata/globalwarmingpotentials (CC0 1.0).';

/**
 * Chemical names the sources use for gases the IPCC table lists by formula. EPA table 11's names
 * ('PFC-14', 'Sulfur hexafluoride') are added from its formula column when the table is read.
 */
const NAMED_GASES: Record<string, string> = {
  'Carbon dioxide': 'CO2',
  Methane: 'CH4',
  'Nitrous oxide': 'N2O',
  'Carbon tetrafluoride': 'CF4',
  Hexafluoroethane: 'C2F6',
  Perfluoropropane: 'C3F8',
  Perfluorobutane: 'C4F10',
  Perfluorocyclobutane: 'cC4F8',
  Perfluorohexane: 'C6F14',
  'Sulfur hexafluoride': 'SF6',
  'Nitrogen trifluoride': 'NF3',
};

export const GWP_NOTES = [
  'CO2 is not a row of the source table; it is 1 by definition in every assessment report.',
  "CH4 AR6 = 27.9 is the table's only methane row (IPCC AR6 WG1 Table 7.SM.7). AR6 Table 7.15 also gives fossil methane 29.8 and non-fossil methane 27.2, which this table does not carry; for fossil-fired grid electricity the difference is below 0.01 % of the CO2e.",
  'A null GWP means the assessment report gives no value for that gas; it is never read as 0.',
  'The AR5 values of the 32 gases of EPA GHG Emission Factors Hub 2025 table 11 equal this table (checked at every build).',
];

export type GwpData = {
  table: GwpTable;
  /** The gwp.json key of a gas named as any source names it, or null when the table has no such gas. */
  resolveGas: (name: string) => string | null;
  /** The GWP of a gwp.json key in a set; null when the report gives none. */
  getGwp: (gas: string, set: GwpSet) => number | null;
  /** EPA table 11's own AR5 value of a gas, by its formula ('CH4', 'N2O'). */
  getEpaAr5: (formula: string) => number;
};

/**
 * Reads the IPCC GWP table and EPA Hub table 11, cross-checks their AR5 values and returns the gas table
 * written to gwp.json together with name resolution for the other builders.
 */
export function loadGwpData(sourceDir: string): GwpData {
  const rows = readCsvRecords(join(sourceDir, GWP_FILE), GWP_HEADER, { commentPrefix: '#' });
  const gases: GwpTable['gases'] = { CO2: { AR4: 1, AR5: 1, AR6: 1, aliases: [] } };
  for (const row of rows) {
    const species = getField(row, 'Species');
    const read = (column: string) =>
      parseOptionalDecimal(getField(row, column), `${GWP_FILE} ${species} ${column}`);
    gases[species] = { AR4: read('AR4GWP100'), AR5: read('AR5GWP100'), AR6: read('AR6GWP100'), aliases: [] };
  }
  const aliasToGas = new Map<string, string>(Object.entries(NAMED_GASES));
  const resolveGas = (name: string): string | null => {
    const direct = aliasToGas.get(name) ?? name.replaceAll('-', '');
    return direct in gases ? direct : null;
  };

  const epaAr5 = new Map<string, number>();
  const epaRows = readCsvRecords(join(sourceDir, EPA_GWP_FILE), ['gas', 'formula', 'gwp100_ar5']);
  for (const row of epaRows) {
    const name = getField(row, 'gas');
    const formula = getField(row, 'formula');
    const value = parseDecimal(getField(row, 'gwp100_ar5'), `${EPA_GWP_FILE} ${name}`);
    const gas = resolveGas(name) ?? resolveGas(formula);
    if (gas === null) throw new Error(`${EPA_GWP_FILE}: gas ${name} (${formula}) is not in ${GWP_FILE}`);
    aliasToGas.set(name, gas);
    epaAr5.set(formula, value);
    if (gases[gas]?.AR5 !== value) {
      throw new Error(`${EPA_GWP_FILE}: AR5 of ${name} is ${value}, ${GWP_FILE} says ${gases[gas]?.AR5}`);
    }
  }
  for (const [alias, gas] of aliasToGas) {
    if (alias !== gas && gases[gas]) gases[gas].aliases.push(alias);
  }
  for (const entry of Object.values(gases)) entry.aliases.sort();

  return {
    table: { licence: GWP_LICENCE, attribution: GWP_ATTRIBUTION, notes: GWP_NOTES, gases },
    resolveGas,
    getGwp: (gas, set) => gases[gas]?.[set] ?? null,
    getEpaAr5: (formula) => {
      const value = epaAr5.get(formula);
      if (value === undefined) throw new Error(`${EPA_GWP_FILE}: no AR5 value for ${formula}`);
      return value;
    },
  };
}

/**
 * Returns a GWP that must exist (CH4, N2O, the HFCs of a blend); a missing one is a build error, never 0.
 */
export function requireGwp(data: GwpData, gas: string, set: GwpSet): number {
  const value = data.getGwp(gas, set);
  if (value === null) throw new Error(`no ${set} GWP for ${gas}`);
  return value;
}
