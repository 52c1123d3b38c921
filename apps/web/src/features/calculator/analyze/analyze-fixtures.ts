import {
  EMPTY_ENERGY_MIX_TOTALS,
  type ServedOption,
  type ServedSection,
  type Totals,
} from '@carbon-ledger/core';

/** Test fixtures of the Analyze helpers (imported by tests only). */
export function buildTotals(overrides: Partial<Totals> = {}): Totals {
  return {
    numResults: 0,
    totalCo2InKg: 0,
    totalCo2InKgPerScope: { 1: 0, 2: 0, 3: 0 },
    totalEnergyConsumptionInKwh: 0,
    totalLocationBasedCo2InKg: 0,
    scope3PerCategory: {},
    unscopedCo2InKg: 0,
    biogenicCo2InKg: 0,
    energyMixInKwh: structuredClone(EMPTY_ENERGY_MIX_TOTALS),
    ...overrides,
  };
}

export function buildOption(id: string, label: string, children?: ServedOption[]): ServedOption {
  return {
    id,
    label,
    activityInputs: [],
    genericInputs: [],
    factor: { kind: 'library' },
    hasLocationBasedFactor: false,
    ...(children ? { children } : {}),
  };
}

export function buildSection(
  id: string,
  label: string,
  extra: Partial<Omit<ServedSection, 'id' | 'label'>> = {},
): ServedSection {
  return { id, label, isVoluntary: false, isAutomatic: false, optionGroups: [], sections: [], ...extra };
}
