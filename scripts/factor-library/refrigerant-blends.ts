import { join } from 'node:path';
import type {
  RefrigerantBlend,
  RefrigerantBlendTable,
  RefrigerantComponent,
  RefrigerantGasClass,
} from '../../packages/core/src/factors/factor-library-schema.ts';
import { slugify } from './create-factor.ts';
import { EPA_HUB_EDITION } from './epa-hub-common.ts';
import { GWP_ATTRIBUTION, type GwpData } from './gwp-table.ts';
import { getField, readCsvRecords } from './parse-csv.ts';
import { parseDecimal, roundSum, shiftDecimal } from './unit-conversions.ts';

export const EPA_TABLE12_FILE = 'epa-hub/epa_hub_2025_table12_refrigerant_blend_gwp_ar5.csv';

/**
 * Blend components that are hydrocarbons (or an ether) rather than halocarbons. None has a GWP in the IPCC
 * table; they are not greenhouse gases of the Kyoto basket, so EPA counts them as nothing in table 12.
 */
const HYDROCARBONS = new Set(['propane', 'butane', 'isobutane', 'isopentane', 'propylene', 'dimethyl ether']);

/** Classes whose GWP counts towards a blend's CO2e (the Kyoto basket, as EPA table 12 and the GHG Protocol). */
const COUNTED_CLASSES = new Set<RefrigerantGasClass>(['HFC', 'PFC', 'SF6', 'NF3']);

/** A published GWP is a whole number: a recomputed value further away than rounding explains is flagged. */
const ROUNDING_TOLERANCE = 0.5 + 1e-9;

export const BLEND_NOTES = [
  'GWPs of blends count only the Kyoto-basket components (HFC, PFC, SF6, NF3), as EPA table 12 does: HCFCs and CFCs are Montreal Protocol gases reported separately, and hydrocarbons (propane, butane, isobutane, isopentane, propylene) have no GWP in the IPCC table. Recomputing table 12 this way reproduces every published AR5 value within rounding except R-424A.',
  'gwpAr6 = Σ mass fraction × AR6 GWP over the counted components; gwpAr6AllComponents also counts HCFCs and CFCs and is null when any component (e.g. a hydrocarbon) has no AR6 value. A null is never read as 0.',
];

/**
 * Reads EPA Hub table 12, parses each blend's composition ('50% HFC-32 , 50% HFC-125') and derives its
 * AR6 GWP from the components' AR6 values, mass-weighted. Fails on a composition that does not add up to
 * 100 % or names a gas it cannot classify.
 */
export function buildRefrigerantBlends(sourceDir: string, gwp: GwpData): RefrigerantBlendTable {
  const records = readCsvRecords(join(sourceDir, EPA_TABLE12_FILE), [
    'ashrae_designation',
    'gwp100_ar5',
    'blend_composition',
  ]);
  const blends = records.map((record): RefrigerantBlend => {
    const designation = getField(record, 'ashrae_designation');
    const composition = getField(record, 'blend_composition');
    const components = parseComposition(composition, designation, gwp);
    const published = parseDecimal(getField(record, 'gwp100_ar5'), `${EPA_TABLE12_FILE} ${designation}`);
    const counted = components.filter((component) => component.isCountedInCo2e);
    const recomputed = sumWeighted(counted, 'gwpAr5');
    if (recomputed === null)
      throw new Error(`${EPA_TABLE12_FILE} ${designation}: a counted component has no AR5 GWP`);
    const gwpAr6 = sumWeighted(counted, 'gwpAr6');
    const excluded = components.filter((component) => !component.isCountedInCo2e).map((c) => c.name);
    const isMismatch = Math.abs(published - recomputed) > ROUNDING_TOLERANCE;
    return {
      designation,
      sourceRowId: `t12/${slugify(designation)}`,
      compositionAsPublished: composition,
      components,
      gwpAr5Published: published,
      gwpAr5Recomputed: recomputed,
      gwpAr6,
      gwpAr6AllComponents: sumWeighted(components, 'gwpAr6'),
      notes:
        [
          excluded.length > 0 && `Not counted in the CO2e GWP: ${excluded.join(', ')}.`,
          isMismatch &&
            `The published AR5 GWP ${published} does not match the composition (${recomputed}); it is kept as published, and the AR6 value is derived from the composition.`,
          counted.length === 0 &&
            'No Kyoto-basket component: the CO2e GWP is 0 by that convention, not for lack of data.',
        ]
          .filter((note): note is string => typeof note === 'string')
          .join(' ') || null,
    };
  });
  return {
    licence: `${EPA_HUB_EDITION.licence} AND CC0-1.0`,
    attribution: `${EPA_HUB_EDITION.attribution} AR6 values: ${GWP_ATTRIBUTION}`,
    notes: BLEND_NOTES,
    blends,
  };
}

function parseComposition(composition: string, designation: string, gwp: GwpData): RefrigerantComponent[] {
  const components = composition.split(',').map((part) => {
    const match = /^(\d+(?:\.\d+)?)% (.+)$/.exec(part.trim());
    if (!match) throw new Error(`${EPA_TABLE12_FILE} ${designation}: cannot read component '${part}'`);
    const name = match[2] as string;
    const gasClass = classifyComponent(name, designation);
    const gas = gwp.resolveGas(name);
    if (COUNTED_CLASSES.has(gasClass) && gas === null) {
      throw new Error(`${EPA_TABLE12_FILE} ${designation}: ${name} has no GWP entry`);
    }
    return {
      name,
      gas,
      gasClass,
      massFraction: shiftDecimal(match[1] as string, -2, `${designation} ${name}`),
      isCountedInCo2e: COUNTED_CLASSES.has(gasClass),
      gwpAr5: gas === null ? null : gwp.getGwp(gas, 'AR5'),
      gwpAr6: gas === null ? null : gwp.getGwp(gas, 'AR6'),
    };
  });
  const total = roundSum(components.reduce((sum, component) => sum + component.massFraction, 0));
  if (total !== 1) throw new Error(`${EPA_TABLE12_FILE} ${designation}: components add up to ${total}`);
  return components;
}

function classifyComponent(name: string, designation: string): RefrigerantGasClass {
  if (HYDROCARBONS.has(name)) return 'HC';
  const prefix = /^(HFC|PFC|HCFC|CFC)-/.exec(name)?.[1];
  if (prefix) return prefix as RefrigerantGasClass;
  if (name === 'SF6' || name === 'NF3') return name;
  throw new Error(`${EPA_TABLE12_FILE} ${designation}: unknown component ${name}`);
}

/** Σ mass fraction × GWP; null as soon as one component lacks the GWP (never counted as 0). */
function sumWeighted(components: RefrigerantComponent[], key: 'gwpAr5' | 'gwpAr6'): number | null {
  let total = 0;
  for (const component of components) {
    const value = component[key];
    if (value === null) return null;
    total += component.massFraction * value;
  }
  return roundSum(total);
}
