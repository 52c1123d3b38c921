import { describe, expect, it } from 'vitest';
import {
  formatImportProblem,
  formatServerRowError,
  IMPORT_MESSAGES,
  type ImportProblem,
} from './import-messages.ts';

describe('formatImportProblem', () => {
  const cases: [ImportProblem, 'en' | 'de', string][] = [
    [{ code: 'noSection', sheetRow: 4, values: {} }, 'en', "Row 4 doesn't have any defined sections."],
    [{ code: 'noSection', sheetRow: 4, values: {} }, 'de', 'Zeile 4 hat keinen festgelegten Bereich.'],
    [{ code: 'notDistributed', sheetRow: 12, values: {} }, 'en', 'Row 12 was not distributed to any entity.'],
    [
      { code: 'allRowsInvalid', values: { file: 'fuel.xlsx' } },
      'en',
      'All rows in file fuel.xlsx are invalid.',
    ],
    [
      { code: 'allRowsInvalid', values: { file: 'fuel.xlsx' } },
      'de',
      'Alle Zeilen der Datei fuel.xlsx sind ungültig.',
    ],
    [
      { code: 'entityNotYours', values: { names: 'Plant X' } },
      'en',
      'At least one of the specified entities does not belong to you.',
    ],
    [{ code: 'noSheet', values: {} }, 'en', 'sheet could not be found.'],
    [
      { code: 'childIncomplete', sheetRow: 7, isChild: true, values: {} },
      'en',
      'Child row 7 was left out: a sub-row needs a name, a unit and a numeric value.',
    ],
    [
      {
        code: 'unknownUnit',
        sheetRow: 3,
        values: { value: 'parsec', column: 'amounts.0.unit', category: 'volume' },
      },
      'de',
      'Zeile 3: Die Einheit „parsec“ in amounts.0.unit ist keine Einheit für volume.',
    ],
    [
      { code: 'tooManyRows', values: { limit: 100_000 } },
      'en',
      'The file has more than 100,000 rows. Split it into smaller files.',
    ],
    [
      { code: 'tooManyRows', values: { limit: 100_000 } },
      'de',
      'Die Datei hat mehr als 100.000 Zeilen. Teile sie in kleinere Dateien auf.',
    ],
  ];
  it.each(cases)('%j in %s', (problem, lang, text) => {
    expect(formatImportProblem(problem, lang)).toBe(text);
  });

  it('has a text in both languages for every code, with the same placeholders', () => {
    for (const [code, english] of Object.entries(IMPORT_MESSAGES.en)) {
      const german = IMPORT_MESSAGES.de[code as keyof typeof IMPORT_MESSAGES.de];
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      expect(placeholders(german), code).toEqual(placeholders(english));
    }
  });
});

describe('formatServerRowError', () => {
  it.each([
    [false, 'en', 'Row 5 "Diesel" amounts.0.value: This value is not valid.'],
    [true, 'en', 'Child row 5 "Diesel" amounts.0.value: This value is not valid.'],
    [false, 'de', 'Zeile 5 „Diesel“ amounts.0.value: This value is not valid.'],
    [true, 'de', 'Unterzeile 5 „Diesel“ amounts.0.value: This value is not valid.'],
  ] as const)('isChild %s in %s', (isChild, lang, text) => {
    const error = {
      sheetRow: 5,
      isChild,
      rowName: 'Diesel',
      message: 'amounts.0.value: This value is not valid.',
    };
    expect(formatServerRowError(error, lang)).toBe(text);
  });
});
