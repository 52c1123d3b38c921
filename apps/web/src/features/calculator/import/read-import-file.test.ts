import { getFormDefinition, presentForm, SpreadsheetFileError, writeXlsx } from '@carbon-ledger/core';
import { describe, expect, it } from 'vitest';
import { answerReadRequest, type ReadImportFileRequest, settleReadMessage } from './read-import-file.ts';
import { readImportFileOffThread } from './read-import-file-off-thread.ts';

const form = presentForm(getFormDefinition('company'), 'en');
const instance = {
  id: '9b1f8a9e-4c1d-4f7e-9a57-2f0c3c1d2e3f',
  name: 'HQ',
  startDate: '2025-01-01',
  endDate: '2025-12-31',
};

/** A request as the import screen makes it, for a workbook of the given rows under the template's keys. */
function requestFor(
  rows: (string | number)[][],
  limits = { maxBytes: 1e7, maxRows: 100 },
): ReadImportFileRequest {
  const header = ['name', 'c1', 'level.0', 'amounts.0.value', 'amounts.0.unit'];
  return {
    bytes: writeXlsx([{ name: 'Import', rows: [header, ...rows] }]),
    fileName: 'energy.xlsx',
    limits,
    form,
    instance,
    numberLocale: 'en',
    isNumberLocaleChosen: false,
  };
}

describe('reading an import file off the page', () => {
  it('maps the rows as the core parser does and says which number columns the locale decides', async () => {
    const request = requestFor([['Boiler', 'scope-1', 'stationary-natural-gas-kwh', '1,234', 'kWh']]);
    const result = await readImportFileOffThread(request);
    expect(result.problems).toEqual([]);
    expect(result.rows).toMatchObject([
      {
        instance: instance.id,
        name: 'Boiler',
        formOptionId: 'stationary-natural-gas-kwh',
        emissionActivityInputs: [{ value: 1234, unit: 'kWh' }],
        sheetRow: 2,
      },
    ]);
    expect(result.ambiguousColumns).toMatchObject([
      { column: 'amounts.0.value', sheetRow: 2, text: '1,234' },
    ]);
  });

  it('reads a file on a German page the way its own numbers are written, unless someone chose', async () => {
    // As the CSV export writes them on any page: "1234.5" only English takes; "2.125" both, differently.
    const rows = [
      ['Boiler', 'scope-1', 'stationary-natural-gas-kwh', '1234.5', 'kWh'],
      ['Dryer', 'scope-1', 'stationary-natural-gas-kwh', '2.125', 'kWh'],
    ];
    const unchosen = await readImportFileOffThread({ ...requestFor(rows), numberLocale: 'de' });
    expect(unchosen).toMatchObject({ numberLocale: 'en', isNumberLocaleFromFile: true, problems: [] });
    expect(unchosen.rows.map((row) => row.emissionActivityInputs?.[0]?.value)).toEqual([1234.5, 2.125]);

    const chosen = await readImportFileOffThread({
      ...requestFor(rows),
      numberLocale: 'de',
      isNumberLocaleChosen: true,
    });
    expect(chosen).toMatchObject({ numberLocale: 'de', isNumberLocaleFromFile: false });
    expect(chosen.problems).toMatchObject([{ sheetRow: 2 }]);
    expect(chosen.rows.map((row) => row.emissionActivityInputs?.[0]?.value)).toEqual([2125]);
  });

  it('hands a refused file back as the same error, with its code and limit', () => {
    const request = requestFor(
      Array.from({ length: 5 }, (_, index) => [
        `Row ${index}`,
        'scope-1',
        'stationary-natural-gas-kwh',
        1,
        'kWh',
      ]),
      { maxBytes: 1e7, maxRows: 3 },
    );
    const message = answerReadRequest(request);
    // What crosses from the worker is plain data: the error's class is given back on this side.
    expect(structuredClone(message)).toEqual(message);
    expect(message).toMatchObject({ fileError: { code: 'tooManyRows', values: { limit: 3 } } });
    let thrown: unknown;
    try {
      settleReadMessage(structuredClone(message));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(SpreadsheetFileError);
    expect(thrown).toMatchObject({ code: 'tooManyRows', values: { limit: 3 } });
  });

  it('hands any other failure back as an error with its message', () => {
    expect(() => settleReadMessage({ error: 'out of memory' })).toThrow('out of memory');
  });
});
