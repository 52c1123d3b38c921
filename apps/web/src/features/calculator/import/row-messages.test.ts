import { describe, expect, it } from 'vitest';
import { listRowMessages } from './row-messages.ts';

describe('listRowMessages', () => {
  it('lists file problems apart and row problems of both checks in spreadsheet order', () => {
    const messages = listRowMessages(
      [
        { code: 'noSection', sheetRow: 7, values: {} },
        { code: 'entityNotYours', values: {} },
      ],
      [
        {
          rowIndex: 0,
          fileRowIndex: 0,
          sheetRow: 3,
          isChild: false,
          childIndex: null,
          rowName: 'Boiler',
          message: 'amounts.0.unit: This value is not valid.',
        },
      ],
      'en',
    );
    expect(messages.file).toEqual(['At least one of the specified entities does not belong to you.']);
    expect(messages.rows).toEqual([
      'Row 3 "Boiler" amounts.0.unit: This value is not valid.',
      "Row 7 doesn't have any defined sections.",
    ]);
    expect(messages).toMatchObject({ numRowsWithProblems: 2, numRowsRefused: 1 });
    expect(messages.refusedRows).toEqual([{ sheetRow: 7, text: "Row 7 doesn't have any defined sections." }]);
  });
});
