import { describe, expect, it } from 'vitest';
import type { DisplayLocale } from '../format/display-locale.ts';
import { describeProblems, mapTestRows } from './import-test-form.ts';
import type { TonMeaning } from './import-units.ts';
import type { CsvDelimiter } from './parse-csv.ts';
import type { CellValue } from './spreadsheet-table.ts';

const AMOUNT_HEADER = [
  'c1',
  'level.0',
  'amounts.0.value',
  'amounts.0.unit',
  'amounts.1.value',
  'amounts.1.unit',
  'amounts.2.value',
  'amounts.2.unit',
];

describe('mapImportRows: amounts', () => {
  const cases: {
    title: string;
    cells: CellValue[];
    delimiter?: CsvDelimiter;
    locale?: DisplayLocale;
    tonMeaning?: TonMeaning;
    amounts?: object[];
    problem?: string;
  }[] = [
    {
      title: 'a unit typed in German',
      cells: ['fuel', 'heating-oil', 1500, 'Liter'],
      amounts: [{ fieldId: 'amount', value: 1500, unit: 'l' }],
    },
    {
      title: 'the default unit for an empty unit cell',
      cells: ['fuel', 'heating-oil', '2,5', null],
      delimiter: ';',
      amounts: [{ fieldId: 'amount', value: 2.5, unit: 'l' }],
    },
    {
      title: 'a number with thousands separators in a comma file',
      cells: ['fuel', 'heating-oil', '1,234.5', 'm³'],
      delimiter: ',',
      amounts: [{ fieldId: 'amount', value: 1234.5, unit: 'm3' }],
    },
    {
      title: 'two amounts in the order of the inputs',
      cells: ['other', 'commute', 12000, 'mi', 35, null],
      amounts: [
        { fieldId: 'distance', value: 12000, unit: 'mi' },
        { fieldId: 'employees', value: 35, unit: 'employee' },
      ],
    },
    {
      title: 'a spend in a currency given by symbol',
      cells: ['other', 'spend', 5000, '£'],
      amounts: [{ fieldId: 'spend', value: 5000, unit: 'GBP' }],
    },
    {
      title: 'a spend in a currency given by code in lower case',
      cells: ['other', 'spend', 5000, 'chf'],
      amounts: [{ fieldId: 'spend', value: 5000, unit: 'CHF' }],
    },
    {
      title: 'a row left out, with the column named, where the value is not a number',
      cells: ['fuel', 'heating-oil', 'n/a', 'l'],
      problem: 'Row 2: amounts.0.value must be a number, not "n/a".',
    },
    {
      title: 'a decimal comma refused in a comma file, never read as a decimal point',
      cells: ['fuel', 'heating-oil', '2,5', 'l'],
      delimiter: ',',
      problem: 'Row 2: amounts.0.value must be a number, not "2,5".',
    },
    {
      title: 'thousands read by the chosen locale',
      cells: ['fuel', 'heating-oil', '120.000,5', 'l'],
      locale: 'de',
      amounts: [{ fieldId: 'amount', value: 120000.5, unit: 'l' }],
    },
    {
      title: "the chosen locale over the file's delimiter",
      cells: ['fuel', 'heating-oil', '120,000', 'l'],
      delimiter: ';',
      locale: 'en',
      amounts: [{ fieldId: 'amount', value: 120000, unit: 'l' }],
    },
    {
      title: 'a unit of another category',
      cells: ['fuel', 'heating-oil', 10, 'kWh'],
      problem: 'Row 2: the unit "kWh" in amounts.0.unit is not a unit of volume.',
    },
    {
      title: 'an unknown currency',
      cells: ['other', 'spend', 10, 'XYZ'],
      problem: 'Row 2: the unit "XYZ" in amounts.0.unit is not a unit of currency.',
    },
    {
      title: '"tons" refused with a question while the file has not said which ton it means',
      cells: ['fuel', 'own-factor', 12, 'tons'],
      problem:
        'Row 2: "tons" in amounts.0.unit can mean a metric tonne (1,000 kg) or a US short ton (907.18 kg). Choose which the file means above the preview, or write "t" or "short ton".',
    },
    {
      title: '"ton" as the US short ton once the user chose it',
      cells: ['fuel', 'own-factor', 12, 'ton'],
      tonMeaning: 'shortTon',
      amounts: [{ fieldId: 'weight', value: 12, unit: 'shortTon' }],
    },
    {
      title: '"Tons" as the metric tonne once the user chose it',
      cells: ['fuel', 'own-factor', 12, 'Tons'],
      tonMeaning: 't',
      amounts: [{ fieldId: 'weight', value: 12, unit: 't' }],
    },
    {
      title: '"tonne" without a choice, which is never ambiguous',
      cells: ['fuel', 'own-factor', 12, 'tonne'],
      amounts: [{ fieldId: 'weight', value: 12, unit: 't' }],
    },
    {
      title: 'an amount the row type has no input for',
      cells: ['fuel', 'heating-oil', 10, 'l', null, null, 3, 'l'],
      problem: 'Row 2: "Heating oil" has no amount for amounts.2.value.',
    },
  ];
  it.each(cases)('maps $title', ({ cells, delimiter, locale, tonMeaning, amounts, problem }) => {
    const context = { ...(locale ? { numberLocale: locale } : {}), ...(tonMeaning ? { tonMeaning } : {}) };
    const mapping = mapTestRows([AMOUNT_HEADER, cells], context, delimiter);
    expect(mapping.rows.map((row) => row.emissionActivityInputs)).toEqual(amounts ? [amounts] : []);
    expect(describeProblems(mapping).slice(1)).toEqual(problem ? [problem] : []);
  });
});

