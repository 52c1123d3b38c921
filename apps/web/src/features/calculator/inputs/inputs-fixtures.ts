import { EMPTY_RESULT_FIGURES, type Result, type ServedForm, type ServedOption } from '@carbon-ledger/core';

/** Test fixtures of the Inputs page (a small served form and results). */
export const INSTANCE_ID = '00000000-0000-4000-8000-000000000001';
export const OTHER_INSTANCE_ID = '00000000-0000-4000-8000-000000000002';

const gas: ServedOption = {
  id: 'natural-gas',
  label: 'Natural gas',
  activityInputs: [
    { fieldId: 'energy', label: 'Energy', unitCategory: 'energy', defaultUnit: 'kWh', role: 'quantity' },
  ],
  genericInputs: [],
  factor: { kind: 'library' },
  hasLocationBasedFactor: false,
};

const commute: ServedOption = {
  id: 'commute-car',
  label: 'Car commute',
  activityInputs: [
    { fieldId: 'distance', label: 'Distance', unitCategory: 'distance', defaultUnit: 'km', role: 'quantity' },
    {
      fieldId: 'employees',
      label: 'Employees',
      unitCategory: 'employee',
      defaultUnit: 'employee',
      role: 'multiplier',
    },
  ],
  genericInputs: [],
  factor: { kind: 'library' },
  hasLocationBasedFactor: false,
};

export const FORM: ServedForm = {
  type: 'company',
  version: '2025.1',
  lang: 'en',
  sections: [
    {
      id: 'scope-1',
      label: 'Scope 1',
      icon: 'environment',
      isVoluntary: false,
      isAutomatic: false,
      optionGroups: [],
      sections: [
        {
          id: 'stationary',
          label: 'Stationary combustion',
          isVoluntary: false,
          isAutomatic: false,
          optionGroups: [{ id: 'fuels', label: 'Fuels', isStatic: false, options: [gas] }],
          sections: [],
        },
      ],
    },
    {
      id: 'scope-3',
      label: 'Scope 3',
      isVoluntary: false,
      isAutomatic: false,
      optionGroups: [],
      sections: [
        {
          id: 'fuel-energy',
          label: 'Fuel and energy',
          isVoluntary: false,
          isAutomatic: true,
          optionGroups: [],
          sections: [],
        },
        {
          id: 'commuting',
          label: 'Commuting',
          isVoluntary: true,
          isAutomatic: false,
          optionGroups: [{ id: 'commute', label: 'Commute', isStatic: true, options: [commute] }],
          sections: [],
        },
      ],
    },
  ],
};

export function buildResult(overrides: Partial<Result> = {}): Result {
  return {
    _id: '00000000-0000-4000-8000-0000000000a1',
    instance: INSTANCE_ID,
    parent: null,
    formOptionId: 'natural-gas',
    c1: 'scope-1',
    c2: 'stationary',
    c3: null,
    name: 'Boiler',
    assumptions: '',
    notes: '',
    csvId: null,
    startDate: null,
    endDate: null,
    isReviewed: false,
    isExcluded: false,
    isMarkedComplete: false,
    emissionActivityInputs: [
      {
        fieldId: 'energy',
        value: 1000,
        unit: 'kWh',
        unitCategory: 'energy',
        unitBase: 'kWh',
        conversionFactor: 1,
      },
    ],
    genericInputs: {},
    pickedFactorId: null,
    userFactor: null,
    files: [],
    generatedFromFile: null,
    sources: { types: [] },
    dataQuality: { age: 1, completeness: 1, geography: 1, reliability: 1, technology: 1 },
    timePeriodFactor: 1,
    emissions: {},
    ghgScope: null,
    figures: { ...EMPTY_RESULT_FIGURES, scope1: 182.96, total: 182.96, locationBasedTotal: 182.96 },
    factorsUsed: [],
    calculationIssue: null,
    distributionPercent: null,
    formVersion: '2025.1',
    updatedAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}
