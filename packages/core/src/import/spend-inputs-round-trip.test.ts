import { describe, expect, it } from 'vitest';
import { presentForm } from '../calculator/present-form.ts';
import { getFormDefinition } from '../forms/form-registry.ts';
import { buildImportTemplate } from './build-import-template.ts';
import { TEST_INSTANCES } from './import-test-form.ts';
import { mapImportRows } from './map-import-rows.ts';
import { readSpreadsheet } from './read-spreadsheet.ts';
import { buildResult } from './results-test-fixtures.ts';
import { writeResultsCsv } from './write-results-csv.ts';

const form = presentForm(getFormDefinition('company'), 'en');

function importCsv(csv: string) {
  const table = readSpreadsheet(new TextEncoder().encode(csv), 'export.csv');
  return mapImportRows(table, { form, instances: TEST_INSTANCES, fileName: 'export.csv' });
}

describe('the spend inputs of a results export', () => {
  it('carries the source, the supplier country and the NACE industry, and imports them back', () => {
    const machinery = buildResult({
      formOptionId: 'capital-spend-machinery',
      c1: 'scope-3',
      c2: 'capital-goods',
      emissionActivityInputs: [
        {
          fieldId: 'spend',
          value: 100_000,
          unit: 'EUR',
          unitCategory: 'currency',
          unitBase: 'EUR',
          conversionFactor: 1,
        },
      ],
      genericInputs: { spendYear: 2022, spendSource: 'FIGARO', supplierCountry: 'DE' },
    });
    const byNace = buildResult({
      formOptionId: 'purchase-spend-nace',
      c1: 'scope-3',
      c2: 'purchased-goods-and-services',
      emissionActivityInputs: machinery.emissionActivityInputs,
      genericInputs: { naceIndustry: 'J62_63', supplierCountry: 'unknown' },
    });
    const csv = writeResultsCsv([machinery, byNace], form, TEST_INSTANCES, 'simple');
    const header = csv.slice(1, csv.indexOf('\r\n')).split(',');
    expect(header).toEqual(
      expect.arrayContaining([
        'genericInputs.spendSource',
        'genericInputs.supplierCountry',
        'genericInputs.naceIndustry',
      ]),
    );
    const imported = importCsv(csv);
    expect(imported.problems).toEqual([]);
    expect(imported.rows.map((row) => [row.formOptionId, row.genericInputs])).toEqual([
      ['capital-spend-machinery', { spendYear: 2022, spendSource: 'FIGARO', supplierCountry: 'DE' }],
      ['purchase-spend-nace', { naceIndustry: 'J62_63', supplierCountry: 'unknown' }],
    ]);
  });

  it('names the values each spend list takes in the import template', () => {
    const { rows } = readSpreadsheet(buildImportTemplate(form, TEST_INSTANCES, 'en'), 'template.xlsx');
    const descriptionOf = (key: string) => rows[1]?.[rows[0]?.indexOf(key) ?? -1];
    expect(descriptionOf('genericInputs.spendSource')).toBe(
      'Spend factors (only for row types that have it) Values: FIGARO, EPA_USEEIO.',
    );
    expect(descriptionOf('genericInputs.supplierCountry')).toMatch(
      / Values: unknown, AT, BE, BG, CH, .*, TR\.$/,
    );
    expect(descriptionOf('genericInputs.naceIndustry')).toMatch(
      / Values: A01, A02, A03, B, C10T12, .*, S96\.$/,
    );
  });
});
