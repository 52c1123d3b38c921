import { describe, expect, it } from 'vitest';
import { parseCsv } from '../import/parse-csv.ts';
import { buildResult, form } from '../import/results-test-fixtures.ts';
import { FACTORS_USED_COLUMNS, writeFactorsUsedCsv } from './audit-package.ts';

describe("the audit package's factors-used CSV", () => {
  it('gives the FIGARO credit, saying "converted", and the notes of each factor', () => {
    const result = buildResult({
      formOptionId: 'spend',
      factorsUsed: [
        {
          part: 'direct',
          factorId: 'figaro-2026.5:supply:2022:DE:C28',
          lineageKey: 'figaro-supply:DE:C28',
          source: 'FIGARO',
          edition: '2026.5 (2022)',
          licence: 'CC-BY-SA-4.0',
          value: 202.749256,
          valueUnit: 'kgCO2e/kEUR',
          notes: [{ code: 'convertedToPurchaserPrices', supplierCountry: 'DE', buyerCountry: 'FR' }],
        },
      ],
    });
    const [header, line] = parseCsv(writeFactorsUsedCsv([result], form));
    expect(header).toEqual([...FACTORS_USED_COLUMNS]);
    const cell = (key: (typeof FACTORS_USED_COLUMNS)[number]) => line?.[FACTORS_USED_COLUMNS.indexOf(key)];
    expect(cell('factorCredit')).toMatch(
      /^FIGARO monetary emission factors, Ecodex .* Computed from Eurostat data\. Converted: /,
    );
    expect(cell('factorNotes')).toBe(
      'Supply factor of DE converted to purchaser prices of FR (rebasing ratio and margin term); a converted factor, not one published by Ecodex.',
    );
  });
});
