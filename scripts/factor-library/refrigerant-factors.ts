import type { RefrigerantBlendTable } from '../../packages/core/src/factors/factor-library-schema.ts';
import type {
  GasBreakdown,
  GwpSet,
  NormalizedFactor,
} from '../../packages/core/src/factors/factor-schema.ts';
import { createFactor, joinNotes, type SourceEdition } from './create-factor.ts';
import { EPA_HUB_EDITION } from './epa-hub-common.ts';
import { GWP_ATTRIBUTION, GWP_LICENCE, type GwpData } from './gwp-table.ts';

export const REFRIGERANTS_SLUG = 'refrigerants';

const FACTOR_SETS = ['AR5', 'AR6'] as const satisfies readonly GwpSet[];
const REPORT_YEARS: Record<(typeof FACTOR_SETS)[number], number> = { AR5: 2013, AR6: 2021 };

function describeIpccEdition(set: GwpSet): SourceEdition {
  return {
    source: 'IPCC',
    sourceName: 'IPCC assessment report 100-year global warming potentials',
    edition: set,
    licence: GWP_LICENCE,
    attribution: GWP_ATTRIBUTION,
    slug: REFRIGERANTS_SLUG,
  };
}

const BLEND_EDITIONS: Record<(typeof FACTOR_SETS)[number], SourceEdition> = {
  AR5: { ...EPA_HUB_EDITION, sourceName: 'US EPA GHG Emission Factors Hub, table 12 (refrigerant blends)' },
  AR6: {
    ...EPA_HUB_EDITION,
    sourceName: 'US EPA GHG Emission Factors Hub, table 12 compositions with IPCC AR6 GWPs (derived)',
    licence: `${EPA_HUB_EDITION.licence} AND ${GWP_LICENCE}`,
    attribution: `${EPA_HUB_EDITION.attribution} AR6 values: ${GWP_ATTRIBUTION}`,
  },
};

/** Kyoto-basket gases (GHG Protocol): their releases count in Scope 1. */
const PERFLUORINATED = new Set([
  'CF4',
  'C2F6',
  'C3F8',
  'cC4F8',
  'C4F10',
  'C5F12',
  'C6F14',
  'C7F16',
  'C8F18',
  'C10F18',
  'cC3F6',
  'SF5CF3',
]);
/** Ozone-depleting substances of the Montreal Protocol: outside the scopes, reported separately. */
const MONTREAL_OTHERS = new Set(['CCl4', 'CH3CCl3', 'CH3Br', 'CHBrF2', 'CH2Br2']);

function classifyGas(gas: string): 'kyoto' | 'montreal' | 'other' {
  if (['CO2', 'CH4', 'N2O', 'SF6', 'NF3'].includes(gas) || gas.startsWith('HFC') || PERFLUORINATED.has(gas)) {
    return 'kyoto';
  }
  if (/^(CFC|HCFC|Halon)/.test(gas) || MONTREAL_OTHERS.has(gas)) return 'montreal';
  return 'other';
}

const GAS_NOTES = {
  kyoto: null,
  montreal:
    'Montreal Protocol gas, not in the Kyoto basket: report its CO2e separately, outside the scope totals (GHG Protocol).',
  other:
    'Not in the Kyoto basket; some programmes report it in Scope 1 (DESNZ lists fluorinated ethers and other products there).',
};

function splitGas(gas: string, value: number): GasBreakdown {
  if (gas === 'CO2') return { co2: value };
  if (gas === 'CH4') return { ch4: value };
  if (gas === 'N2O') return { n2o: value };
  return { other: value };
}

/**
 * "Factors" for releases of refrigerants and other gases: kg CO2e per kg released, which is the GWP.
 * One per gas of gwp.json and GWP set (AR5, AR6) where the report gives a value, and one per EPA table 12
 * blend and set: AR5 as EPA publishes it, AR6 derived from the composition (null, with the reason, when
 * not derivable).
 */
export function buildRefrigerantFactors(gwp: GwpData, blends: RefrigerantBlendTable): NormalizedFactor[] {
  const gasFactors = Object.entries(gwp.table.gases).flatMap(([gas, values]) =>
    FACTOR_SETS.flatMap((set) => {
      const value = values[set];
      if (value === null) return [];
      const gasClass = classifyGas(gas);
      return [
        createFactor(describeIpccEdition(set), {
          id: `${REFRIGERANTS_SLUG}:gas/${gas}:${set}`,
          lineageKey: `refrigerants:gas/${gas}:${set}`,
          year: REPORT_YEARS[set],
          sourceRowIds: [`gwp/${gas}`],
          scope: gasClass === 'montreal' ? null : 1,
          level0: gasClass === 'montreal' ? 'Outside of Scopes' : 'Scope 1',
          level1: 'Refrigerants and other fugitive gases',
          level2: 'Gas',
          level3: gas,
          level4: values.aliases.join(', ') || null,
          activityUnit: 'kg',
          unitCategory: 'weight',
          sourceUnit: 'kg',
          sourceValueUnit: 'GWP-100',
          value,
          gases: splitGas(gas, value),
          gwpSet: set,
          basis: 'other',
          derivation: `kg CO2e per kg released = ${set} GWP-100 of ${gas} = ${value}`,
          notes: GAS_NOTES[gasClass],
        }),
      ];
    }),
  );
  const blendFactors = blends.blends.flatMap((blend) =>
    FACTOR_SETS.map((set) => {
      const counted = blend.components.filter((component) => component.isCountedInCo2e);
      const value = set === 'AR5' ? blend.gwpAr5Published : blend.gwpAr6;
      const terms = counted.map(
        (c) => `${c.massFraction} × ${set === 'AR5' ? c.gwpAr5 : c.gwpAr6} (${c.name})`,
      );
      return createFactor(BLEND_EDITIONS[set], {
        id: `${REFRIGERANTS_SLUG}:blend/${blend.designation}:${set}`,
        lineageKey: `refrigerants:blend/${blend.designation}:${set}`,
        year: 2025,
        sourceRowIds:
          set === 'AR5' ? [blend.sourceRowId] : [blend.sourceRowId, ...counted.map((c) => `gwp/${c.gas}`)],
        scope: 1,
        level0: 'Scope 1',
        level1: 'Refrigerants and other fugitive gases',
        level2: 'Blend',
        level3: blend.designation,
        level4: blend.compositionAsPublished,
        activityUnit: 'kg',
        unitCategory: 'weight',
        sourceUnit: 'kg',
        sourceValueUnit: 'GWP-100',
        value,
        gases: value === null ? null : { other: value },
        gwpSet: set,
        basis: 'other',
        derivation:
          set === 'AR5'
            ? `EPA table 12 as published: ${value}; recomputed from the composition: ${terms.join(' + ') || '0'} = ${blend.gwpAr5Recomputed}`
            : `Σ mass fraction × AR6 GWP = ${terms.join(' + ') || '0'} = ${value}`,
        notes: joinNotes(
          blend.notes,
          value === null && 'AR6 GWP not derivable: a counted component has no AR6 value.',
        ),
      });
    }),
  );
  return [...gasFactors, ...blendFactors];
}
