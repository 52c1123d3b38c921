import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { presentForm } from '../calculator/present-form.ts';
import { getFormDefinition } from '../forms/form-registry.ts';
import { MUNICH_ID } from './import-test-form.ts';
import { mapImportRows } from './map-import-rows.ts';
import { readSpreadsheet } from './read-spreadsheet.ts';

const KEY = expect.stringMatching(/^[0-9a-f]{32}$/);

describe('mapImportRows with the company form and files LibreOffice wrote', () => {
  const form = presentForm(getFormDefinition('company'), 'en');
  const read = (name: string) =>
    readSpreadsheet(new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url))), name);
  const context = { form, instances: [{ id: MUNICH_ID, name: 'Werk München' }], fileName: 'lo-de' };

  it('maps the XLSX and the semicolon CSV of the same sheet to the same results and keys', () => {
    const fromXlsx = mapImportRows(read('lo-de.xlsx'), context);
    const fromCsv = mapImportRows(read('lo-de-semicolon.csv'), context);
    const common = {
      instance: MUNICH_ID,
      isMarkedComplete: true,
      genericInputs: {},
      generatedFromFile: 'lo-de',
      children: [],
    };
    expect(fromXlsx).toEqual({
      rows: [
        {
          ...common,
          formOptionId: 'stationary-gas-oil',
          name: 'Heizöl Büro',
          startDate: '2024-03-15',
          endDate: '2024-12-31',
          isExcluded: false,
          sources: { types: [{ type: 'bills' }] },
          emissionActivityInputs: [{ fieldId: 'volume', value: 1234.5, unit: 'l' }],
          sheetRow: 2,
          importKey: KEY,
        },
        {
          ...common,
          formOptionId: 'vehicle-diesel',
          name: 'Dieselflotte "Nord"',
          notes: 'Zeile mit\nUmbruch',
          startDate: '2024-04-01',
          emissionActivityInputs: [{ fieldId: 'volume', value: 980, unit: 'l' }],
          sheetRow: 3,
          importKey: KEY,
        },
        {
          ...common,
          formOptionId: 'electricity-grid',
          name: 'Strom Grün; Büro',
          isExcluded: true,
          sources: { types: [{ type: 'bills', percentShare: 60 }] },
          emissionActivityInputs: [{ fieldId: 'energy', value: 12345.75, unit: 'kWh' }],
          sheetRow: 4,
          importKey: KEY,
        },
      ],
      problems: [],
      numBlankRows: 0,
    });
    expect(fromCsv).toEqual(fromXlsx);
    expect(mapImportRows(read('lo-de.xlsx'), context)).toEqual(fromXlsx);
  });
});
