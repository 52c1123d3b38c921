/** Stored results of the test form for the export tests. */
import { EMPTY_RESULT_FIGURES } from '../calculator/result-figures.ts';
import type { Result } from '../contracts/calculator.ts';
import { BERLIN_ID, buildTestForm, MUNICH_ID } from './import-test-form.ts';

type Amount = Result['emissionActivityInputs'][number];
const amount = (
  fieldId: string,
  value: number | null,
  unit: string,
  unitCategory: string,
  factor = 1,
): Amount => ({
  fieldId,
  value,
  unit,
  unitCategory,
  unitBase: unit,
  conversionFactor: factor,
});

let nextId = 0;
/** A stored result of the test form with the fields a test sets. */
export function buildResult(overrides: Partial<Result>): Result {
  nextId += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(nextId).padStart(12, '0')}`,
    instance: MUNICH_ID,
    parent: null,
    formOptionId: 'heating-oil',
    c1: 'fuel',
    c2: 'heating',
    c3: null,
    name: '',
    assumptions: '',
    notes: '',
    csvId: null,
    startDate: null,
    endDate: null,
    isReviewed: false,
    isExcluded: false,
    isMarkedComplete: true,
    emissionActivityInputs: [],
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
    figures: EMPTY_RESULT_FIGURES,
    factorsUsed: [],
    calculationIssue: null,
    distributionPercent: null,
    formVersion: '2025.1',
    updatedAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const form = buildTestForm('en');
export const tank = buildResult({
  name: 'Tank "A", north',
  notes: '=cmd|calc',
  csvId: '-17',
  startDate: '2024-01-01',
  endDate: '2024-12-31',
  emissionActivityInputs: [amount('amount', 1500, 'l', 'volume', 0.001)],
  sources: { types: [{ type: 'bills', percentShare: 100 }, { type: 'tracking' }], otherDataSources: 'Meter' },
});
export const ownFactor = buildResult({
  instance: BERLIN_ID,
  formOptionId: 'own-factor',
  isExcluded: true,
  emissionActivityInputs: [amount('weight', 2, 't', 'weight', 1000)],
  userFactor: { factor: 1.5, source: 'EPD 2024' },
});
export const party = buildResult({
  formOptionId: 'catering',
  c1: 'events',
  c2: null,
  name: 'Summer party',
  emissionActivityInputs: [amount('amount', 1, 'l', 'volume', 0.001)],
});
export const burgers = buildResult({
  parent: party._id,
  formOptionId: 'meal-meat',
  name: 'Burgers',
  emissionActivityInputs: [amount('meals', 120, 'piece', 'piece')],
});
export const salads = buildResult({
  parent: party._id,
  formOptionId: 'meal-veg',
  name: 'Salads',
  emissionActivityInputs: [amount('meals', 80, 'piece', 'piece'), amount('guests', 75, 'person', 'person')],
});
export const picked = buildResult({
  formOptionId: 'other-fuel',
  pickedFactorId: 'DEFRA:2024:biogas',
  emissionActivityInputs: [amount('energy', 10, 'MWh', 'energy', 1000)],
});
export const supplier = buildResult({
  formOptionId: 'supplier-power',
  emissionActivityInputs: [amount('energy', 5000, 'kWh', 'energy')],
  genericInputs: { supplierEmissionFactor: 0.12, supplierFactorSource: '+Tariff 2024' },
});
export const commute = buildResult({
  formOptionId: 'commute',
  c1: 'other',
  c2: null,
  emissionActivityInputs: [
    amount('employees', 35, 'employee', 'employee'),
    amount('distance', 12000, 'mi', 'distance', 1.609344),
  ],
});
export const refund = buildResult({
  formOptionId: 'spend',
  c1: 'other',
  c2: null,
  emissionActivityInputs: [amount('spend', -500, 'EUR', 'currency')],
  genericInputs: { spendYear: 2023 },
});
/** Results of every kind the export writes, in the order of the list. */
export const RESULTS = [tank, ownFactor, party, burgers, salads, picked, supplier, commute, refund];
