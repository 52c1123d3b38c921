import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildImportTemplate } from './build-import-template.ts';
import { BULK_IMPORT_COLUMNS } from './bulk-import-columns.ts';
import { buildTestForm, TEST_INSTANCES } from './import-test-form.ts';
import { listImportUnits, matchImportUnit } from './import-units.ts';
import { mapImportRows } from './map-import-rows.ts';
import { readSpreadsheet } from './read-spreadsheet.ts';
import { readSheetRows } from './xlsx-sheet.ts';

const GENERIC_KEYS = [
  'genericInputs.supplierEmissionFactor',
  'genericInputs.supplierFactorSource',
  'genericInputs.spendYear',
];

function readSheet(bytes: Uint8Array, index: number) {
  const xml = new TextDecoder().decode(unzipSync(bytes)[`xl/worksheets/sheet${index}.xml`]);
  return readSheetRows(xml, {
    sharedStrings: [],
    dateStyles: new Set(),
    isDate1904: false,
    maxRows: 1000,
    maxBytes: 1e6,
  });
}

describe('buildImportTemplate', () => {
  const form = buildTestForm('de');
  const bytes = buildImportTemplate(form, TEST_INSTANCES, 'de');

  it('holds the column keys and their descriptions in the language, and no data', () => {
    const { rows } = readSpreadsheet(bytes, 'template.xlsx');
    expect(rows[0]).toEqual([...BULK_IMPORT_COLUMNS.map((column) => column.key), ...GENERIC_KEYS]);
    expect(rows[1]?.slice(0, 3)).toEqual(['Name der Zeile', 'Name einer Unterzeile dieser Zeile', 'Menge 1']);
    expect(rows[1]?.slice(-3)).toEqual([
      'Lieferantenfaktor (nur für Zeilenarten, die es haben)',
      'Quelle (nur für Zeilenarten, die es haben)',
      'Jahr (nur für Zeilenarten, die es haben)',
    ]);
    expect(rows.length).toBe(2);
  });

  it('imports as it is: no rows and no problems', () => {
    const table = readSpreadsheet(bytes, 'template.xlsx');
    expect(mapImportRows(table, { form, instances: TEST_INSTANCES, fileName: 'template.xlsx' })).toEqual({
      rows: [],
      problems: [],
      numBlankRows: 0,
    });
  });

  it('lists every valid section, row type, sub-row type and amount with its units and hints', () => {
    const rows = readSheet(bytes, 2);
    expect(rows[0]).toEqual([
      'c1',
      'Bereich',
      'c2',
      'Unterbereich',
      'c3',
      'Unter-Unterbereich',
      'level.0',
      'Zeilenart',
      'child.level.0',
      'Art der Unterzeile',
      'Mengenspalte',
      'Menge',
      'unitCategory',
      'Standardeinheit',
      'Erlaubte Einheiten',
      'Hinweis',
    ]);
    const byType = (optionId: string) => rows.filter((row) => row[6] === optionId || row[8] === optionId);
    expect(byType('other-fuel')).toEqual([
      [
        'fuel',
        'Brennstoffe',
        'heating',
        'Heizung',
        null,
        null,
        'other-fuel',
        'Anderer Brennstoff',
        null,
        null,
        'amounts.0.value',
        'Energy',
        'energy',
        'kWh',
        'kWh, MWh, Wh, MJ, GJ, therm, btu, mmBtu',
        'Trag die ID eines Faktors aus der Faktorbibliothek in level.1 ein.',
      ],
    ]);
    expect(byType('own-factor')[0]?.[15]).toBe(
      'Trag deinen Faktor in kg CO2e je kg in direct.factor ein und seine Quelle in direct.source.',
    );
    expect(byType('supplier-power')[0]?.[15]).toBe(
      'Außerdem: genericInputs.supplierEmissionFactor, genericInputs.supplierFactorSource.',
    );
    expect(byType('meal-veg')).toEqual([
      [
        'events',
        'Veranstaltungen',
        null,
        null,
        null,
        null,
        'catering',
        'Verpflegung',
        'meal-veg',
        'Vegetarisches Gericht',
        'child.amounts.0.value',
        'Meals',
        'piece',
        'piece',
        'piece, nights, unit, views, meal, deliveries, trips',
      ],
      [
        'events',
        'Veranstaltungen',
        null,
        null,
        null,
        null,
        'catering',
        'Verpflegung',
        'meal-veg',
        'Vegetarisches Gericht',
        'child.amounts.1.value',
        'Guests',
        'person',
        'person',
        'person',
      ],
    ]);
    expect(rows.length).toBe(1 + 16);
  });

  it('lists the entities with their ids', () => {
    expect(readSheet(bytes, 3)).toEqual([
      ['instance', 'Name'],
      ['aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', 'Werk München'],
      ['bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', 'Berlin Office'],
    ]);
  });

  it('lists only units the import accepts', () => {
    for (const category of ['area', 'distance', 'energy', 'volume', 'weight', 'piece', 'time', 'currency']) {
      for (const unit of listImportUnits(category)) expect(matchImportUnit(unit, category), unit).toBe(unit);
    }
  });
});
