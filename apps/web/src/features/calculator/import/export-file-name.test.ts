import { describe, expect, it } from 'vitest';
import { buildResultsExportFileName } from './export-file-name.ts';

describe('buildResultsExportFileName', () => {
  it.each([
    ['Werk Köln', '2025', 'simple', 'Werk-Köln_2025_results.csv'],
    ['Werk Köln', '2025', 'advanced', 'Werk-Köln_2025_results-advanced.csv'],
    ['Acme GmbH / HQ', '2024-07-01 – 2025-06-30', 'simple', 'Acme-GmbH-HQ_2024-07-01-2025-06-30_results.csv'],
    ['"*?"', '2025', 'simple', 'export_2025_results.csv'],
  ] as const)('names %j %j (%s) %j', (title, year, variant, name) => {
    expect(buildResultsExportFileName(title, year, variant)).toBe(name);
  });
});
