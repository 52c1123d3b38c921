import { type FactorSources, findFormOption, getFormDefinition } from '@carbon-ledger/core';
import { describe, expect, it } from 'vitest';
import type { CalculatorFactor, FactorLookup } from './factor-lookup.ts';
import { buildInstanceContext, type InstanceContext } from './instance-context.ts';
import { resolveFactors } from './resolve-factors.ts';

const form = getFormDefinition('company');
const optionOf = (id: string) => {
  const entry = findFormOption(form, id);
  if (!entry) throw new Error(`no option ${id}`);
  return entry.option;
};

/** A library row per kWh; the values only tell the rows apart. */
function factor(lineageKey: string, year: number, value: number): CalculatorFactor {
  return {
    id: `${lineageKey}@${year}`,
    lineageKey,
    source: lineageKey.startsWith('desnz') ? 'DESNZ' : 'EMBER_OWID',
    edition: String(year),
    year,
    licence: 'test',
    value,
    valueUnit: 'kgCO2e',
    activityUnit: 'kWh',
    unitCategory: 'energy',
    scope: 2,
    scope3Category: null,
    level1: null,
    level2: null,
    electricityMix: null,
    gridGrossLossFraction: null,
  };
}

const LIBRARY = [
  factor('desnz:7_400_4000_5_1', 2025, 0.177),
  factor('ember-owid-generation:DE', 2025, 0.3),
  factor('ember-owid-upstream:DE', 2025, 0.1),
  factor('ember-owid-generation:GB', 2024, 0.15),
  factor('ember-owid-upstream:GB', 2024, 0.06),
];
const lookup: FactorLookup = {
  load: async () => {},
  getEditions: (key) => LIBRARY.filter((entry) => entry.lineageKey === key),
  getPicked: () => undefined,
};

function gbYear(grid: FactorSources['grid']): InstanceContext {
  const context = buildInstanceContext(
    {
      id: 'y',
      containerId: 'c',
      startDate: '2025-01-01',
      electricityRegion: 'GB',
      surchargePercent: 0,
      formType: 'company',
    },
    form,
  );
  return { ...context, factorSources: { ...context.factorSources, grid } };
}

const resolve = (optionId: string, instance: InstanceContext, genericInputs = {}) =>
  resolveFactors(optionOf(optionId), instance, { genericInputs }, lookup, {
    quantityCategory: 'energy',
    path: 'results.toCreate.0',
    spendYear: instance.year,
  });

describe('grid electricity by the year’s grid source', () => {
  it('prices a UK year with DESNZ by default and with Ember’s split when the year says EMBER_OWID', () => {
    expect(resolve('electricity-grid', gbYear('DESNZ')).direct?.used[0]?.lineageKey).toBe(
      'desnz:7_400_4000_5_1',
    );
    const ember = resolve('electricity-grid', gbYear('EMBER_OWID'));
    expect(ember.direct?.factor).toBe(0.15);
    expect(ember.indirect?.factor).toBe(0.06);
    // 2024 data for 2025, and no loss percentage entered for the year.
    expect(ember.direct?.used[0]?.notes).toEqual([
      { code: 'factorYear', factorYear: 2024, year: 2025 },
      { code: 'gridLossesNotIncluded', region: 'GB' },
    ]);
  });

  it('prices a row in a region the user selects by that region’s own source, not the year’s', () => {
    const row = resolve('use-electricity', gbYear('EMBER_OWID'), { region: 'GB' });
    expect(row.direct?.used.map((used) => used.lineageKey)).toEqual(['desnz:7_400_4000_5_1']);
  });

  it('adds the year’s loss percentage only to rows on the year’s own grid', () => {
    const year = { ...gbYear('EMBER_OWID'), gridLossPercent: 10 };
    // GB at 10 %: upstream 0.06 + (0.15 + 0.06) × 0.1 ÷ 0.9 = 0.06 + 0.0233… = 0.08333…
    expect(resolve('electricity-grid', year).indirect?.factor).toBeCloseTo(0.06 + 0.21 / 9, 12);
    // A customer's grid in Germany: no German percentage was entered, so the row says so.
    const customer = resolve('use-electricity', year, { region: 'DE' });
    expect(customer.direct?.used[0]?.notes).toEqual([{ code: 'gridLossesNotIncluded', region: 'DE' }]);
  });
});
