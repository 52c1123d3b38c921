import type { Result } from '@carbon-ledger/core';
import type { SignedInClient } from '../../test/session.ts';
import { gasRow } from '../calculator/test-kit.ts';

export const api = '/api/company/calculator';
export const url = `${api}/results/bulk-import/templates`;

/** A parsed spreadsheet row as the browser sends it. */
export const importRow = (
  instance: string,
  kwh: number,
  sheetRow: number,
  extra: Record<string, unknown> = {},
) => ({
  ...gasRow(instance, kwh),
  name: `Boiler ${sheetRow}`,
  sheetRow,
  importKey: `key-${String(sheetRow).padStart(12, '0')}-${kwh}`,
  ...extra,
});

/** A request of one chunk into the given years. */
export const body = (instances: string[], rows: unknown[], extra: Record<string, unknown> = {}) => ({
  baseQuery: { instances },
  bulkRequests: rows,
  generatedFromFile: 'energy.xlsx',
  aggregateFormSectionsForInstances: instances,
  ...extra,
});

/** The first page of a year's results, in their stored order. */
export async function listResults(client: SignedInClient, instance: string): Promise<Result[]> {
  const response = await client.inject({
    method: 'POST',
    url: `${api}/results/list`,
    payload: { instances: [instance] },
  });
  return response.json().results;
}