describe('mapImportRows: factors and generic inputs', () => {
  const header = [
    'c1',
    'level.0',
    'level.1',
    'direct.factor',
    'direct.source',
    'genericInputs.supplierEmissionFactor',
    'genericInputs.SUPPLIERFACTORSOURCE',
    'genericInputs.spendYear',
  ];
  const cases: { title: string; cells: CellValue[]; fields?: object; problem?: string }[] = [
    {
      title: 'the library factor id of a picked factor from level.1',
      cells: ['fuel', 'other-fuel', 'DEFRA:2024:fuels:biogas'],
      fields: { formOptionId: 'other-fuel', pickedFactorId: 'DEFRA:2024:fuels:biogas' },
    },
    {
      title: 'level.1 of a row whose factor is not picked, which is ignored',
      cells: ['fuel', 'heating-oil', 'DEFRA:2024:x'],
      fields: { formOptionId: 'heating-oil' },
    },
    {
      title: 'a factor the user typed with its source',
      cells: ['fuel', 'own-factor', null, '1,5', 'EPD 2024'],
      fields: { formOptionId: 'own-factor', userFactor: { factor: 1.5, source: 'EPD 2024' } },
    },
    {
      title: 'direct factor columns of a library row, which are ignored',
      cells: ['fuel', 'heating-oil', null, 2.5, 'DEFRA'],
      fields: { formOptionId: 'heating-oil' },
    },
    {
      title: 'generic inputs by their ids, without case',
      cells: ['fuel', 'supplier-power', null, null, null, '0,12', 'Tariff sheet'],
      fields: {
        formOptionId: 'supplier-power',
        genericInputs: { supplierEmissionFactor: 0.12, supplierFactorSource: 'Tariff sheet' },
      },
    },
    {
      title: 'generic inputs of other row types, which are ignored',
      cells: ['other', 'spend', null, null, null, 0.3, null, 2023],
      fields: { formOptionId: 'spend', genericInputs: { spendYear: 2023 } },
    },
    {
      title: 'a typed factor without its source',
      cells: ['fuel', 'own-factor', null, 1.5, null],
      problem: 'Row 2: "Own factor" needs both direct.factor (a number) and direct.source.',
    },
    {
      title: 'a typed factor that is no number',
      cells: ['fuel', 'own-factor', null, 'high', 'EPD'],
      problem: 'Row 2: "Own factor" needs both direct.factor (a number) and direct.source.',
    },
    {
      title: 'a number input with text',
      cells: ['other', 'spend', null, null, null, null, null, 'last year'],
      problem: 'Row 2: genericInputs.spendYear must be a number, not "last year".',
    },
  ];
  it.each(cases)('reads $title', ({ cells, fields, problem }) => {
    const mapping = mapTestRows([header, cells], {}, ';');
    const factorFields = mapping.rows.map(({ formOptionId, genericInputs, pickedFactorId, userFactor }) =>
      JSON.parse(JSON.stringify({ formOptionId, genericInputs, pickedFactorId, userFactor })),
    );
    expect(factorFields).toEqual(fields ? [{ genericInputs: {}, ...fields }] : []);
    expect(describeProblems(mapping).slice(1)).toEqual(problem ? [problem] : []);
  });
});
