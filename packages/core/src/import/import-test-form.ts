import type { ServedForm, ServedOption, ServedSection } from '../contracts/calculator.ts';
import { formatImportProblem } from './import-messages.ts';
import { type ImportContext, type ImportMapping, mapImportRows } from './map-import-rows.ts';
import type { CellValue, SpreadsheetTable } from './spreadsheet-table.ts';

type OptionSpec = Partial<ServedOption> & Pick<ServedOption, 'id' | 'label'>;

function option(spec: OptionSpec): ServedOption {
  return {
    activityInputs: [
      { fieldId: 'amount', label: 'Amount', unitCategory: 'volume', defaultUnit: 'l', role: 'quantity' },
    ],
    genericInputs: [],
    factor: { kind: 'library' },
    hasLocationBasedFactor: false,
    ...spec,
  };
}

function section(id: string, label: string, options: ServedOption[], sections: ServedSection[] = []) {
  return {
    id,
    label,
    isVoluntary: false,
    isAutomatic: false,
    optionGroups: options.length ? [{ id: `${id}-group`, label, isStatic: false, options }] : [],
    sections,
  };
}

const meal = (id: string, label: string, extraInputs: ServedOption['activityInputs'] = []) =>
  option({
    id,
    label,
    activityInputs: [
      { fieldId: 'meals', label: 'Meals', unitCategory: 'piece', defaultUnit: 'piece', role: 'quantity' },
      ...extraInputs,
    ],
  });

/**
 * A small form in two languages with every kind of row the import handles: library, picked and
 * user-defined factors, generic inputs, spend in a currency, two amounts, and sub-rows.
 */
export function buildTestForm(lang: 'en' | 'de'): ServedForm {
  const t = (en: string, de: string) => (lang === 'en' ? en : de);
  const heating = section('heating', t('Heating', 'Heizung'), [
    option({ id: 'heating-oil', label: t('Heating oil', 'Heizöl') }),
    option({
      id: 'other-fuel',
      label: t('Other fuel', 'Anderer Brennstoff'),
      factor: { kind: 'picker' },
      activityInputs: [
        { fieldId: 'energy', label: 'Energy', unitCategory: 'energy', defaultUnit: 'kWh', role: 'quantity' },
      ],
    }),
    option({
      id: 'own-factor',
      label: t('Own factor', 'Eigener Faktor'),
      factor: { kind: 'userDefined', unitCategory: 'weight' },
      activityInputs: [
        { fieldId: 'weight', label: 'Weight', unitCategory: 'weight', defaultUnit: 't', role: 'quantity' },
      ],
    }),
    option({
      id: 'supplier-power',
      label: t('Supplier power', 'Lieferantenstrom'),
      factor: { kind: 'marketElectricity' },
      activityInputs: [
        { fieldId: 'energy', label: 'Energy', unitCategory: 'energy', defaultUnit: 'kWh', role: 'quantity' },
      ],
      genericInputs: [
        { id: 'supplierEmissionFactor', type: 'number', label: t('Supplier factor', 'Lieferantenfaktor') },
        { id: 'supplierFactorSource', type: 'string', label: t('Source', 'Quelle') },
      ],
    }),
  ]);
  const fuel = section('fuel', t('Fuel', 'Brennstoffe'), [], [heating]);
  const other = section('other', t('Other', 'Sonstiges'), [
    option({ id: 'other-heating-oil', label: t('Heating oil', 'Heizöl') }),
    option({
      id: 'spend',
      label: t('Spend', 'Ausgaben'),
      factor: { kind: 'spend' },
      activityInputs: [
        { fieldId: 'spend', label: 'Spend', unitCategory: 'currency', defaultUnit: 'EUR', role: 'quantity' },
      ],
      genericInputs: [{ id: 'spendYear', type: 'number', label: t('Year', 'Jahr') }],
    }),
    option({
      id: 'commute',
      label: t('Commute', 'Pendeln'),
      activityInputs: [
        {
          fieldId: 'distance',
          label: 'Distance',
          unitCategory: 'distance',
          defaultUnit: 'km',
          role: 'quantity',
        },
        {
          fieldId: 'employees',
          label: 'Employees',
          unitCategory: 'employee',
          defaultUnit: 'employee',
          role: 'multiplier',
        },
      ],
    }),
    option({ id: 'twin-a', label: t('Twin', 'Zwilling') }),
    option({ id: 'twin-b', label: t('Twin', 'Zwilling') }),
  ]);
  const events = section('events', t('Events', 'Veranstaltungen'), [
    option({
      id: 'catering',
      label: t('Catering', 'Verpflegung'),
      children: [
        meal('meal-meat', t('Meat meal', 'Fleischgericht')),
        meal('meal-veg', t('Vegetarian meal', 'Vegetarisches Gericht'), [
          {
            fieldId: 'guests',
            label: 'Guests',
            unitCategory: 'person',
            defaultUnit: 'person',
            role: 'multiplier',
          },
        ]),
      ],
    }),
    option({ id: 'venue', label: t('Venue', 'Ort'), children: [meal('venue-meal', t('Meal', 'Essen'))] }),
  ]);
  return { type: 'test', version: '2025.1', lang, sections: [fuel, other, events] };
}

export const MUNICH_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
export const BERLIN_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
export const TEST_INSTANCES = [
  { id: MUNICH_ID, name: 'Werk München' },
  { id: BERLIN_ID, name: 'Berlin Office' },
];

/** Maps a table of the test form with two entities (Munich the default), as the tests usually need. */
export function mapTestRows(
  rows: CellValue[][],
  context: Partial<ImportContext> = {},
  csvDelimiter?: SpreadsheetTable['csvDelimiter'],
): ImportMapping {
  return mapImportRows(csvDelimiter ? { rows, csvDelimiter } : { rows }, {
    form: buildTestForm('en'),
    alternateForms: [buildTestForm('de')],
    instances: TEST_INSTANCES,
    defaultInstanceId: MUNICH_ID,
    fileName: 'upload.xlsx',
    ...context,
  });
}

/** The mapping's problems as English sentences. */
export function describeProblems(mapping: ImportMapping): string[] {
  return mapping.problems.map((problem) => formatImportProblem(problem, 'en'));
}
